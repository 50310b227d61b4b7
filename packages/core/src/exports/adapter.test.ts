import { expect, it } from 'vitest'
import * as adapter from './adapter.js'

it('@rampkit/core/adapter exports', () => {
  expect(Object.keys(adapter).sort()).toMatchInlineSnapshot(`
    [
      "createPurchaseStore",
      "createSaleStore",
      "createWidgetController",
      "mountWidget",
    ]
  `)
})

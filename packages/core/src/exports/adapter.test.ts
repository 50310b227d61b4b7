import { expect, it } from 'vitest'
import * as adapter from './adapter.js'

it('@rampkit/core/adapter exports', () => {
  expect(Object.keys(adapter).sort()).toMatchInlineSnapshot(`
    [
      "IDLE_PURCHASE_SNAPSHOT",
      "IDLE_SALE_SNAPSHOT",
      "createPurchaseStore",
      "createSaleStore",
      "createWidgetController",
      "mountWidget",
      "trackingKey",
    ]
  `)
})

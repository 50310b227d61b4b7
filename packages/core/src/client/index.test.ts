import { expect, it } from 'vitest'
import * as amounts from '../amounts/index.js'
import * as client from './index.js'

it('client and amounts exports (re-exported by @rampkit/core)', () => {
  expect(Object.keys(client).sort()).toMatchInlineSnapshot(`
    [
      "HostApiError",
      "PRODUCTION_API_URL",
      "createHostApiClient",
      "isHostApiError",
    ]
  `)
  expect(Object.keys(amounts).sort()).toMatchInlineSnapshot(`
    [
      "AmountError",
      "fromBaseUnits",
      "toBaseUnits",
    ]
  `)
})

import { describe, expect, it } from 'vitest'
import { HOST_API_ENDPOINTS } from './hostApiEndpoints.js'

describe('HOST_API_ENDPOINTS', () => {
  it("is core's endpoint table in MSW's words: the method and the path, {id} as :id", () => {
    expect(HOST_API_ENDPOINTS).toEqual({
      'v3.getAssets': ['GET', '/host-api/v3/assets'],
      'v3.getOfframpAssets': ['GET', '/host-api/v3/offramp/assets'],
      'v3.getCurrencies': ['GET', '/host-api/v3/currencies'],
      'v3.getSale': ['GET', '/host-api/offramp/sale/:id'],
      'v3.getOnrampQuote': ['POST', '/host-api/v3/onramp/quote/all'],
      'v3.getOfframpQuote': ['POST', '/host-api/v3/offramp/quote/all'],
      'v2.getAssets': ['GET', '/host-api/v2/assets'],
      'legacy.getAssets': ['GET', '/host-api/assets'],
      'legacy.getCountries': ['GET', '/host-api/countries'],
      'legacy.getQuote': ['POST', '/host-api/quote'],
      'legacy.getPurchase': ['GET', '/host-api/purchase/:id'],
    })
  })
})

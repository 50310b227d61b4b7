import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { purchase, sale } from '../client/testing/fixtures.js'
import { ServicePurchaseSchema, ServiceSaleSchema } from './transactions.js'

describe('transaction schemas', () => {
  it('accept the spec shapes; any status string', () => {
    expect(v.is(ServicePurchaseSchema, purchase)).toBe(true)
    expect(
      v.is(ServicePurchaseSchema, { ...purchase, status: 'RELEASED', finalTxHash: '0xabc' }),
    ).toBe(true)
    expect(v.is(ServiceSaleSchema, sale)).toBe(true)
  })

  it('reject what the spec rules out', () => {
    expect(v.is(ServicePurchaseSchema, { ...purchase, finalTxHash: undefined })).toBe(false)
    expect(v.is(ServicePurchaseSchema, { ...purchase, createdAt: 1732096800000 })).toBe(false)
    expect(
      v.is(ServicePurchaseSchema, { ...purchase, asset: { ...purchase.asset, type: undefined } }),
    ).toBe(false)
    expect(v.is(ServiceSaleSchema, { ...sale, crypto: { ...sale.crypto, amount: 1 } })).toBe(false)
    expect(
      v.is(ServiceSaleSchema, { ...sale, fiat: { amount: '10', currencySymbol: 'EUR' } }),
    ).toBe(false)
  })
})

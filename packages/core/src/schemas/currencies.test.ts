import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { countries, currencies } from '../client/testing/fixtures.js'
import { ActiveTransactionCurrencySchema, CountryInfoSchema } from './currencies.js'

describe('currency and country schemas', () => {
  it('accept the spec shapes, supportedAssets null, a list, empty or absent', () => {
    expect(v.is(v.array(ActiveTransactionCurrencySchema), currencies)).toBe(true)
    expect(v.is(v.array(CountryInfoSchema), countries)).toBe(true)
    const { supportedAssets: _, ...absent } = countries[0]!
    expect(v.is(CountryInfoSchema, absent)).toBe(true)
  })

  it('reject wrong types', () => {
    expect(
      v.is(ActiveTransactionCurrencySchema, { ...currencies[0], onrampAvailable: 'yes' }),
    ).toBe(false)
    expect(v.is(CountryInfoSchema, { ...countries[0], code: 'deu' })).toBe(false)
    expect(v.is(CountryInfoSchema, { ...countries[0], supportedAssets: 'ETH_ETH' })).toBe(false)
  })
})

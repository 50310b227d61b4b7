import { describe, expect, it } from 'vitest'
import { fieldReader } from './fields.js'
import { readTradeFields, TRADE_FIELDS } from './tradeFields.js'

describe('readTradeFields', () => {
  it('reads the asset, the currency and exactly one amount', () => {
    const body = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 5 }
    const read = fieldReader(body)
    expect(readTradeFields(read, body, 'quote')).toEqual({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      amount: { kind: 'fiat', cents: 500n },
    })
    expect(read.issues).toEqual([])
  })

  it("records an issue per broken rule, in the table's order, with its code and words", () => {
    const body = { cryptoAssetSymbol: 'ETH', fiatCurrency: 'EURO' }
    const read = fieldReader(body)
    expect(readTradeFields(read, body, 'quote')).toEqual({})
    expect(read.issues).toEqual([
      {
        path: 'cryptoAssetSymbol',
        rule: 'INVALID_ASSET',
        message: 'must be <CHAIN>_<SYMBOL>, e.g. ETH_USDC',
      },
      {
        path: 'fiatCurrency',
        rule: 'INVALID_CURRENCY',
        message: 'must be a three-letter currency code',
      },
      { path: 'cryptoAmount', rule: 'AMOUNT_REQUIRED', message: 'or fiatValue is required' },
    ])
  })

  it('refuses an asset id longer than 64 characters and a missing one', () => {
    const longBody = { cryptoAssetSymbol: `A_${'B'.repeat(63)}`, fiatCurrency: 'EUR' }
    const long = fieldReader(longBody)
    readTradeFields(long, longBody, 'quote')
    expect(long.issues[0]).toMatchObject({ path: 'cryptoAssetSymbol', rule: 'INVALID_ASSET' })
    const missingBody = { fiatCurrency: 'EUR', cryptoAmount: '1' }
    const missing = fieldReader(missingBody)
    readTradeFields(missing, missingBody, 'quote')
    expect(missing.issues).toEqual([
      {
        path: 'cryptoAssetSymbol',
        rule: 'INVALID_ASSET',
        message: 'must be <CHAIN>_<SYMBOL>, e.g. ETH_USDC',
      },
    ])
  })

  it("a control body's trade fields only: a V3 quote's other fields are not its own", () => {
    const body = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', cryptoAmount: '7' }
    const read = fieldReader({ ...body, userCountryCode: 'not a code' })
    expect(
      readTradeFields(read, { ...body, userCountryCode: 'not a code' }, 'quote', TRADE_FIELDS),
    ).toEqual({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      amount: { kind: 'crypto', units: 7n },
    })
    expect(read.issues).toEqual([])
  })
})

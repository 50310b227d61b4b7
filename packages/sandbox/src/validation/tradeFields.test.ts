import { isAssetId } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
import { fieldReader } from './fields.js'
import { readTradeFields } from './tradeFields.js'

const STRICT = { rule: isAssetId, expected: 'an asset identifier <CHAIN>_<SYMBOL>' }

describe('readTradeFields', () => {
  it('reads the asset, the currency and exactly one amount', () => {
    const read = fieldReader({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 5 })
    expect(readTradeFields(read, STRICT)).toEqual({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      amount: { kind: 'fiat', cents: 500n },
    })
    expect(read.issues).toEqual([])
  })

  it('records an issue per bad field, in body order, with the given asset wording', () => {
    const read = fieldReader({ cryptoAssetSymbol: 'ETH', fiatCurrency: 'EURO' })
    expect(readTradeFields(read, STRICT)).toEqual({
      cryptoAssetSymbol: undefined,
      fiatCurrency: undefined,
      amount: undefined,
    })
    expect(read.issues).toEqual([
      { path: 'cryptoAssetSymbol', message: 'must be an asset identifier <CHAIN>_<SYMBOL>' },
      { path: 'fiatCurrency', message: 'must be a three-letter currency code' },
      { path: 'fiatValue', message: 'exactly one of cryptoAmount and fiatValue must be given' },
      { path: 'cryptoAmount', message: 'exactly one of cryptoAmount and fiatValue must be given' },
    ])
  })

  it('refuses an asset id longer than 64 characters and a missing one', () => {
    const long = fieldReader({ cryptoAssetSymbol: `A_${'B'.repeat(63)}`, fiatCurrency: 'EUR' })
    readTradeFields(long, STRICT)
    expect(long.issues[0]).toEqual({
      path: 'cryptoAssetSymbol',
      message: 'must be 1 to 64 characters',
    })
    const missing = fieldReader({ fiatCurrency: 'EUR', cryptoAmount: '1' })
    readTradeFields(missing, STRICT)
    expect(missing.issues).toEqual([{ path: 'cryptoAssetSymbol', message: 'is required' }])
  })
})

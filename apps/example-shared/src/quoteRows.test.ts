import type { OnrampQuoteResult } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
import { quoteRows } from './quoteRows.js'

const method = (fiatValue: number, cryptoAmount: string) => ({
  fiatCurrency: 'EUR',
  fiatValue,
  cryptoAmount,
  appliedFee: 1,
  baseRampFee: 1,
  networkFee: 0,
})

describe('quoteRows', () => {
  it('has no rows without data', () => {
    expect(quoteRows(undefined)).toEqual({ rows: [], best: undefined })
  })

  it('lists every method but the asset, and names the one giving the most crypto', () => {
    const data = {
      asset: { symbol: 'ETH', chain: 'ETH' },
      CARD_PAYMENT: method(100, '30000000000000000'),
      MANUAL_BANK_TRANSFER: method(100, '31000000000000000'),
      APPLEPAY: method(100, '29000000000000000'),
    } as unknown as OnrampQuoteResult
    const { rows, best } = quoteRows(data)
    expect(rows.map(([name]) => name)).toEqual(['CARD_PAYMENT', 'MANUAL_BANK_TRANSFER', 'APPLEPAY'])
    expect(rows[1]![1].cryptoAmount).toBe('31000000000000000')
    expect(best).toBe('MANUAL_BANK_TRANSFER')
  })
})

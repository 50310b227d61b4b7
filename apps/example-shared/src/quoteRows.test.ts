import type { OnrampQuoteResult } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
import { type QuoteRow, quoteRows } from './quoteRows.js'

const method = (fiatValue: number, cryptoAmount: string) => ({
  fiatCurrency: 'EUR',
  fiatValue,
  cryptoAmount,
  appliedFee: 1,
  baseServiceFee: 1,
})

describe('quoteRows', () => {
  it('has no rows without data', () => {
    expect(quoteRows(undefined)).toEqual({ rows: [] })
  })

  it('lists every method but the asset, named for people, and the one giving the most crypto', () => {
    const data = {
      asset: { symbol: 'ETH', chain: 'ETH' },
      CARD_PAYMENT: method(100, '30000000000000000'),
      MANUAL_BANK_TRANSFER: method(100, '31000000000000000'),
      NEW_METHOD: method(100, '29000000000000000'),
    } as unknown as OnrampQuoteResult
    const { rows } = quoteRows(data, { fiatValue: 100 })
    expect(rows.map((row) => row.label)).toEqual(['Card', 'Manual bank transfer', 'New method'])
    expect(rows.map((row) => row.method)).toEqual([
      'CARD_PAYMENT',
      'MANUAL_BANK_TRANSFER',
      'NEW_METHOD',
    ])
    expect(rows[1]!.quote.cryptoAmount).toBe('31000000000000000')
    expect(rows.every((row) => row.limit === undefined)).toBe(true)
    expect(bestOf(rows)).toEqual(['MANUAL_BANK_TRANSFER'])
  })

  it('a method quoted at its limit shows that limit and is never the best', () => {
    // 6000 EUR asked: the card answers at its 5000 EUR maximum, with a better rate on paper
    const data = {
      asset: { symbol: 'ETH', chain: 'ETH' },
      MANUAL_BANK_TRANSFER: method(6000, '1800000000000000000'),
      CARD_PAYMENT: method(5000, '1600000000000000000'),
      APPLE_PAY: method(20, '5000000000000000'),
    } as unknown as OnrampQuoteResult
    const { rows } = quoteRows(data, { fiatValue: 6000 })
    expect(rows.map((row) => row.limit)).toEqual([undefined, 'At most €5,000.00', 'At most €20.00'])
    expect(bestOf(rows)).toEqual(['MANUAL_BANK_TRANSFER'])
    expect(quoteRows(data, { fiatValue: 10 }).rows[2]!.limit).toBe('At least €20.00')
  })

  it('marks every method that ties on the best price, not just the first by name', () => {
    // The sandbox quotes its two bank transfers alike: both are the best price.
    const data = {
      asset: { symbol: 'ETH', chain: 'ETH' },
      CARD_PAYMENT: method(100, '29000000000000000'),
      GOOGLE_PAY: method(100, '30003125000000000'),
      APPLE_PAY: method(100, '30003125000000000'),
      MANUAL_BANK_TRANSFER: method(100, '30003125000000000'),
    } as unknown as OnrampQuoteResult
    expect(bestOf(quoteRows(data, { fiatValue: 100 }).rows)).toEqual([
      'GOOGLE_PAY',
      'APPLE_PAY',
      'MANUAL_BANK_TRANSFER',
    ])
    // and a method asked at its limit never ties, whatever its rate
    const atLimit = { ...data, CARD_PAYMENT: method(50, '15001562500000000') }
    expect(bestOf(quoteRows(atLimit, { fiatValue: 100 }).rows)).not.toContain('CARD_PAYMENT')
  })

  it('a price one unit apart is not a tie', () => {
    const data = {
      asset: { symbol: 'ETH', chain: 'ETH' },
      GOOGLE_PAY: method(100, '30003125000000000'),
      APPLE_PAY: method(100, '30003124999999999'),
    } as unknown as OnrampQuoteResult
    expect(bestOf(quoteRows(data, { fiatValue: 100 }).rows)).toEqual(['GOOGLE_PAY'])
  })
})

function bestOf(rows: QuoteRow[]): string[] {
  return rows.filter((row) => row.isBest).map((row) => row.method)
}

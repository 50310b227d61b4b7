import type { OnrampQuoteResult } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
import { quotesAnnouncement } from './quotesAnnouncement.js'

const method = (fiatValue: number, cryptoAmount: string) => ({
  fiatCurrency: 'EUR',
  fiatValue,
  cryptoAmount,
  appliedFee: 1,
  baseServiceFee: 1,
})
const asset = { symbol: 'ETH', chain: 'ETH', decimals: 18 }
const settled = (data: OnrampQuoteResult, fiatValue = 100) =>
  ({ status: 'success', isFetching: false, data, params: { fiatValue }, updatedAt: 1 }) as const

describe('quotesAnnouncement', () => {
  it('says nothing before any quote', () => {
    expect(quotesAnnouncement({ status: 'idle', isFetching: false })).toBe('')
  })

  it('says the quotes are updating while a request is out, also over older quotes', () => {
    expect(quotesAnnouncement({ status: 'loading', isFetching: true })).toBe('Updating quotes…')
    const data = { asset, CARD_PAYMENT: method(100, '1') } as unknown as OnrampQuoteResult
    expect(quotesAnnouncement({ ...settled(data), isFetching: true })).toBe('Updating quotes…')
  })

  it('names the best price, every digit of it, and its method once the quotes settle', () => {
    const data = {
      asset,
      CARD_PAYMENT: method(100, '30003125000000000'),
      MANUAL_BANK_TRANSFER: method(100, '29000000000000000'),
    } as unknown as OnrampQuoteResult
    expect(quotesAnnouncement(settled(data))).toBe('Best price: 0.030003125 ETH by Card')
  })

  it('names every method that ties on the best price', () => {
    const data = {
      asset,
      CARD_PAYMENT: method(100, '29000000000000000'),
      APPLE_PAY: method(100, '31000000000000000'),
      GOOGLE_PAY: method(100, '31000000000000000'),
    } as unknown as OnrampQuoteResult
    expect(quotesAnnouncement(settled(data))).toBe(
      'Best price: 0.031 ETH by Apple Pay or Google Pay',
    )
  })

  it("lists three tied methods as Intl.ListFormat's English disjunction does (Hermes has none)", () => {
    const data = {
      asset,
      CARD_PAYMENT: method(100, '31000000000000000'),
      APPLE_PAY: method(100, '31000000000000000'),
      GOOGLE_PAY: method(100, '31000000000000000'),
    } as unknown as OnrampQuoteResult
    const said = quotesAnnouncement(settled(data))
    const labels = said.replace('Best price: 0.031 ETH by ', '')
    const names = ['Apple Pay', 'Card', 'Google Pay'].filter((name) => labels.includes(name))
    expect(names).toHaveLength(3)
    const order = names.sort((a, b) => labels.indexOf(a) - labels.indexOf(b))
    expect(labels).toBe(new Intl.ListFormat('en', { type: 'disjunction' }).format(order))
  })

  it('says when no method takes the amount (each quoted at its limit)', () => {
    const data = { asset, CARD_PAYMENT: method(5000, '1') } as unknown as OnrampQuoteResult
    expect(quotesAnnouncement(settled(data, 6000))).toBe('No payment method takes this amount.')
  })

  it('leaves a failed read to its alert', () => {
    expect(quotesAnnouncement({ status: 'error', isFetching: false, updatedAt: 1 })).toBe('')
  })
})

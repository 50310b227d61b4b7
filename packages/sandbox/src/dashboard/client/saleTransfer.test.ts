// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { PurchaseItem, SaleItem } from './model.js'
import { purchaseRow, saleRow } from './records.js'

const actions = { advance() {}, fail() {}, release() {}, expire() {} }
const item = (fields: Partial<SaleItem> = {}): SaleItem => ({
  status: 'CREATED',
  updatedAt: '2026-01-01T00:00:00.000Z',
  sale: { id: 's1', fiat: { amount: 100, currencySymbol: 'EUR' } },
  assetId: 'ETH_USDC',
  webhookUrl: null,
  timeline: [],
  ...fields,
})

describe('dashboard sale rows on a chain (--evm-rpc)', () => {
  it('say why an open sale waits for its crypto, or that it arrived', () => {
    const waiting = saleRow(
      item({ transfer: { txHash: null, state: 'waiting', reason: 'no transaction reported yet' } }),
      actions,
    )
    expect(waiting.querySelector('.status')!.textContent).toBe(
      'CREATEDWaits for its crypto: no transaction reported yet',
    )
    const arrived = saleRow(
      item({ transfer: { txHash: '0xab', state: 'arrived', reason: null } }),
      actions,
    )
    expect(arrived.querySelector('.transfer')!.textContent).toBe(
      'Crypto arrived (transaction 0xab)',
    )
  })

  it('say nothing of it without a chain, or once the sale ended', () => {
    expect(saleRow(item(), actions).querySelector('.transfer')).toBeNull()
    const ended = item({
      status: 'RELEASED',
      transfer: { txHash: '0xab', state: 'arrived', reason: null },
    })
    expect(saleRow(ended, actions).querySelector('.transfer')).toBeNull()
  })
})

describe('dashboard purchase rows on a chain (--evm-rpc)', () => {
  const purchase = (status: string, release?: PurchaseItem['release']): PurchaseItem => ({
    purchase: {
      id: 'p1',
      status,
      fiatValue: 100,
      fiatCurrency: 'EUR',
      cryptoAmount: '1',
      asset: { symbol: 'USDC', decimals: 6 },
    },
    assetId: 'ETH_USDC',
    webhookUrl: null,
    timeline: [],
    ...(release ? { release } : {}),
  })

  it('say why a RELEASING purchase waits for its crypto, and nothing once it ended or without one', () => {
    const failed = purchaseRow(
      purchase('RELEASING', { state: 'failed', reason: 'sending its crypto failed: down' }),
      actions,
    )
    expect(failed.querySelector('.status')!.textContent).toBe(
      'RELEASINGsending its crypto failed: down',
    )
    expect(purchaseRow(purchase('RELEASING'), actions).querySelector('.transfer')).toBeNull()
    const ended = purchase('RELEASED', { state: 'sending', reason: 'x' })
    expect(purchaseRow(ended, actions).querySelector('.transfer')).toBeNull()
  })
})

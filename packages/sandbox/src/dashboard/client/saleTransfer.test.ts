// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { SaleItem } from './model.js'
import { saleRow } from './records.js'

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

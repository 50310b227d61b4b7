import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS } from '../test/helpers.js'
import { createManualClock } from './lifecycle/manualClock.js'
import { createPurchase } from './records/createPurchase.js'
import { createState } from './state.js'

describe('createState timers option', () => {
  it('runs the automatic lifecycle on the given timers, none of the global ones', async () => {
    const clock = createManualClock(0)
    const state = createState({
      now: clock.now,
      timers: clock.timers,
      lifecycle: { auto: true, stepMs: 1000 },
    })
    const { id } = createPurchase(state, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      amount: { kind: 'fiat', cents: 10_000n },
      receiverAddress: EVM_ADDRESS,
    }).purchase
    expect(clock.pending()).toBe(1)
    await clock.advance(1000)
    expect(state.store.getPurchase(id)?.purchase.status).toBe('PAYMENT_STARTED')
    state.dispose()
    expect(clock.pending()).toBe(0)
  })

  it('retries a failed webhook call on the given timers', async () => {
    const clock = createManualClock(0)
    let answers = 0
    const state = createState({
      now: clock.now,
      timers: clock.timers,
      webhookRetryMs: 5000,
      webhookFetch: async () => new Response(null, { status: answers++ === 0 ? 500 : 200 }),
    })
    createPurchase(state, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      amount: { kind: 'fiat', cents: 10_000n },
      receiverAddress: EVM_ADDRESS,
      webhookStatusUrl: 'http://localhost:9/hook',
    })
    await settle(() => state.webhooks.attempts().length === 1)
    expect(state.webhooks.attempts()[0]?.outcome).toBe('retrying')
    expect(clock.pending()).toBe(1)
    await clock.advance(5000)
    await state.webhooks.whenIdle()
    expect(state.webhooks.attempts().map((attempt) => attempt.outcome)).toEqual([
      'retrying',
      'delivered',
    ])
    state.dispose()
  })
})

async function settle(done: () => boolean) {
  for (let turn = 0; turn < 100 && !done(); turn++) await new Promise((r) => setImmediate(r))
}

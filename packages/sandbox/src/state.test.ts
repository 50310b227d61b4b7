import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS } from '../test/helpers.js'
import type { Timers } from './lifecycle/timers.js'
import { createPurchase } from './records/createPurchase.js'
import { createState } from './state.js'

/** Timers a test fires by hand: no global timer is involved. */
function manualTimers() {
  const due = new Map<number, { at: number; callback: () => void }>()
  let now = 0
  let next = 1
  const timers: Timers = {
    setTimeout(callback, ms) {
      const handle = next++
      due.set(handle, { at: now + ms, callback })
      return handle
    },
    clearTimeout: (handle) => {
      due.delete(handle as number)
    },
  }
  function advance(ms: number) {
    now += ms
    for (const [handle, timer] of [...due].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > now) continue
      due.delete(handle)
      timer.callback()
    }
  }
  return { timers, advance, now: () => now, count: () => due.size }
}

describe('createState timers option', () => {
  it('runs the automatic lifecycle on the given timers, none of the global ones', () => {
    const clock = manualTimers()
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
    expect(clock.count()).toBe(1)
    clock.advance(1000)
    expect(state.store.getPurchase(id)?.purchase.status).toBe('PAYMENT_STARTED')
    state.dispose()
    expect(clock.count()).toBe(0)
  })

  it('retries a failed webhook call on the given timers', async () => {
    const clock = manualTimers()
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
    expect(clock.count()).toBe(1)
    clock.advance(5000)
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

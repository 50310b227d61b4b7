import { fakeClient, quoteFor } from '@rampkit/adapter-testing/fakeClient'
import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import type { QuoteParams } from '@rampkit/core'
import { cleanup } from '@testing-library/vue'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reactive, ref } from 'vue'
import { withSetup } from '../testing/withSetup.js'
import { useOnrampQuote } from './useOnrampQuote.js'

fakeTimersInEachTest()
afterEach(() => {
  cleanup()
})

const eur = (fiatValue: number): QuoteParams => ({
  cryptoAssetSymbol: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue,
})

// One step of a user: new params through a ref, or the same form changed in place, then a pause.
const step = fc.record({
  amount: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
  inPlace: fc.boolean(),
  pauseMs: fc.integer({ min: 0, max: 700 }),
})

describe('useOnrampQuote (property)', () => {
  it('whatever the changes, at most one live request, and the data shown belongs to the last params', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { client, calls, live } = fakeClient()
        const answered = new Set<unknown>()
        // Requests sent, neither aborted nor answered yet.
        const pending = () => live().filter((call) => !answered.has(call))
        const answer = () => {
          for (const call of pending()) {
            answered.add(call)
            call.resolve(quoteFor(call.body))
          }
        }
        const params = ref<QuoteParams | null>(null)
        const form = reactive(eur(1))
        const source = ref<'ref' | 'form'>('ref')
        const { result, unmount } = withSetup(client, () =>
          useOnrampQuote(() => (source.value === 'form' ? form : params.value)),
        )
        let last: QuoteParams | null = null
        for (const { amount, inPlace, pauseMs } of steps) {
          if (amount !== null && inPlace) {
            source.value = 'form'
            form.fiatValue = amount
          } else {
            source.value = 'ref'
            params.value = amount === null ? null : eur(amount)
          }
          last = amount === null ? null : eur(amount)
          await vi.advanceTimersByTimeAsync(pauseMs)
          expect(pending().length).toBeLessThanOrEqual(1)
          // Answer what is asked, now and then: an answer is only ever shown for its own params.
          if (pauseMs % 2 === 0) answer()
          await vi.advanceTimersByTimeAsync(0)
          if (result.status.value === 'success') {
            expect(result.data.value?.CARD_PAYMENT?.fiatValue).toBe(result.params.value?.fiatValue)
          }
        }
        await vi.advanceTimersByTimeAsync(300)
        answer()
        await vi.advanceTimersByTimeAsync(0)
        if (last === null) {
          expect(result.status.value).toBe('idle')
        } else {
          expect(result.params.value).toEqual(last)
          expect(result.status.value).toBe('success')
          expect(result.data.value?.CARD_PAYMENT?.fiatValue).toBe(last.fiatValue)
        }
        // Unmounting with a request out aborts it.
        source.value = 'ref'
        params.value = eur(999)
        await vi.advanceTimersByTimeAsync(300)
        expect(pending()).toHaveLength(1)
        unmount()
        expect(pending()).toHaveLength(0)
        expect(vi.getTimerCount()).toBe(0)
        expect(calls.every((call) => call.method === 'getOnrampQuote')).toBe(true)
      }),
      { numRuns: 60 },
    )
  })
})

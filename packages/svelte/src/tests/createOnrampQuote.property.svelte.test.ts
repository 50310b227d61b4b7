import { fakeClient, quoteFor } from '@rampkit/adapter-testing/fakeClient'
import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import type { QuoteParams } from '@rampkit/core'
import fc from 'fast-check'
import { flushSync } from 'svelte'
import { describe, expect, it, vi } from 'vitest'
import { createOnrampQuote } from '../lib/createOnrampQuote.svelte.js'
import { renderRune } from './testing/renderRune.js'

const eur = (fiatValue: number): QuoteParams => ({
  cryptoAssetSymbol: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue,
})

type Step =
  | { kind: 'set'; value: number | null }
  | { kind: 'wait'; ms: number }
  | { kind: 'answer' }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('set' as const),
    value: fc.option(fc.integer({ min: 5, max: 9 })),
  }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 400 }) }),
  fc.record({ kind: fc.constant('answer' as const) }),
)

fakeTimersInEachTest()

describe('createOnrampQuote under any sequence of edits, waits and answers', () => {
  it('shows data only for the current params, with at most one live request', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const { client, pending } = fakeClient()
        let params = $state<QuoteParams | null>(null)
        const { result: quote, unmount } = renderRune(client, () => createOnrampQuote(() => params))
        try {
          const check = () => {
            expect(pending().length).toBeLessThanOrEqual(1)
            if (quote.status === 'success') {
              expect(quote.data.CARD_PAYMENT?.fiatValue).toBe(quote.params.fiatValue)
            }
          }
          for (const s of steps) {
            if (s.kind === 'set') {
              params = s.value === null ? null : eur(s.value)
              flushSync()
            } else if (s.kind === 'wait') {
              await vi.advanceTimersByTimeAsync(s.ms)
            } else {
              const call = pending()[0]
              call?.resolve(quoteFor(call.body))
              await vi.advanceTimersByTimeAsync(0)
            }
            flushSync()
            check()
          }
          await vi.advanceTimersByTimeAsync(300)
          for (const call of pending()) call.resolve(quoteFor(call.body))
          await vi.advanceTimersByTimeAsync(0)
          flushSync()
          check()
          expect(quote.params).toEqual(params)
          expect(quote.status).toBe(params === null ? 'idle' : 'success')
        } finally {
          unmount()
        }
        expect(vi.getTimerCount()).toBe(0)
      }),
      { numRuns: 100 },
    )
  })
})

import { fakeClient, quoteFor } from '@rampkit/adapter-testing/fakeClient'
import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import type { QuoteParams } from '@rampkit/core'
import { flushSync } from 'svelte'
import { describe, expect, it, vi } from 'vitest'
import { createOfframpQuote } from '../lib/createOfframpQuote.svelte.js'
import { createOnrampQuote } from '../lib/createOnrampQuote.svelte.js'
import { advance, renderRune } from './testing/renderRune.js'

const eur = (fiatValue: number): QuoteParams => ({
  cryptoAssetSymbol: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue,
})

fakeTimersInEachTest()

describe('createOnrampQuote', () => {
  it('shows loading once mounted, asks once, then shows the quote', async () => {
    const { client, calls } = fakeClient()
    const { result: quote } = renderRune(client, () => createOnrampQuote(() => eur(50)))
    expect(quote).toMatchObject({ status: 'loading', params: eur(50), isFetching: false })
    await advance(299)
    expect(calls).toHaveLength(0) // the default 300 ms debounce
    await advance(1)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'getOnrampQuote', body: eur(50) })
    expect(quote.isFetching).toBe(true)
    calls[0]!.resolve(quoteFor(calls[0]!.body))
    await advance(0)
    expect(quote.status).toBe('success')
    expect(quote.data?.CARD_PAYMENT?.fiatValue).toBe(50)
    expect(quote.updatedAt).toBeTypeOf('number')
  })

  it('follows reactive params: debounced into one request, an equal object is no change, null is idle', async () => {
    const { client, calls } = fakeClient()
    let params = $state<QuoteParams | null>(null)
    const { result: quote } = renderRune(client, () => createOnrampQuote(() => params))
    expect(quote.status).toBe('idle')
    for (let i = 1; i <= 10; i++) {
      params = eur(i)
      await advance(50)
    }
    params = { ...eur(10) }
    await advance(300)
    expect(calls.map((call) => call.body)).toEqual([eur(10)])
    calls[0]!.resolve(quoteFor(calls[0]!.body))
    await advance(0)
    expect(quote).toMatchObject({ status: 'success', params: eur(10) })
    params = null
    flushSync()
    expect(quote.status).toBe('idle')
    expect(quote.data).toBeUndefined()
  })

  it('sees a deep change inside $state params, and hands the store a plain copy', async () => {
    const { client, calls } = fakeClient()
    const params = $state(eur(50))
    const { result: quote } = renderRune(client, () => createOnrampQuote(() => params))
    await advance(300)
    params.fiatValue = 75
    flushSync()
    expect(quote.params).toEqual(eur(75))
    expect(quote.params).not.toBe(params) // not the proxy
    await advance(300)
    expect(calls.map((call) => call.body)).toEqual([eur(50), eur(75)])
    expect(calls[0]!.signal?.aborted).toBe(true) // superseded
  })

  it('reports client-side rules without a request', async () => {
    const { client, calls } = fakeClient()
    const { result: quote } = renderRune(client, () =>
      createOnrampQuote(() => ({ ...eur(5), limits: { min: 20 } })),
    )
    expect(quote.error).toMatchObject({ name: 'QuoteInputError', code: 'AMOUNT_TOO_LOW' })
    await advance(10_000)
    expect(calls).toHaveLength(0)
  })

  it('takes timing options; refreshes while mounted; unmounting aborts and stops every timer', async () => {
    const { client, calls } = fakeClient()
    const { result: quote, unmount } = renderRune(client, () =>
      createOnrampQuote(() => eur(50), { debounceMs: 0, refreshIntervalMs: 1000 }),
    )
    await advance(0)
    calls[0]!.resolve(quoteFor(calls[0]!.body))
    await advance(1000)
    expect(calls).toHaveLength(2)
    expect(quote).toMatchObject({ status: 'success', isFetching: true })
    unmount()
    expect(calls[1]!.signal?.aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
    await advance(60_000)
    expect(calls).toHaveLength(2)
  })

  it('refresh() asks again at once and resolves with the answer', async () => {
    const { client, calls } = fakeClient()
    const { result: quote } = renderRune(client, () =>
      createOnrampQuote(() => eur(50), { debounceMs: 0 }),
    )
    await advance(0)
    calls[0]!.resolve(quoteFor(calls[0]!.body))
    await advance(0)
    const done = quote.refresh()
    expect(calls).toHaveLength(2)
    calls[1]!.resolve(quoteFor(eur(51)))
    await done
    flushSync()
    expect(quote.data?.CARD_PAYMENT?.fiatValue).toBe(51)
  })

  it('shares one request between two quotes asking the same', async () => {
    const { client, calls } = fakeClient()
    const { result } = renderRune(client, () => [
      createOnrampQuote(() => eur(50)),
      createOnrampQuote(() => eur(50)),
    ])
    await advance(300)
    expect(calls).toHaveLength(1)
    calls[0]!.resolve(quoteFor(calls[0]!.body))
    await advance(0)
    expect(result.map((quote) => quote.status)).toEqual(['success', 'success'])
  })

  it('reports a failed request as an error state', async () => {
    const { client, calls } = fakeClient()
    const { result: quote } = renderRune(client, () => createOnrampQuote(() => eur(50)))
    await advance(300)
    calls[0]!.reject(Object.assign(new Error('Bad asset'), { status: 400 }))
    await advance(0)
    expect(quote).toMatchObject({ status: 'error', error: { message: 'Bad asset' } })
  })
})

describe('createOfframpQuote', () => {
  it('asks the off-ramp endpoint', async () => {
    const { client, calls } = fakeClient()
    const params = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', cryptoAmount: '1' }
    const { result: quote } = renderRune(client, () => createOfframpQuote(() => params))
    await advance(300)
    expect(calls).toMatchObject([{ method: 'getOfframpQuote', body: params }])
    expect(quote.status).toBe('loading')
  })
})

describe('bad input', () => {
  it('needs the client from setRampKitContext', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderRune(undefined, () => createOnrampQuote(() => eur(1)))).toThrow(
      'createOnrampQuote needs a client: call setRampKitContext(client) in this component or an ancestor',
    )
  })

  it('needs a function, not the params themselves', () => {
    const { client } = fakeClient()
    for (const create of [createOnrampQuote, createOfframpQuote]) {
      expect(() =>
        renderRune(client, () => create(eur(1) as unknown as () => QuoteParams)),
      ).toThrow(/takes a function returning its input, e\.g\. create\w+Quote\(\(\) => params\)/)
    }
  })

  it('refuses bad timing options with a RangeError naming the option', () => {
    const { client } = fakeClient()
    expect(() =>
      renderRune(client, () => createOnrampQuote(() => eur(1), { debounceMs: -1 })),
    ).toThrow(RangeError)
    expect(() =>
      renderRune(client, () => createOnrampQuote(() => eur(1), { refreshIntervalMs: Number.NaN })),
    ).toThrow(/refreshIntervalMs/)
  })
})

import { fakeClient, quoteFor } from '@rampkit/adapter-testing/fakeClient'
import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import type { QuoteParams } from '@rampkit/core'
import { cleanup, render } from '@testing-library/vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp, defineComponent, effectScope, h, nextTick, reactive, ref } from 'vue'
import { RampKitPlugin } from '../plugin/RampKitPlugin.js'
import { withSetup } from '../testing/withSetup.js'
import { useOfframpQuote } from './useOfframpQuote.js'
import { useOnrampQuote } from './useOnrampQuote.js'

const eur = (fiatValue: number): QuoteParams => ({
  cryptoAssetSymbol: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue,
})

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms)

fakeTimersInEachTest()
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useOnrampQuote', () => {
  it('shows loading at once, asks once mounted, then shows the quote', async () => {
    const { client, calls } = fakeClient()
    const { result } = withSetup(client, () => useOnrampQuote(eur(50)))
    expect(result.status.value).toBe('loading')
    expect(result.params.value).toEqual(eur(50))
    await advance(0)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'getOnrampQuote', body: eur(50) })
    calls[0]!.resolve(quoteFor(calls[0]!.body))
    await advance(0)
    expect(result.status.value).toBe('success')
    expect(result.data.value?.CARD_PAYMENT?.fiatValue).toBe(50)
    expect(result.isFetching.value).toBe(false)
  })

  it('debounces a changing ref into one request; an equal new object is no change', async () => {
    const { client, calls } = fakeClient()
    const params = ref<QuoteParams | null>(null)
    const { result } = withSetup(client, () => useOnrampQuote(params))
    expect(result.status.value).toBe('idle')
    for (let i = 1; i <= 10; i++) {
      params.value = eur(i)
      await advance(50)
    }
    params.value = { ...eur(10) }
    await advance(300)
    expect(calls.map((call) => call.body)).toEqual([eur(10)])
    calls[0]!.resolve(quoteFor(calls[0]!.body))
    await advance(0)
    expect(result.status.value).toBe('success')
    expect(result.params.value).toEqual(eur(10))
    params.value = null
    await nextTick()
    expect(result.status.value).toBe('idle')
    expect(result.data.value).toBeUndefined()
  })

  it('follows a reactive object changed in place, and a getter', async () => {
    const { client, calls } = fakeClient()
    const form = reactive({ ...eur(50), limits: { min: 1 } })
    const amount = ref(20)
    const { result } = withSetup(client, () => ({
      inPlace: useOnrampQuote(form),
      getter: useOnrampQuote(() => eur(amount.value), { debounceMs: 0 }),
    }))
    await advance(0)
    expect(calls.map((call) => call.body)).toEqual([eur(50), eur(20)])
    form.fiatValue = 75
    amount.value = 30
    await advance(300)
    expect(calls.slice(2).map((call) => call.body)).toEqual([eur(30), eur(75)])
    expect(calls[0]!.signal?.aborted).toBe(true)
    // The store holds a copy: a later change in place does not alter the params it shows.
    expect(result.inPlace.params.value).toEqual({ ...eur(75), limits: { min: 1 } })
    form.limits.min = 100
    expect(result.inPlace.params.value?.limits).toEqual({ min: 1 })
    await nextTick()
    expect(result.inPlace.error.value).toMatchObject({ code: 'AMOUNT_TOO_LOW' })
  })

  it('reports client-side rules without a request', async () => {
    const { client, calls } = fakeClient()
    const { result } = withSetup(client, () => useOnrampQuote({ ...eur(5), limits: { min: 20 } }))
    expect(result.error.value).toMatchObject({ name: 'QuoteInputError', code: 'AMOUNT_TOO_LOW' })
    await advance(10_000)
    expect(calls).toHaveLength(0)
  })

  it('refreshes while mounted; unmounting aborts and stops every timer', async () => {
    const { client, calls } = fakeClient()
    const { result, unmount } = withSetup(client, () =>
      useOnrampQuote(eur(50), { refreshIntervalMs: 1000 }),
    )
    await advance(0)
    calls[0]!.resolve(quoteFor(calls[0]!.body))
    await advance(1000)
    expect(calls).toHaveLength(2)
    expect(result.status.value).toBe('success')
    expect(result.isFetching.value).toBe(true)
    unmount()
    expect(calls[1]!.signal?.aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('refresh() asks again at once', async () => {
    const { client, calls } = fakeClient()
    const { result } = withSetup(client, () => useOnrampQuote(eur(50)))
    await advance(0)
    calls[0]!.resolve(quoteFor(calls[0]!.body))
    await advance(0)
    void result.refresh()
    expect(calls).toHaveLength(2)
    expect(result.isFetching.value).toBe(true)
  })

  it('shares one request between composables asking the same', async () => {
    const { client, calls } = fakeClient()
    const { result } = withSetup(client, () => [useOnrampQuote(eur(50)), useOnrampQuote(eur(50))])
    await advance(0)
    expect(calls).toHaveLength(1)
    calls[0]!.resolve(quoteFor(calls[0]!.body))
    await advance(0)
    expect(result[0]!.data.value).toBe(result[1]!.data.value)
  })

  it('gives read-only refs', async () => {
    const { client } = fakeClient()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { result } = withSetup(client, () => useOnrampQuote(eur(50)))
    ;(result.status as { value: string }).value = 'success'
    expect(result.status.value).toBe('loading')
    expect(warn).toHaveBeenCalled()
  })

  it('renders in a template and re-renders with the answer', async () => {
    const { client, calls } = fakeClient()
    const Price = defineComponent({
      setup() {
        const { status, data } = useOnrampQuote(eur(50))
        return () =>
          h(
            'output',
            status.value === 'success' ? data.value?.CARD_PAYMENT?.cryptoAmount : status.value,
          )
      },
    })
    const view = render(Price, { global: { plugins: [[RampKitPlugin, { client }]] } })
    expect(view.container.textContent).toBe('loading')
    await advance(0)
    calls[0]!.resolve(quoteFor(calls[0]!.body))
    await advance(0)
    expect(view.container.textContent).toBe('50000')
  })

  it('works in an effect scope of the app (app.runWithContext), stopped with it', async () => {
    const { client, calls } = fakeClient()
    const app = createApp({ render: () => null }).use(RampKitPlugin, { client })
    const scope = effectScope()
    const quote = app.runWithContext(() => scope.run(() => useOnrampQuote(eur(50))))!
    await advance(0)
    expect(calls).toHaveLength(1)
    expect(quote.isFetching.value).toBe(true)
    scope.stop()
    expect(calls[0]!.signal?.aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('useOfframpQuote asks the off-ramp endpoint', async () => {
    const { client, calls } = fakeClient()
    withSetup(client, () =>
      useOfframpQuote({ ...eur(50), fiatValue: undefined, cryptoAmount: '10' }),
    )
    await advance(0)
    expect(calls[0]?.method).toBe('getOfframpQuote')
  })

  it('throws a clear error outside setup and without the plugin', () => {
    expect(() => useOnrampQuote(eur(50))).toThrow(
      'useOnrampQuote must be called in setup() of a component under app.use(RampKitPlugin, { client }) or provideRampKit(client)',
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const errors: unknown[] = []
    const app = createApp(
      defineComponent({
        setup() {
          useOnrampQuote(eur(50))
          return () => null
        },
      }),
    )
    app.config.errorHandler = (error) => errors.push(error)
    app.mount(document.createElement('div'))
    expect(String(errors[0])).toContain('useOnrampQuote must be called in setup()')
    app.unmount()
  })
})

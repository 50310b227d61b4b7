import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSSRApp, defineComponent, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { useOnrampQuote } from './composables/useOnrampQuote.js'
import { RampKitPlugin } from './plugin/RampKitPlugin.js'
import { fakeClient, quoteFor } from './testing/fakeClient.js'

const Price = defineComponent({
  setup() {
    const { status, data } = useOnrampQuote({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 50,
    })
    return () =>
      h(
        'output',
        status.value === 'success' ? data.value?.CARD_PAYMENT?.cryptoAmount : status.value,
      )
  },
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('hydration', () => {
  it('hydrates the server markup without a mismatch, then asks', async () => {
    const server = fakeClient()
    const container = document.createElement('div')
    container.innerHTML = await renderToString(
      createSSRApp(Price).use(RampKitPlugin, { client: server.client }),
    )
    expect(container.textContent).toBe('loading')

    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    const { client, calls } = fakeClient()
    const app = createSSRApp(Price).use(RampKitPlugin, { client })
    app.mount(container)
    await vi.advanceTimersByTimeAsync(0)
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    expect(calls).toHaveLength(1)
    calls[0]!.resolve(quoteFor(calls[0]!.body))
    await vi.advanceTimersByTimeAsync(0)
    expect(container.textContent).toBe('50000')
    app.unmount()
    expect(server.calls).toHaveLength(0)
  })
})

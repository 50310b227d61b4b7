import { fakeClient, quoteFor } from '@rampkit/adapter-testing/fakeClient'
import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import { CONFIG, widgetFrames } from '@rampkit/adapter-testing/frames'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSSRApp, defineComponent, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { RampWidget } from './components/RampWidget.js'
import { useOnrampQuote } from './composables/useOnrampQuote.js'
import { RampKitPlugin } from './plugin/RampKitPlugin.js'

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

fakeTimersInEachTest()
afterEach(() => {
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

  it('hydrates the widget container, then embeds the widget in it', async () => {
    const page = () => h('main', [h(RampWidget, { config: CONFIG, class: 'panel' })])
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = await renderToString(createSSRApp(page))
    expect(container.innerHTML).toBe('<main><div class="panel"></div></main>')
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    const app = createSSRApp(page)
    app.mount(container)
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    const div = container.querySelector('div.panel')!
    expect(widgetFrames(div)).toHaveLength(1)
    app.unmount()
    expect(widgetFrames()).toHaveLength(0)
    container.remove()
  })
})

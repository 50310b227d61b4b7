// @vitest-environment node

import { fakeClient } from '@rampkit/adapter-testing/fakeClient'
import { CONFIG } from '@rampkit/adapter-testing/frames'
import { describe, expect, it, vi } from 'vitest'
import { createSSRApp, defineComponent, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { RampWidget } from './components/RampWidget.js'
import { useAssets } from './composables/useAssets.js'
import { useOfframpQuote } from './composables/useOfframpQuote.js'
import { useOnrampQuote } from './composables/useOnrampQuote.js'
import { useRampWidget } from './composables/useRampWidget.js'
import { RampKitPlugin } from './plugin/RampKitPlugin.js'

const Page = defineComponent({
  setup() {
    const onramp = useOnrampQuote({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 50,
    })
    const offramp = useOfframpQuote(null)
    const assets = useAssets()
    const widget = useRampWidget({ ...CONFIG, variant: 'desktop' })
    return () =>
      h('main', [
        h(
          'p',
          [
            onramp.status.value,
            offramp.status.value,
            assets.status.value,
            onramp.isFetching.value,
            widget.isOpen.value,
            widget.events.value.length,
          ].join('/'),
        ),
        h(RampWidget, { config: CONFIG, class: 'panel' }),
      ])
  },
})

describe('server rendering', () => {
  it('renders the params as loading, the widget as its empty container, and starts nothing', async () => {
    expect(typeof window).toBe('undefined')
    vi.useFakeTimers()
    const { client, calls } = fakeClient()
    const app = createSSRApp(Page).use(RampKitPlugin, { client })
    const html = await renderToString(app)
    expect(html).toBe(
      '<main><p>loading/idle/loading/false/false/0</p><div class="panel"></div></main>',
    )
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(0)
    vi.useRealTimers()
  })
})

import { CONFIG } from '@rampkit/adapter-testing/frames'
import { createHostApiClient, type RampKitClient, type WidgetConfig } from '@rampkit/core'
import { cleanup, render } from '@testing-library/vue'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import { RampWidget } from '../components/RampWidget.js'
import { useRampWidget } from '../composables/useRampWidget.js'
import { injectApiBaseUrl } from './injectApiBaseUrl.js'
import { RampKitPlugin, type RampKitPluginOptions } from './RampKitPlugin.js'

// The plugin client's baseUrl, and the development warning where it meets a widget's url (the
// rule itself is core's warnOnMixedEnvironments). Core warns once per pair for the whole test
// file: each test uses pairs of its own.

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

const withClient = (baseUrl: string) => ({
  global: { plugins: [plugin(createHostApiClient({ baseUrl }))] },
})
/** `app.use(RampKitPlugin, { client })` as a test mount's plugin entry. */
const plugin = (client: RampKitClient): [typeof RampKitPlugin, RampKitPluginOptions] => [
  RampKitPlugin,
  { client },
]
const mixedWarnings = () =>
  warn.mock.calls.filter(([message]) => String(message).includes('The host API is'))
const { url: _, ...PRODUCTION_CONFIG } = CONFIG

const OverlayButton = defineComponent({
  props: { config: { type: Object as () => WidgetConfig, required: true } },
  setup(props) {
    useRampWidget(() => props.config)
    return () => h('button', 'Buy')
  },
})

describe('injectApiBaseUrl', () => {
  it("is the plugin client's baseUrl, or undefined without one or outside setup", () => {
    const seen: unknown[] = []
    const Probe = defineComponent({
      setup() {
        seen.push(injectApiBaseUrl())
        return () => null
      },
    })
    render(Probe, withClient('http://127.0.0.1:8787/api/'))
    render(Probe)
    expect(seen).toEqual(['http://127.0.0.1:8787/api', undefined])
    expect(injectApiBaseUrl()).toBeUndefined()
  })
})

describe('mixed environments, development build', () => {
  it('useRampWidget: a sandbox client and the default (production) widget warn once, also after config changes', async () => {
    const config = ref<WidgetConfig>(PRODUCTION_CONFIG)
    const Page = defineComponent({ setup: () => () => h(OverlayButton, { config: config.value }) })
    render(Page, withClient('http://127.0.0.1:8721/api'))
    config.value = { ...PRODUCTION_CONFIG, fiatValue: 10 }
    await nextTick()
    expect(mixedWarnings()).toHaveLength(1)
    expect(String(mixedWarnings()[0]?.[0])).toContain('(http://127.0.0.1:8721)')
  })

  it('<RampWidget>: a production client and a local widget warn', () => {
    render(RampWidget, {
      props: { config: { ...CONFIG, url: 'http://localhost:8722/widget/' } },
      ...withClient('https://api.ramp.network/api'),
    })
    expect(mixedWarnings()).toHaveLength(1)
    expect(String(mixedWarnings()[0]?.[0])).toContain('host API is production')
  })

  it('the same environment, or no client, says nothing', () => {
    render(OverlayButton, {
      props: { config: { ...CONFIG, url: 'http://127.0.0.1:8723/widget/' } },
      ...withClient('http://127.0.0.1:8723/api'),
    })
    render(OverlayButton, { props: { config: PRODUCTION_CONFIG } })
    render(RampWidget, { props: { config: PRODUCTION_CONFIG } })
    expect(mixedWarnings()).toEqual([])
  })
})

describe('mixed environments, production build', () => {
  it('says nothing', () => {
    vi.stubEnv('NODE_ENV', 'production')
    render(OverlayButton, {
      props: { config: PRODUCTION_CONFIG },
      ...withClient('http://127.0.0.1:8724/api'),
    })
    render(RampWidget, {
      props: { config: PRODUCTION_CONFIG },
      ...withClient('http://127.0.0.1:8725/api'),
    })
    expect(mixedWarnings()).toEqual([])
  })
})

import { describeMixedEnvironments } from '@rampkit/adapter-testing/mixedEnvironmentScenarios'
import { createHostApiClient, type RampKitClient, type WidgetConfig } from '@rampkit/core'
import { cleanup, render } from '@testing-library/vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick, shallowRef } from 'vue'
import { RampWidget } from '../components/RampWidget.js'
import { useRampWidget } from '../composables/useRampWidget.js'
import { injectApiBaseUrl } from './injectApiBaseUrl.js'
import { RampKitPlugin, type RampKitPluginOptions } from './RampKitPlugin.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Mount options installing the plugin with a client of `baseUrl`; none without one. */
const withClient = (baseUrl: string | undefined) =>
  baseUrl ? { global: { plugins: [plugin(createHostApiClient({ baseUrl }))] } } : {}
/** `app.use(RampKitPlugin, { client })` as a test mount's plugin entry. */
const plugin = (client: RampKitClient): [typeof RampKitPlugin, RampKitPluginOptions] => [
  RampKitPlugin,
  { client },
]

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

describeMixedEnvironments({
  names: { overlay: 'useRampWidget', component: '<RampWidget>' },
  firstPort: 8721,
  overlay(baseUrl, initial) {
    const config = shallowRef(initial)
    const Page = defineComponent({ setup: () => () => h(OverlayButton, { config: config.value }) })
    render(Page, withClient(baseUrl))
    return {
      update: async (next) => {
        config.value = next
        await nextTick()
      },
    }
  },
  embedded(baseUrl, config) {
    render(RampWidget, { props: { config }, ...withClient(baseUrl) })
  },
})

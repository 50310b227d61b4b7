import { fakeClient } from '@rampkit/adapter-testing/fakeClient'
import { cleanup, render } from '@testing-library/vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp, defineComponent, h } from 'vue'
import { provideRampKit } from './provideRampKit.js'
import { RampKitClientKey } from './RampKitClientKey.js'
import { RampKitPlugin } from './RampKitPlugin.js'
import { useRampKitClient } from './useRampKitClient.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const seen: unknown[] = []
const Probe = defineComponent({
  setup() {
    seen.push(useRampKitClient())
    return () => h('p', 'probe')
  },
})

describe('RampKitPlugin and provideRampKit', () => {
  it('the plugin gives every component the client', () => {
    const { client } = fakeClient()
    seen.length = 0
    render(Probe, { global: { plugins: [[RampKitPlugin, { client }]] } })
    expect(seen).toEqual([client])
  })

  it('provideRampKit gives the components below a client of their own', () => {
    const app = fakeClient().client
    const local = fakeClient().client
    seen.length = 0
    const Section = defineComponent({
      setup() {
        provideRampKit(local)
        return () => h(Probe)
      },
    })
    render(() => [h(Probe), h(Section)], {
      global: { plugins: [[RampKitPlugin, { client: app }]] },
    })
    expect(seen).toEqual([app, local])
  })

  it('the key works with plain provide (test mounts)', () => {
    const { client } = fakeClient()
    seen.length = 0
    render(Probe, { global: { provide: { [RampKitClientKey as symbol]: client } } })
    expect(seen).toEqual([client])
  })

  it.each([undefined, null, {}, { client: null }, { client: 'key' }, { client: { v2: {} } }])(
    'app.use refuses %j with a TypeError',
    (options) => {
      const app = createApp({ render: () => null })
      expect(() => app.use(RampKitPlugin, options as never)).toThrow(
        expect.objectContaining({
          name: 'TypeError',
          message: expect.stringMatching(
            /^app\.use\(RampKitPlugin, \{ client \}\) needs a host API client \(from createHostApiClient\)/,
          ),
        }),
      )
    },
  )

  it('provideRampKit refuses a non-client with a TypeError', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const errors: unknown[] = []
    const app = createApp(
      defineComponent({
        setup() {
          provideRampKit(undefined as never)
          return () => null
        },
      }),
    )
    app.config.errorHandler = (error) => errors.push(error)
    app.mount(document.createElement('div'))
    expect(errors[0]).toBeInstanceOf(TypeError)
    expect(String(errors[0])).toContain('provideRampKit(client) needs a host API client')
    app.unmount()
  })

  it('useRampKitClient names its caller when there is no client', () => {
    expect(() => useRampKitClient('useAssets')).toThrow(/^useAssets must be called in setup\(\)/)
  })
})

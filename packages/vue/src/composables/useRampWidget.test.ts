import { widgetFrames } from '@rampkit/adapter-testing/frames'
import {
  describeWidgetHook,
  OVERLAY,
  type WidgetHookOptions,
} from '@rampkit/adapter-testing/widgetHookScenarios'
import type { WidgetConfig } from '@rampkit/core'
import { cleanup, render } from '@testing-library/vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, effectScope, h, nextTick, reactive, shallowRef } from 'vue'
import { settle } from '../testing/withSetup.js'
import { type RampWidgetComposableResult, useRampWidget } from './useRampWidget.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  document.body.removeAttribute('style')
})

const NO_HANDLERS: WidgetHookOptions = {
  onEvent: undefined,
  onSendCrypto: undefined,
  onRequestCryptoAccount: undefined,
}

describeWidgetHook({
  name: 'useRampWidget',
  mount(initialConfig, initialOptions = {}) {
    // A config getter over a ref and reactive options, as a component would give them.
    const config = shallowRef(initialConfig)
    const options = reactive<WidgetHookOptions>({ ...initialOptions })
    let widget!: RampWidgetComposableResult
    const { unmount } = render(
      defineComponent({
        setup() {
          widget = useRampWidget(() => config.value, options)
          return () => h('div')
        },
      }),
    )
    return {
      show: () => widget.show(),
      close: () => widget.close(),
      read: () => ({ isOpen: widget.isOpen.value, events: widget.events.value }),
      update: async (nextConfig, nextOptions = {}) => {
        config.value = nextConfig
        // A handler left out is gone.
        Object.assign(options, NO_HANDLERS, nextOptions)
        await nextTick()
      },
      unmount,
    }
  },
  act: settle,
})

describe('useRampWidget', () => {
  it('sees a reactive config changed in place', async () => {
    const config = reactive<WidgetConfig>({ ...OVERLAY, fiatCurrency: 'EUR', fiatValue: 10 })
    const scope = effectScope()
    const widget = scope.run(() => useRampWidget(config))!
    config.fiatValue = 20
    await nextTick()
    widget.show()
    expect(new URL(widgetFrames()[0]!.src).searchParams.get('fiatValue')).toBe('20')
    expect(widget.isOpen.value).toBe(true)
    scope.stop()
    expect(widgetFrames()).toHaveLength(0)
  })
})

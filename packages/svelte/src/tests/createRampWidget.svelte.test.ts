import { widgetFrames } from '@rampkit/adapter-testing/frames'
import {
  describeWidgetHook,
  OVERLAY,
  type WidgetHookOptions,
} from '@rampkit/adapter-testing/widgetHookScenarios'
import type { WidgetConfig } from '@rampkit/core'
import { cleanup } from '@testing-library/svelte'
import { flushSync } from 'svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRampWidget } from '../lib/createRampWidget.svelte.js'
import { renderRune, settle } from './testing/renderRune.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  document.body.removeAttribute('style')
})

describeWidgetHook({
  name: 'createRampWidget',
  mount(initialConfig, initialOptions = {}) {
    // State the config and the handlers are read from, as a component's props would be.
    let config = $state.raw(initialConfig)
    let options = $state.raw<WidgetHookOptions>(initialOptions)
    const { result: widget, unmount } = renderRune(undefined, () =>
      createRampWidget(() => config, {
        ...initialOptions,
        get onEvent() {
          return options.onEvent
        },
        get onSendCrypto() {
          return options.onSendCrypto
        },
        get onRequestCryptoAccount() {
          return options.onRequestCryptoAccount
        },
      }),
    )
    return {
      show: () => widget.show(),
      close: () => widget.close(),
      read: () => {
        flushSync()
        return widget
      },
      update: async (nextConfig, nextOptions = {}) => {
        config = nextConfig
        options = nextOptions
        flushSync()
      },
      unmount,
    }
  },
  act: settle,
})

describe('createRampWidget', () => {
  it('show() reads a config set just before it, without a flush', () => {
    let amount = $state(50)
    const { result: widget } = renderRune(undefined, () =>
      createRampWidget(() => ({ ...OVERLAY, fiatCurrency: 'EUR', fiatValue: amount })),
    )
    widget.show()
    widget.close()
    amount = 52 // no flush: show() reads the config itself
    widget.show()
    expect(new URL(widgetFrames()[0]!.src).searchParams.get('fiatValue')).toBe('52')
  })

  it('takes a function for the config', () => {
    expect(() =>
      renderRune(undefined, () => createRampWidget(OVERLAY as unknown as () => WidgetConfig)),
    ).toThrow(/createRampWidget takes a function/)
  })
})

import { CONFIG, driveFrame, widgetFrames } from '@rampkit/adapter-testing/frames'
import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineRampKitWidget } from './defineRampKitWidget.js'
import type { RampKitWidgetConfig, RampKitWidgetElement } from './RampKitWidgetElement.js'

beforeAll(() => {
  defineRampKitWidget()
})
afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

const KEY = CONFIG.hostApiKey
const OVERLAYS = [
  'auto',
  'desktop',
  'mobile',
  'hosted',
  'hosted-mobile',
  'hosted-desktop',
  'hosted-auto',
]
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
const paramsOf = (frame: HTMLIFrameElement) => new URL(frame.src).searchParams

/** A `<rampkit-widget>` with the required parameters as attributes, and `extra` ones. */
function element(extra: Record<string, string> = {}): RampKitWidgetElement {
  const widget = document.createElement('rampkit-widget')
  const attributes = {
    'host-app-name': CONFIG.hostAppName,
    'host-logo-url': CONFIG.hostLogoUrl,
    'host-api-key': KEY,
    url: CONFIG.url!,
    ...extra,
  }
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value)
  return widget
}

function recordEvents(target: EventTarget, names: string[]) {
  const seen: { name: string; detail: unknown }[] = []
  for (const name of names) {
    target.addEventListener(name, (event) =>
      seen.push({ name, detail: (event as CustomEvent).detail }),
    )
  }
  return seen
}

describe('<rampkit-widget> embedded', () => {
  it('mounts into itself when connected, its attributes in the widget URL', async () => {
    const widget = element({
      'swap-asset': 'ETH_*,MATIC_USDC',
      'fiat-value': '50',
      'fiat-currency': 'EUR',
      'enabled-flows': 'ONRAMP,OFFRAMP',
    })
    document.body.append(widget)
    await tick()
    const frames = widgetFrames(widget)
    expect(frames).toHaveLength(1)
    const params = paramsOf(frames[0]!)
    expect(params.get('variant')).toBe('embedded-desktop')
    expect(params.get('hostAppName')).toBe(CONFIG.hostAppName)
    expect(params.get('swapAsset')).toBe('ETH_*,MATIC_USDC')
    expect(params.get('fiatValue')).toBe('50')
    expect(params.get('enabledFlows')).toBe('ONRAMP,OFFRAMP')
  })

  it('does nothing until connected, and removes the widget when disconnected', async () => {
    const widget = element()
    await tick()
    expect(widgetFrames(widget)).toHaveLength(0)
    document.body.append(widget)
    await tick()
    expect(widgetFrames()).toHaveLength(1)
    const seen = recordEvents(widget, ['rampkit-widget-close'])
    widget.remove()
    expect(widgetFrames(widget)).toHaveLength(0)
    expect(seen).toEqual([]) // taking it away is not the user closing it
  })

  it('remounts only when a change alters the widget URL; properties win over attributes', async () => {
    const widget = element({ 'fiat-currency': 'EUR' })
    document.body.append(widget)
    await tick()
    const first = widgetFrames(widget)[0]
    widget.setAttribute('fiat-currency', 'EUR')
    widget.config = { fiatCurrency: 'EUR' }
    await tick()
    expect(widgetFrames(widget)[0]).toBe(first)
    widget.fiatCurrency = 'GBP'
    widget.swapAsset = 'ETH_ETH'
    await tick()
    expect(widgetFrames(widget)).toHaveLength(1)
    const second = widgetFrames(widget)[0]!
    expect(second).not.toBe(first)
    expect(paramsOf(second).get('fiatCurrency')).toBe('GBP')
    expect(widget.getAttribute('fiat-currency')).toBe('EUR')
    expect(widget.fiatCurrency).toBe('GBP')
    widget.fiatCurrency = undefined // back to the attribute
    await tick()
    expect(paramsOf(widgetFrames(widget)[0]!).get('fiatCurrency')).toBe('EUR')
  })

  it('takes properties set before the element was defined', async () => {
    const widget = document.createElement('rampkit-later') as RampKitWidgetElement
    Object.assign(widget, { config: { ...CONFIG }, fiatCurrency: 'USD' })
    document.body.append(widget)
    defineRampKitWidget('rampkit-later')
    await tick()
    expect(paramsOf(widgetFrames(widget)[0]!).get('fiatCurrency')).toBe('USD')
  })

  it('dispatches each widget event as rampkit-<type> and rampkit-event, bubbling', async () => {
    const widget = element()
    document.body.append(widget)
    await tick()
    const seen = recordEvents(document.body, [
      'rampkit-widget-config-done',
      'rampkit-purchase-created',
      'rampkit-event',
    ])
    const send = driveFrame(widgetFrames(widget)[0]!)
    send('WIDGET_CONFIG_DONE')
    expect(seen.map(({ name }) => name)).toEqual(['rampkit-widget-config-done', 'rampkit-event'])
    expect(seen[0]!.detail).toEqual({ type: 'WIDGET_CONFIG_DONE', payload: null })
  })

  it('answers SEND_CRYPTO and REQUEST_CRYPTO_ACCOUNT with the handlers set as properties', async () => {
    const widget = element({ 'enabled-flows': 'OFFRAMP', 'use-send-crypto-callback': '' })
    document.body.append(widget)
    await tick()
    const posted: { type: string; payload: unknown }[] = []
    const send = driveFrame(widgetFrames(widget)[0]!, posted)
    // set after mounting: looked up at each request
    widget.onSendCrypto = async ({ amount }) => ({ txHash: `0xhash-${amount}` })
    send(
      'SEND_CRYPTO',
      {
        assetInfo: {
          symbol: 'ETH',
          chain: 'ETH',
          decimals: 18,
          type: 'NATIVE',
          address: null,
          name: 'Ether',
        },
        amount: '7',
        address: '0xabc',
      },
      { eventVersion: 1 },
    )
    send('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(posted.find((m) => m.type === 'SEND_CRYPTO_RESULT')?.payload).toEqual({
      txHash: '0xhash-7',
    })
    expect(posted.find((m) => m.type === 'REQUEST_CRYPTO_ACCOUNT_RESULT')?.payload).toEqual({
      error: 'The host has no onRequestCryptoAccount handler.',
    })
    expect(() => {
      ;(widget as unknown as { onSendCrypto: unknown }).onSendCrypto = 'alert(1)'
    }).toThrow(TypeError)
  })
})

describe('<rampkit-widget> invalid configuration', () => {
  it('load-timeout-ms: a silent widget dispatches rampkit-widget-open-failed LOAD_TIMEOUT and stays', async () => {
    vi.useFakeTimers()
    try {
      const widget = element({ 'load-timeout-ms': '250' })
      expect(widget.loadTimeoutMs).toBe(250)
      const seen = recordEvents(document, ['rampkit-widget-open-failed'])
      document.body.append(widget)
      await vi.advanceTimersByTimeAsync(249)
      expect(seen).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      expect(seen).toEqual([
        {
          name: 'rampkit-widget-open-failed',
          detail: { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'LOAD_TIMEOUT' } },
        },
      ])
      expect(widgetFrames(widget)).toHaveLength(1)
      widget.loadTimeoutMs = undefined
      expect(widget.hasAttribute('load-timeout-ms')).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('load-timeout-ms that is not a positive number is a rampkit-error, never a timeout of 0', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const bad of ['soon', '', '-5', '0']) {
      const widget = element({ 'load-timeout-ms': bad })
      const seen = recordEvents(widget, ['rampkit-error', 'rampkit-widget-open-failed'])
      document.body.append(widget)
      await tick()
      expect(seen.map((entry) => entry.name)).toEqual(['rampkit-error'])
      expect((seen[0]!.detail as { message: string }).message).toMatch(/loadTimeoutMs/)
      widget.remove()
    }
  })

  it('dispatches rampkit-error with the issues instead of throwing, and logs in development', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const widget = element({ 'host-app-name': '', 'fiat-value': '5' })
    const seen = recordEvents(widget, ['rampkit-error'])
    document.body.append(widget)
    await tick()
    expect(widgetFrames()).toHaveLength(0)
    expect(seen).toHaveLength(1)
    const detail = seen[0]!.detail as { issues: { path: string }[]; message: string }
    expect(detail.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['hostAppName', 'fiatValue']),
    )
    expect(consoleError).toHaveBeenCalledOnce()
    expect(String(consoleError.mock.calls[0]![0])).toContain('<rampkit-widget>')
  })

  it('stays silent on the console in a production build, as core does, and still dispatches rampkit-error', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
      const widget = element({ 'host-app-name': '' })
      const seen = recordEvents(widget, ['rampkit-error'])
      document.body.append(widget)
      await tick()
      expect(seen).toHaveLength(1)
      expect((seen[0]!.detail as { issues: { code?: string }[] }).issues[0]?.code).toBe(
        'WIDGET_FIELD_REQUIRED',
      )
      expect(consoleError).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('keeps the mounted widget when a change makes the configuration invalid', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const widget = element()
    document.body.append(widget)
    await tick()
    const first = widgetFrames(widget)[0]
    const seen = recordEvents(widget, ['rampkit-error'])
    widget.setAttribute('url', 'javascript:alert(1)')
    await tick()
    expect(seen).toHaveLength(1)
    expect(widgetFrames(widget)).toEqual([first])
  })

  it('never puts the API key in an error event or a console message, whatever the attributes', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const names = [
      'variant',
      'url',
      'fiat-value',
      'swap-amount',
      'enabled-flows',
      'default-flow',
      'selected-country-code',
      'payment-method-type',
      'host-logo-url',
      'final-url',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...names),
          fc.oneof(
            fc.string(),
            fc.constantFrom(...OVERLAYS, 'embedded-mobile', 'webview-desktop'),
            fc.constant(KEY),
            fc.constant(`${KEY} ${KEY}`),
          ),
        ),
        async (hostile) => {
          document.body.replaceChildren()
          const widget = element(hostile)
          const seen = recordEvents(widget, ['rampkit-error'])
          document.body.append(widget)
          await tick()
          const said = JSON.stringify(seen) + JSON.stringify(consoleError.mock.calls)
          const keyInAttributes = Object.values(hostile).some((value) => value.includes(KEY))
          if (!keyInAttributes) expect(said).not.toContain(KEY)
          // an embedded one: either a widget or an error, never both, never neither; an
          // overlay that is not open: at most the error
          const overlay = OVERLAYS.includes(hostile.variant ?? 'embedded-desktop')
          expect(widgetFrames().length + seen.length).toBe(overlay ? seen.length : 1)
          consoleError.mockClear()
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('<rampkit-widget> hostile properties', () => {
  it('a config that is not an object counts as none; odd values reach core, which reports them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const widget = element()
    const seen = recordEvents(widget, ['rampkit-error'])
    widget.config = null as unknown as RampKitWidgetConfig
    document.body.append(widget)
    await tick()
    expect(widgetFrames(widget)).toHaveLength(1) // the attributes still apply
    widget.config = {
      fiatValue: { toString: () => '5' } as unknown as number,
      enabledFlows: 'ONRAMP' as never,
    }
    await tick()
    expect(seen).toHaveLength(1)
    expect(widgetFrames(widget)).toHaveLength(1) // the old widget stays
    const paths = (seen[0]!.detail as { issues: { path: string }[] }).issues.map((i) => i.path)
    expect(paths).toContain('fiatValue')
  })
})

describe('<rampkit-widget> overlay', () => {
  it('shows while open, and the user closing it removes `open`', async () => {
    const widget = element({ variant: 'desktop' })
    document.body.append(widget)
    await tick()
    expect(widgetFrames()).toHaveLength(0)
    widget.show()
    expect(widgetFrames()).toHaveLength(1)
    expect(widgetFrames(widget)).toHaveLength(0) // an overlay is not inside the element
    expect(widget.open).toBe(true)
    const seen = recordEvents(widget, ['rampkit-widget-close'])
    const openWhenHeard: boolean[] = []
    widget.addEventListener('rampkit-widget-close', () => openWhenHeard.push(widget.open))
    driveFrame(widgetFrames()[0]!)('WIDGET_CLOSE')
    expect(seen).toHaveLength(1)
    expect(openWhenHeard).toEqual([false]) // listeners already see it closed
    expect(widget.hasAttribute('open')).toBe(false)
    await tick()
    expect(widgetFrames()).toHaveLength(0)
  })

  it('opens from the open attribute and closes with close() or removal', async () => {
    const widget = element({ variant: 'auto', open: '' })
    document.body.append(widget)
    await tick()
    expect(widgetFrames()).toHaveLength(1)
    widget.close()
    expect(widgetFrames()).toHaveLength(0)
    widget.open = true
    await tick()
    expect(widgetFrames()).toHaveLength(1)
    widget.remove()
    expect(widgetFrames()).toHaveLength(0)
  })
})

describe('<rampkit-widget> hosted', () => {
  /** A window `window.open` hands back: what core reads of it (closed, focus, close). */
  function standInPopup() {
    return { closed: false, focus: vi.fn(), close: vi.fn(), postMessage: vi.fn() }
  }

  it('a blocked window: rampkit-widget-open-failed with `open` removed, then show() opens one', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const widget = element({ variant: 'hosted' })
    document.body.append(widget)
    const heard: { detail: unknown; open: boolean }[] = []
    widget.addEventListener('rampkit-widget-open-failed', (event) =>
      heard.push({ detail: event.detail, open: widget.open }),
    )
    widget.open = true // set without a click: the browser blocks it
    await tick()
    expect(open).toHaveBeenCalledTimes(1)
    expect(heard).toEqual([
      { detail: { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'POPUP_BLOCKED' } }, open: false },
    ])
    expect(widget.hasAttribute('open')).toBe(false)
    await tick()
    expect(open).toHaveBeenCalledTimes(1) // removing `open` did not try again

    // From a click: a new window, in the same call.
    const popup = standInPopup()
    open.mockReturnValue(popup as unknown as Window)
    widget.show()
    expect(open).toHaveBeenCalledTimes(2)
    expect(new URL(open.mock.calls[1]![0] as string).searchParams.get('variant')).toBe('hosted')
    expect(widget.open).toBe(true)
    await tick()
    expect(open).toHaveBeenCalledTimes(2) // the `open` change made no second window
    widget.close()
    expect(popup.close).toHaveBeenCalled()
  })

  it('show() while the window is open brings it to the front instead of opening another', async () => {
    const popup = standInPopup()
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const widget = element({ variant: 'hosted-mobile' })
    document.body.append(widget)
    widget.show()
    widget.show()
    await tick()
    expect(open).toHaveBeenCalledTimes(1)
    expect(popup.focus).toHaveBeenCalledTimes(1)
    widget.remove()
    expect(popup.close).toHaveBeenCalled()
  })
})

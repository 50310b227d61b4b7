// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../config/types.js'
import { WidgetConfigError } from '../config/WidgetConfigError.js'
import { createWidget } from './createWidget.js'
import type { WidgetEvent } from './events.js'
import { createEmbeddedWidget, createHostedWidget, createOverlayWidget } from './oneVariant.js'
import { holdHidden } from './preloadWidget.js'
import { driveFrame } from './testing/driveFrame.js'
import {
  BASE,
  clearPage,
  deliver,
  endedAfterEachTest,
  fromWidget,
  PURCHASE,
  SEND_CRYPTO_REQUEST,
  theFrame,
} from './testing/harness.js'

// Each one-variant launcher is createWidget for its variants: the same script, run against both,
// must give the same transcript (the URL, what the host hears, what the widget is sent, the page).

const keep = endedAfterEachTest(
  (widget: { close(): void }) => widget.close(),
  () => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
    vi.useRealTimers()
    clearPage()
  },
)

type Create = (config: WidgetConfig) => ReturnType<typeof createWidget>
/** The tests' base configuration without a variant: each launcher is given one of its own. */
const { variant: _, ...COMMON } = BASE
const PURCHASED = { purchase: PURCHASE, purchaseViewToken: 'tok', apiUrl: 'https://api.example' }

/** The widget URL without its random instance id. */
const withoutId = (url: string) => {
  const parsed = new URL(url)
  parsed.searchParams.delete('widgetInstanceId')
  return parsed.href
}

/** The page's state an overlay changes: scroll lock, inert siblings, what has focus. */
const pageState = () => ({
  overflow: document.body.style.overflow,
  inert: [...document.body.children].filter((child) => child.hasAttribute('inert')).length,
  focus: document.activeElement?.tagName,
})

/**
 * A purchase and an off-ramp send through a widget shown in a frame, then the widget's own close
 * request, confirmed (or, with `byEscape`, the user's Escape asked and confirmed).
 */
async function frameScript(create: Create, config: WidgetConfig, byEscape = false) {
  const widget = keep(create(config))
  const heard: [WidgetEvent, string | undefined][] = []
  widget.on('*', (event, message) => heard.push([event, message?.type]))
  widget.onSendCrypto(async () => ({ txHash: '0xabc' }))
  widget.show()
  const iframe = theFrame()
  const posted: unknown[] = []
  const send = driveFrame(iframe, posted)
  const url = withoutId(iframe.src)
  const hidden = iframe.style.visibility
  const opened = pageState()
  send('APP_VERSION', { version: '1.4' })
  send('WIDGET_CONFIG_DONE')
  const shown = iframe.style.visibility
  send('PURCHASE_CREATED', PURCHASED)
  send('PURCHASE_CREATED', { purchaseViewToken: 'tok' })
  send('SEND_CRYPTO', SEND_CRYPTO_REQUEST, { eventVersion: 1 })
  await vi.waitFor(() => expect(posted).toHaveLength(1))
  if (byEscape) window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  else send('WIDGET_CLOSE_REQUEST')
  const asked = widget.elements() !== undefined
  send('WIDGET_CLOSE_REQUEST_CONFIRMED')
  return {
    url,
    hidden,
    shown,
    opened,
    heard,
    posted,
    asked,
    closed: widget.elements() === undefined,
    after: pageState(),
    appVersion: widget.appVersion(),
  }
}

describe('createOverlayWidget', () => {
  it.each([false, true])(
    'behaves as createWidget for an overlay: events, requests, close handshake (Escape: %s)',
    async (byEscape) => {
      const config: WidgetConfig = { ...BASE, variant: 'desktop' }
      const one = await frameScript(createOverlayWidget as Create, config, byEscape)
      clearPage()
      const full = await frameScript(createWidget, config, byEscape)
      expect(one).toEqual(full)
      // What both must do, so that two equal failures cannot pass.
      expect(one.heard.map(([event]) => event.type)).toEqual([
        'APP_VERSION',
        'WIDGET_CONFIG_DONE',
        'PURCHASE_CREATED',
        'WIDGET_EVENT_INVALID',
        'SEND_CRYPTO',
        'WIDGET_CLOSE_REQUEST',
        'WIDGET_CLOSE_REQUEST_CONFIRMED',
        'WIDGET_CLOSE',
      ])
      expect(one.posted).toEqual([
        { type: 'SEND_CRYPTO_RESULT', payload: { txHash: '0xabc' }, eventVersion: 1 },
        { type: 'WIDGET_CLOSE_REQUEST', payload: null },
      ])
      expect([one.hidden, one.shown, one.asked, one.closed]).toEqual(['hidden', '', true, true])
      expect(one.opened).toEqual({ overflow: 'hidden', inert: 0, focus: 'DIV' })
      expect(one.after).toMatchObject({ overflow: '', inert: 0 })
    },
  )

  it('picks the desktop or mobile overlay for auto (the default), as createWidget does', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }))
    keep(createOverlayWidget(COMMON)).show()
    expect(new URL(theFrame().src).searchParams.get('variant')).toBe('mobile')
  })

  it('stacks at zIndex, and refuses one that is not an integer', () => {
    keep(createOverlayWidget(COMMON, { zIndex: 7 })).show()
    expect(document.body.lastElementChild).toHaveProperty('style.zIndex', '7')
    expect(() => createOverlayWidget(COMMON, { zIndex: 1.5 })).toThrow(TypeError)
  })

  it('leaves Escape to the host with closeRequests: host, as createWidget does', () => {
    const widget = keep(createOverlayWidget(COMMON, { closeRequests: 'host' }))
    widget.show()
    const send = driveFrame(theFrame())
    send('WIDGET_CONFIG_DONE')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(widget.elements()).toBeDefined()
  })
})

describe('createEmbeddedWidget', () => {
  it('behaves as createWidget for an embedded widget: in its container, events, requests, closing', async () => {
    const run = async (create: Create) => {
      const containerNode = document.createElement('section')
      document.body.append(containerNode)
      const result = await frameScript(create, {
        ...BASE,
        variant: 'embedded-mobile',
        containerNode,
      })
      return { ...result, left: containerNode.childElementCount }
    }
    const one = await run(createEmbeddedWidget as Create)
    clearPage()
    const full = await run(createWidget)
    expect(one).toEqual(full)
    expect(one.heard.map(([event]) => event.type)).toContain('PURCHASE_CREATED')
    // The page is the host's: no scroll lock, no inert page; closed, the container is empty.
    expect([one.opened.overflow, one.opened.inert, one.closed, one.left]).toEqual(['', 0, true, 0])
  })

  it('loads held for preloading and shows the same frame at show()', () => {
    const containerNode = document.createElement('div')
    document.body.append(containerNode)
    const widget = keep(
      createEmbeddedWidget({ ...COMMON, variant: 'embedded-desktop', containerNode }),
    )
    expect(widget.preload(holdHidden)).toBeTypeOf('function')
    const iframe = theFrame()
    expect(widget.elements()?.host.hasAttribute('inert')).toBe(true)
    widget.show()
    expect(theFrame()).toBe(iframe)
    expect(widget.elements()?.host.hasAttribute('inert')).toBe(false)
  })
})

describe('createHostedWidget', () => {
  const fakePopup = () => ({ closed: false, close: vi.fn(), focus: vi.fn(), postMessage: vi.fn() })

  /** A purchase in a hosted window, a second show(), then the user closing the window. */
  function hostedScript(create: Create) {
    vi.useFakeTimers()
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as never)
    const widget = keep(create({ ...BASE, variant: 'hosted' }))
    const heard: string[] = []
    widget.on('*', (event) => heard.push(event.type))
    widget.show()
    const id = widget.instanceId()
    deliver(popup, fromWidget(id, 'PURCHASE_CREATED', PURCHASED))
    widget.show()
    popup.closed = true
    vi.advanceTimersByTime(1000)
    const result = {
      url: withoutId(String(open.mock.calls[0]![0])),
      opened: open.mock.calls.length,
      focused: popup.focus.mock.calls.length,
      heard,
      closed: widget.elements() === undefined,
    }
    open.mockRestore()
    vi.useRealTimers()
    return result
  }

  it('behaves as createWidget for a hosted window: events, a second show() focuses it, closing with it', () => {
    const one = hostedScript(createHostedWidget as Create)
    const full = hostedScript(createWidget)
    expect(one).toEqual(full)
    expect(one).toMatchObject({
      opened: 1,
      focused: 1,
      heard: ['PURCHASE_CREATED', 'WIDGET_CLOSE'],
      closed: true,
    })
  })

  it('reports a blocked popup, and gives its origin to preconnect to instead of preloading', () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    const widget = keep(createHostedWidget({ ...COMMON, variant: 'hosted' }))
    const heard: unknown[] = []
    widget.on('*', (event) => heard.push(event))
    expect(widget.preload(holdHidden)).toBe('https://widget.example')
    expect(window.open).not.toHaveBeenCalled()
    widget.show()
    expect(heard).toEqual([{ type: 'WIDGET_OPEN_FAILED', payload: { reason: 'POPUP_BLOCKED' } }])
  })
})

describe('one-variant launchers: another kind of variant', () => {
  const cases = [
    ['createOverlayWidget', () => createOverlayWidget({ ...COMMON, variant: 'hosted' as never })],
    ['createHostedWidget', () => createHostedWidget({ ...COMMON, variant: 'desktop' as never })],
    [
      'createEmbeddedWidget',
      () =>
        createEmbeddedWidget({
          ...COMMON,
          variant: 'auto' as never,
          containerNode: document.body,
        }),
    ],
  ] as const

  it.each(cases)('%s refuses it in production with a coded issue', (_name, create) => {
    vi.stubEnv('NODE_ENV', 'production')
    const error = (() => {
      try {
        create()
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(WidgetConfigError)
    expect((error as WidgetConfigError).issues).toEqual([
      {
        path: 'variant',
        code: 'WIDGET_VARIANT_OTHER_KIND',
        message: expect.stringMatching(/#widget_variant_other_kind$/),
      },
    ])
  })

  it.each(cases)('%s says in development which variants it shows', (name, create) => {
    expect(create).toThrow(new RegExp(`${name} shows the \\w+ variants only \\(`))
  })

  it('still refuses what createWidget refuses first (a missing field), without the API key', () => {
    expect(() => createHostedWidget({ ...COMMON, hostAppName: '', variant: 'hosted' })).toThrow(
      /hostAppName/,
    )
    expect(() => createHostedWidget({ ...COMMON, hostAppName: '', variant: 'hosted' })).not.toThrow(
      new RegExp(BASE.hostApiKey),
    )
  })
})

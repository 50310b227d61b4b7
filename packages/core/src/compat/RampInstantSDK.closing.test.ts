// @vitest-environment jsdom
// How compat closes, as the official SDK 6.2 does (keyed on the widget's APP_VERSION and the
// variant), and its confirm dialog: what a host and its users see after switching.
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BASE,
  clearPage,
  deliver,
  fromWidget,
  paramsOf,
  theFrame,
  widgetFrames,
} from '../widget/mount/testing/harness.js'
import { CLOSE_QUESTION } from './closeDialog.js'
import type { RampInstantConfig } from './config.js'
import type { RampInstantAllEvents } from './events.js'
import { OFFICIAL_DESKTOP_SIZE } from './officialFrameSize.js'
import { RampInstantSDK } from './RampInstantSDK.js'

const made: RampInstantSDK[] = []

afterEach(() => {
  for (const sdk of made.splice(0)) sdk.close()
  vi.restoreAllMocks()
  clearPage()
})

/** Shows a compat widget; `send` posts as its iframe would. */
function open(extra: Partial<RampInstantConfig> = {}) {
  const sdk = new RampInstantSDK({ ...(BASE as RampInstantConfig), ...extra } as RampInstantConfig)
  made.push(sdk)
  const events: RampInstantAllEvents[] = []
  sdk.on('*', (event) => events.push(event))
  sdk.show()
  const iframe = theFrame()
  const id = paramsOf(iframe.src).get('widgetInstanceId')!
  const posted = vi.fn()
  const frameWindow = { postMessage: posted }
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
  const send = (type: string, payload: unknown = null) =>
    deliver(frameWindow, fromWidget(id, type, payload))
  const shadow = sdk.domNodes!.shadow
  const dialog = () => shadow.querySelector<HTMLElement>('.close-modal')
  const button = (name: 'cancel' | 'exit') =>
    shadow.querySelector<HTMLButtonElement>(`.close-modal__button--${name}`)!
  const types = () => events.map((event) => event.type)
  return { sdk, events, types, iframe, posted, send, dialog, button, shadow }
}

const pressEscape = (target: EventTarget = window) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
  )
const INTERNAL_REQUEST = { type: 'WIDGET_CLOSE_REQUEST', payload: null, internal: true }

describe('compat closing: the desktop overlay', () => {
  it('Escape with a 1.x widget: the request to listeners, then the dialog; Cancel takes it away', () => {
    const { send, events, dialog, button, posted, types } = open()
    send('APP_VERSION', { version: '1.0' })
    pressEscape()
    expect(events.at(-1)).toEqual(INTERNAL_REQUEST)
    expect(dialog()?.textContent).toContain(CLOSE_QUESTION)
    button('cancel').click()
    expect(dialog()).toBeNull()
    expect(types().slice(-2)).toEqual(['WIDGET_CLOSE_REQUEST', 'WIDGET_CLOSE_REQUEST_CANCELLED'])
    expect(events.at(-1)).toMatchObject({ internal: true })
    expect(widgetFrames()).toHaveLength(1)
    expect(posted).not.toHaveBeenCalled()
  })

  it('Escape before the widget said anything (config not done): the dialog, the widget stays', () => {
    const { dialog } = open()
    pressEscape()
    expect(dialog()).not.toBeNull()
    expect(widgetFrames()).toHaveLength(1)
  })

  it('Escape with a 2.x widget: left to the widget, the host page does nothing', () => {
    const { send, dialog, types } = open()
    send('APP_VERSION', { version: '2.0' })
    pressEscape()
    expect(dialog()).toBeNull()
    expect(types()).toEqual(['APP_VERSION'])
  })

  it.each([
    { asker: 'widget', version: '1.0' },
    { asker: 'widget', version: '2.3' },
    // A 1.x widget leaves Escape to the host: the SDK's own dialog, nothing posted to the widget.
    { asker: 'Escape', version: '1.0' },
  ] as const)(
    'a close request by the $asker (widget $version): the dialog; Exit closes with the official events',
    ({ asker, version }) => {
      const { send, dialog, button, types, events, posted } = open()
      send('APP_VERSION', { version })
      send('WIDGET_CONFIG_DONE')
      if (asker === 'widget') send('WIDGET_CLOSE_REQUEST')
      else {
        pressEscape()
        expect(posted).not.toHaveBeenCalled()
        expect(events.at(-1)).toEqual(INTERNAL_REQUEST)
      }
      expect(dialog()).not.toBeNull()
      button('exit').click()
      expect(types()).toEqual([
        'APP_VERSION',
        'WIDGET_CONFIG_DONE',
        'WIDGET_CLOSE_REQUEST',
        'WIDGET_CLOSE_REQUEST_CONFIRMED',
        'WIDGET_CLOSE',
      ])
      expect(widgetFrames()).toEqual([])
    },
  )

  it('a click on the backdrop asks, whatever the version; a click in the dialog does not ask again', () => {
    const { send, sdk, dialog, events } = open()
    send('APP_VERSION', { version: '2.0' })
    sdk.domNodes!.shadowHost.click()
    expect(events.at(-1)).toEqual(INTERNAL_REQUEST)
    expect(dialog()).not.toBeNull()
    const count = events.length
    dialog()!.click()
    sdk.domNodes!.shadowHost.click()
    expect(events).toHaveLength(count)
    expect(sdk.domNodes!.shadow.querySelectorAll('.close-modal')).toHaveLength(1)
  })

  it("the widget's answers move the dialog too: _CANCELLED removes it, _CONFIRMED closes", () => {
    const first = open()
    first.send('WIDGET_CLOSE_REQUEST')
    first.send('WIDGET_CLOSE_REQUEST_CANCELLED')
    expect(first.dialog()).toBeNull()
    first.send('WIDGET_CLOSE_REQUEST_CONFIRMED')
    expect(first.types().slice(-2)).toEqual(['WIDGET_CLOSE_REQUEST_CONFIRMED', 'WIDGET_CLOSE'])
    expect(widgetFrames()).toEqual([])
  })

  it('the dialog is accessible: an alertdialog named by its question, focus on Cancel, Tab stays, Escape cancels', () => {
    const { dialog, button, shadow, types } = open()
    pressEscape()
    const element = dialog()!
    expect(element.getAttribute('role')).toBe('alertdialog')
    expect(element.getAttribute('aria-modal')).toBe('true')
    const label = shadow.getElementById(element.getAttribute('aria-labelledby')!)
    expect(label?.textContent).toBe(CLOSE_QUESTION)
    expect(shadow.activeElement).toBe(button('cancel'))
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    expect(shadow.activeElement).toBe(button('exit'))
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    expect(shadow.activeElement).toBe(button('cancel'))
    pressEscape(button('cancel'))
    expect(dialog()).toBeNull()
    expect(types().at(-1)).toBe('WIDGET_CLOSE_REQUEST_CANCELLED')
    expect(widgetFrames()).toHaveLength(1)
  })

  it('is styled through the CSSOM: no <style> element, no style attribute written as text', () => {
    const { dialog, shadow } = open()
    pressEscape()
    expect(shadow.querySelectorAll('style')).toHaveLength(0)
    expect(dialog()!.style.position).toBe('absolute')
  })

  it('after the widget closed, Escape and clicks do nothing more', () => {
    const { sdk, types } = open()
    sdk.close()
    const count = types().length
    pressEscape()
    sdk.domNodes!.shadowHost.click()
    expect(types()).toHaveLength(count)
  })
})

describe('compat closing: mobile, embedded and hosted ignore close requests', () => {
  it.each(['mobile', 'embedded-desktop', 'embedded-mobile'] as const)(
    '%s: requests reach listeners, no dialog, the widget stays',
    (variant) => {
      const containerNode = document.createElement('div')
      document.body.append(containerNode)
      const { send, dialog, sdk, types } = open({ variant, containerNode })
      send('APP_VERSION', { version: '1.0' })
      pressEscape()
      send('WIDGET_CLOSE_REQUEST')
      if (variant === 'mobile') sdk.domNodes!.shadowHost.click()
      expect(dialog()).toBeNull()
      expect(types()).toContain('WIDGET_CLOSE_REQUEST')
      expect(widgetFrames()).toHaveLength(1)
    },
  )

  it('hosted: Escape on the host page reaches listeners as the official request, nothing else', () => {
    const popup = { closed: false, close: vi.fn(), focus: vi.fn(), postMessage: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(popup as never)
    const sdk = new RampInstantSDK({ ...(BASE as RampInstantConfig), variant: 'hosted-desktop' })
    made.push(sdk)
    const events: RampInstantAllEvents[] = []
    sdk.on('*', (event) => events.push(event)).show()
    pressEscape()
    expect(events).toEqual([INTERNAL_REQUEST])
    expect(popup.close).not.toHaveBeenCalled()
  })
})

describe('compat: the frame size, by version', () => {
  it('embedded-desktop keeps the official 895 × 590 box until version 2, then fills its container', () => {
    const containerNode = document.createElement('div')
    document.body.append(containerNode)
    const { iframe, send } = open({ variant: 'embedded-desktop', containerNode })
    expect(iframe.style.width).toBe(`${OFFICIAL_DESKTOP_SIZE.width}px`)
    expect(iframe.style.height).toBe(`${OFFICIAL_DESKTOP_SIZE.height}px`)
    send('APP_VERSION', { version: '1.4' })
    expect(iframe.style.width).toBe('895px')
    send('APP_VERSION', { version: '2.0' })
    expect(iframe.style.width).toBe('100%')
    expect(iframe.style.height).toBe('100%')
  })

  it('the desktop overlay keeps its box before version 2 and fills the viewport from 2, where the widget draws its own', () => {
    const { iframe, send } = open({ variant: 'desktop' })
    send('APP_VERSION', { version: '1.0' })
    expect(iframe.style.width).toBe('895px')
    send('APP_VERSION', { version: '2.1' })
    expect([iframe.style.width, iframe.style.height, iframe.style.maxWidth]).toEqual([
      '100%',
      '100%',
      '100%',
    ])
  })

  it("embedded-mobile takes its container's size at show()", () => {
    const containerNode = document.createElement('div')
    document.body.append(containerNode)
    vi.spyOn(containerNode, 'getBoundingClientRect').mockReturnValue({
      width: 360,
      height: 700,
    } as DOMRect)
    const { iframe } = open({ variant: 'embedded-mobile', containerNode })
    expect([iframe.style.width, iframe.style.height]).toEqual(['360px', '700px'])
  })
})

describe('compat closing: any sequence', () => {
  const step = fc.constantFrom(
    'escape',
    'backdrop',
    'WIDGET_CLOSE_REQUEST',
    'WIDGET_CLOSE_REQUEST_CANCELLED',
    'cancel',
    'APP_VERSION 1',
    'APP_VERSION 2',
    'WIDGET_CONFIG_DONE',
  )
  it('at most one dialog, only on the desktop overlay, and the widget only closes when someone confirmed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('desktop', 'mobile'),
        fc.array(step, { maxLength: 12 }),
        (variant, steps) => {
          const { send, sdk, dialog, button, types } = open({ variant })
          for (const action of steps) {
            if (action === 'escape') pressEscape()
            else if (action === 'backdrop') sdk.domNodes!.shadowHost.click()
            else if (action === 'cancel') dialog() && button('cancel').click()
            else if (action.startsWith('APP_VERSION'))
              send('APP_VERSION', { version: `${action.slice(-1)}.0` })
            else send(action)
            expect(
              sdk.domNodes!.shadow.querySelectorAll('.close-modal').length,
            ).toBeLessThanOrEqual(variant === 'desktop' ? 1 : 0)
          }
          expect(types()).not.toContain('WIDGET_CLOSE')
          expect(widgetFrames()).toHaveLength(1)
          sdk.close()
          document.body.replaceChildren()
        },
      ),
      { numRuns: 150 },
    )
  })
})

// @vitest-environment jsdom
// What compat's overlay adds to the host's DOM for assistive technology, in both builds (run from
// source, NODE_ENV picks the build's branch): the loader from show(), the dialog, the page behind
// inert and restored, the confirm dialog's named buttons and focus (differences.json:
// loader-text, page-inert-behind-overlay, close-dialog-keyboard).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BASE, deliver, fromWidget, paramsOf, theFrame } from '../widget/mount/testing/harness.js'
import { CLOSE_QUESTION } from './closeDialog.js'
import type { RampInstantConfig } from './config.js'
import { RampInstantSDK } from './RampInstantSDK.js'

const made: RampInstantSDK[] = []

afterEach(() => {
  for (const sdk of made.splice(0)) sdk.close()
  vi.unstubAllEnvs()
  document.body.replaceChildren()
})

function open() {
  const main = document.createElement('main')
  const buy = document.createElement('button')
  buy.textContent = 'Buy'
  main.append(buy)
  document.body.append(main)
  buy.focus()
  const sdk = new RampInstantSDK({ ...(BASE as RampInstantConfig), variant: 'desktop' })
  made.push(sdk)
  sdk.show()
  const iframe = theFrame()
  const id = paramsOf(iframe.src).get('widgetInstanceId')!
  const frameWindow = { postMessage: vi.fn() }
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
  const send = (type: string, payload: unknown = null) =>
    deliver(frameWindow, fromWidget(id, type, payload))
  return { sdk, main, buy, iframe, send, shadow: sdk.domNodes!.shadow }
}

describe.each(['development', 'production'])('compat, accessible (%s build)', (mode) => {
  beforeEach(() => {
    vi.stubEnv('NODE_ENV', mode)
  })

  it("shows a named polite loading status from show(), in the hidden iframe's place", () => {
    const { shadow, iframe, send } = open()
    const status = shadow.querySelector('[role="status"]')!
    expect([status.getAttribute('aria-live'), status.getAttribute('aria-label')]).toEqual([
      'polite',
      'Loading…',
    ])
    expect(iframe.style.visibility).toBe('hidden')
    send('WIDGET_CONFIG_DONE')
    expect(shadow.querySelector('[role="status"]')).toBeNull()
    expect(iframe.style.visibility).toBe('')
  })

  it('is a named modal dialog; the page behind is inert until Exit, then focus is back on Buy', () => {
    const { sdk, main, buy, shadow, send } = open()
    const host = sdk.domNodes!.shadowHost
    expect([host.getAttribute('role'), host.getAttribute('aria-modal')]).toEqual(['dialog', 'true'])
    expect(main.hasAttribute('inert')).toBe(true)
    send('APP_VERSION', { version: '1.0' })
    send('WIDGET_CONFIG_DONE')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    const dialog = shadow.querySelector('[role="alertdialog"]')!
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(shadow.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      CLOSE_QUESTION,
    )
    const buttons = [...dialog.querySelectorAll('button')]
    expect(buttons.map((button) => [button.type, button.textContent])).toEqual([
      ['button', 'Cancel'],
      ['button', 'Exit'],
    ])
    // Targets well over 24 × 24 px (WCAG 2.2 target size).
    for (const button of buttons) {
      expect(Number.parseFloat(button.style.height)).toBeGreaterThanOrEqual(24)
      expect(Number.parseFloat(button.style.minWidth)).toBeGreaterThanOrEqual(24)
    }
    expect(shadow.activeElement).toBe(buttons[0])
    buttons[1]!.click()
    expect(sdk.domNodes!.shadowHost.isConnected).toBe(false)
    expect(main.hasAttribute('inert')).toBe(false)
    expect(document.activeElement).toBe(buy)
  })
})

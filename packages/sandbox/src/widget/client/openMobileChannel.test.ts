// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openMobileChannel } from './openMobileChannel.js'
import { deliverMessage } from './testkit.js'

const app = window as unknown as Record<string, unknown>

afterEach(() => {
  delete app.RampInstantMobile
  delete app.webkit
})

/** The app's answer, as `window.postMessage(...)` run in the page delivers it. */
function appAnswers(data: unknown, source: unknown = window, origin = window.location.origin) {
  deliverMessage(source, data, origin)
}

describe('openMobileChannel', () => {
  it('posts JSON text to the Android interface, with no instance id', () => {
    const postMessage = vi.fn()
    app.RampInstantMobile = { postMessage }
    const channel = openMobileChannel(window)
    expect(channel.connected).toBe(true)
    channel.post('PURCHASE_CREATED', { purchase: { id: 'p' } } as never)
    channel.post('SEND_CRYPTO', { amount: '1' } as never, 1)
    expect(postMessage.mock.calls).toEqual([
      [JSON.stringify({ type: 'PURCHASE_CREATED', payload: { purchase: { id: 'p' } } })],
      [JSON.stringify({ type: 'SEND_CRYPTO', payload: { amount: '1' }, eventVersion: 1 })],
    ])
  })

  it('posts the object to the iOS message handler; WIDGET_CLOSE says not to ask', () => {
    const postMessage = vi.fn()
    app.webkit = { messageHandlers: { RampInstantMobile: { postMessage } } }
    const channel = openMobileChannel(window)
    channel.post('WIDGET_CLOSE', null)
    expect(postMessage.mock.calls).toEqual([
      [{ type: 'WIDGET_CLOSE', payload: { showAlert: false } }],
    ])
  })

  it('is not connected, and posts nothing, without a bridge', () => {
    app.webkit = { messageHandlers: {} }
    const channel = openMobileChannel(window)
    expect(channel.connected).toBe(false)
    expect(() => channel.post('WIDGET_CONFIG_DONE', null)).not.toThrow()
  })

  it('hears the answers the app runs in this page, and nothing from other windows or origins', () => {
    app.RampInstantMobile = { postMessage: vi.fn() }
    const handler = vi.fn()
    const stop = openMobileChannel(window).listen(handler)
    appAnswers({ type: 'SEND_CRYPTO_RESULT', payload: { txHash: '0x1' } }, {})
    appAnswers(
      { type: 'SEND_CRYPTO_RESULT', payload: { txHash: '0x1' } },
      window,
      'https://evil.example',
    )
    appAnswers('BACK_BUTTON_PRESSED')
    expect(handler).not.toHaveBeenCalled()
    appAnswers({ type: 'BACK_BUTTON_PRESSED', payload: null })
    expect(handler).toHaveBeenCalledWith({ type: 'BACK_BUTTON_PRESSED', payload: null })
    stop()
    appAnswers({ type: 'BACK_BUTTON_PRESSED', payload: null })
    expect(handler).toHaveBeenCalledTimes(1)
  })
})

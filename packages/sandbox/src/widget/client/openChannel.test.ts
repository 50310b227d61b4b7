// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openChannel } from './openChannel.js'
import { deliverMessage } from './testkit.js'

const HOST = 'https://host.example'
let restore: (() => void) | undefined

afterEach(() => {
  restore?.()
  restore = undefined
})

function withOpener() {
  const opener = { postMessage: vi.fn() }
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true })
  restore = () => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true })
  }
  return opener
}

describe('openChannel', () => {
  it('posts { type, payload, widgetInstanceId } to the host origin only', () => {
    const opener = withOpener()
    const channel = openChannel(window, HOST, 'id-1')
    expect(channel.connected).toBe(true)
    channel.post('WIDGET_CONFIG_DONE', null)
    channel.post('APP_VERSION', { version: '1.0' }, 1)
    expect(opener.postMessage.mock.calls).toEqual([
      [{ type: 'WIDGET_CONFIG_DONE', payload: null, widgetInstanceId: 'id-1' }, HOST],
      [
        {
          type: 'APP_VERSION',
          payload: { version: '1.0' },
          widgetInstanceId: 'id-1',
          eventVersion: 1,
        },
        HOST,
      ],
    ])
  })

  it('posts nothing without a host origin, an instance id or a host window', () => {
    const opener = withOpener()
    openChannel(window, undefined, 'id').post('WIDGET_CLOSE', null)
    openChannel(window, HOST, undefined).post('WIDGET_CLOSE', null)
    expect(opener.postMessage).not.toHaveBeenCalled()
    restore!()
    restore = undefined
    expect(openChannel(window, HOST, 'id').connected).toBe(false)
  })

  it('hears only the host window at the host origin', () => {
    const opener = withOpener()
    const channel = openChannel(window, HOST, 'id')
    const handler = vi.fn()
    const stop = channel.listen(handler)
    deliverMessage(opener, { type: 'WIDGET_CLOSE_REQUEST', payload: null }, 'https://evil.example')
    deliverMessage({}, { type: 'WIDGET_CLOSE_REQUEST', payload: null }, HOST)
    deliverMessage(opener, 'WIDGET_CLOSE_REQUEST', HOST)
    expect(handler).not.toHaveBeenCalled()
    deliverMessage(opener, { type: 'WIDGET_CLOSE_REQUEST', payload: null }, HOST)
    expect(handler).toHaveBeenCalledWith({ type: 'WIDGET_CLOSE_REQUEST', payload: null })
    stop()
    deliverMessage(opener, { type: 'WIDGET_CLOSE_REQUEST', payload: null }, HOST)
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('survives a host window that throws', () => {
    const opener = withOpener()
    opener.postMessage.mockImplementation(() => {
      throw new Error('gone')
    })
    expect(() => openChannel(window, HOST, 'id').post('WIDGET_CLOSE', null)).not.toThrow()
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listenToWidget, postToWidget } from './messaging.js'
import { deliver, WIDGET_ORIGIN } from './testing/harness.js'

const widgetWindow = { name: 'widget frame' }
const otherWindow = { name: 'another frame' }
const ID = 'a1b2c3'
let stop: (() => void) | undefined

afterEach(() => stop?.())

function listen() {
  const received = vi.fn()
  stop = listenToWidget(
    window,
    { origin: WIDGET_ORIGIN, instanceId: ID, source: () => widgetWindow },
    received,
  )
  return received
}

describe('listenToWidget', () => {
  it('passes a message from the widget origin, window and instance', () => {
    const received = listen()
    const data = { type: 'WIDGET_CONFIG_DONE', payload: null, widgetInstanceId: ID }
    deliver(widgetWindow, data)
    expect(received).toHaveBeenCalledWith(data)
  })

  it('drops a message from another origin, even with the right id and window', () => {
    const received = listen()
    const data = { type: 'PURCHASE_CREATED', payload: {}, widgetInstanceId: ID }
    for (const origin of [
      'https://evil.example',
      'http://widget.example',
      'https://widget.example:444',
      'null',
      '',
    ]) {
      deliver(widgetWindow, data, origin)
    }
    expect(received).not.toHaveBeenCalled()
  })

  it('drops a message from another window of the widget origin', () => {
    const received = listen()
    deliver(otherWindow, { type: 'WIDGET_CLOSE', payload: null, widgetInstanceId: ID })
    deliver(null, { type: 'WIDGET_CLOSE', payload: null, widgetInstanceId: ID })
    expect(received).not.toHaveBeenCalled()
  })

  it('drops a message without this instance id', () => {
    const received = listen()
    for (const widgetInstanceId of ['other', undefined, '', ID.toUpperCase(), 1]) {
      deliver(widgetWindow, { type: 'WIDGET_CLOSE', payload: null, widgetInstanceId })
    }
    expect(received).not.toHaveBeenCalled()
  })

  it('drops data that is not a typed message object', () => {
    const received = listen()
    for (const data of [
      null,
      undefined,
      'WIDGET_CLOSE',
      42,
      [ID],
      { widgetInstanceId: ID },
      { type: 1, widgetInstanceId: ID },
    ]) {
      deliver(widgetWindow, data)
    }
    expect(received).not.toHaveBeenCalled()
  })

  it('reads the widget window at message time (a popup or frame that appears later)', () => {
    let current: unknown = null
    const received = vi.fn()
    stop = listenToWidget(
      window,
      { origin: WIDGET_ORIGIN, instanceId: ID, source: () => current },
      received,
    )
    deliver(widgetWindow, { type: 'WIDGET_CLOSE', widgetInstanceId: ID })
    current = widgetWindow
    deliver(widgetWindow, { type: 'WIDGET_CLOSE', widgetInstanceId: ID })
    expect(received).toHaveBeenCalledTimes(1)
  })

  it('stops listening when the remover is called', () => {
    const add = vi.spyOn(window, 'addEventListener')
    const remove = vi.spyOn(window, 'removeEventListener')
    const received = listen()
    stop!()
    deliver(widgetWindow, { type: 'WIDGET_CLOSE', widgetInstanceId: ID })
    expect(received).not.toHaveBeenCalled()
    expect(remove).toHaveBeenCalledWith('message', add.mock.calls[0]![1])
    add.mockRestore()
    remove.mockRestore()
  })
})

describe('postToWidget', () => {
  it('posts { type, payload } to the widget origin only', () => {
    const target = { postMessage: vi.fn() }
    postToWidget(target, WIDGET_ORIGIN, 'WIDGET_CLOSE_REQUEST', null)
    expect(target.postMessage).toHaveBeenCalledWith(
      { type: 'WIDGET_CLOSE_REQUEST', payload: null },
      WIDGET_ORIGIN,
    )
  })

  it('adds eventVersion when given', () => {
    const target = { postMessage: vi.fn() }
    postToWidget(target, WIDGET_ORIGIN, 'SEND_CRYPTO_RESULT', { txHash: '0x1' }, 1)
    expect(target.postMessage).toHaveBeenCalledWith(
      { type: 'SEND_CRYPTO_RESULT', payload: { txHash: '0x1' }, eventVersion: 1 },
      WIDGET_ORIGIN,
    )
  })

  it('does nothing for a missing window and swallows a throwing one (closed popup)', () => {
    expect(() => postToWidget(null, WIDGET_ORIGIN, 'X', null)).not.toThrow()
    const target = {
      postMessage() {
        throw new Error('detached')
      },
    }
    expect(() => postToWidget(target, WIDGET_ORIGIN, 'X', null)).not.toThrow()
  })
})

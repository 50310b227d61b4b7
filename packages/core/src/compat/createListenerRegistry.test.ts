import { afterEach, describe, expect, it, vi } from 'vitest'
import { createListenerRegistry } from './createListenerRegistry.js'
import type { RampInstantAllEvents } from './events.js'

const event = (type: string) =>
  ({ type, payload: null, widgetInstanceId: 'id' }) as RampInstantAllEvents

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('createListenerRegistry: the official listener lists', () => {
  it("'*' reaches every known name, a name only its own", () => {
    const registry = createListenerRegistry()
    const all = vi.fn()
    const close = vi.fn()
    registry.on('*', all)
    registry.on('WIDGET_CLOSE', close)
    for (const type of ['WIDGET_CLOSE', 'APP_VERSION', 'WIDGET_OPEN_FAILED'])
      registry.dispatch(event(type))
    expect(all).toHaveBeenCalledTimes(3)
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('runs callbacks in the order they were added; one added twice runs twice', () => {
    const registry = createListenerRegistry()
    const order: string[] = []
    const a = () => order.push('a')
    registry.on('WIDGET_CLOSE', a)
    registry.on('*', () => order.push('b'))
    registry.on('WIDGET_CLOSE', a)
    registry.dispatch(event('WIDGET_CLOSE'))
    expect(order).toEqual(['a', 'b', 'a'])
  })

  it('unsubscribe(name) removes every registration of the callback under that name', () => {
    const registry = createListenerRegistry()
    const callback = vi.fn()
    registry.on('*', callback)
    registry.on('WIDGET_CLOSE', callback)
    registry.unsubscribe('WIDGET_CLOSE', callback)
    registry.dispatch(event('WIDGET_CLOSE'))
    registry.dispatch(event('WIDGET_CONFIG_DONE'))
    expect(callback.mock.calls.map(([e]) => e.type)).toEqual(['WIDGET_CONFIG_DONE'])
    registry.unsubscribe('*', callback)
    registry.dispatch(event('WIDGET_CONFIG_DONE'))
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('an unknown name warns and adds nothing; an unknown event reaches nobody', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const registry = createListenerRegistry()
    const callback = vi.fn()
    registry.on('__proto__', callback)
    registry.on('*', callback)
    registry.dispatch(event('__proto__'))
    registry.dispatch(event('SOMETHING_NEW'))
    expect(callback).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('a callback added or removed during a dispatch counts from the next one', () => {
    const registry = createListenerRegistry()
    const late = vi.fn()
    const first = () => {
      registry.on('WIDGET_CLOSE', late)
      registry.unsubscribe('WIDGET_CLOSE', second)
    }
    const second = vi.fn()
    registry.on('WIDGET_CLOSE', first)
    registry.on('WIDGET_CLOSE', second)
    registry.dispatch(event('WIDGET_CLOSE'))
    expect(second).toHaveBeenCalledTimes(1)
    expect(late).not.toHaveBeenCalled()
    registry.dispatch(event('WIDGET_CLOSE'))
    expect(second).toHaveBeenCalledTimes(1)
    expect(late).toHaveBeenCalledTimes(1)
  })

  it('a throwing callback is reported and the others still run', () => {
    const reported: unknown[] = []
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error))
    const registry = createListenerRegistry()
    const after = vi.fn()
    registry.on('*', () => {
      throw new Error('host bug')
    })
    registry.on('*', after)
    registry.dispatch(event('WIDGET_CLOSE'))
    expect(after).toHaveBeenCalled()
    expect(reported).toEqual([new Error('host bug')])
  })

  it('takes a callback that is not a function, as the official SDK does: calling it is reported, the others run', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const reported: unknown[] = []
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error))
    const registry = createListenerRegistry()
    const after = vi.fn()
    expect(() => registry.on('*', 'nope' as never)).not.toThrow()
    registry.on('*', after)
    registry.dispatch(event('WIDGET_CLOSE'))
    expect(after).toHaveBeenCalled()
    expect(reported).toHaveLength(1)
    expect(reported[0]).toBeInstanceOf(TypeError)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a function'))
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmitter, WIDGET_EVENT_TYPES, type WidgetEvent } from './events.js'

const close: WidgetEvent = { type: 'WIDGET_CLOSE', payload: null }
const done: WidgetEvent = { type: 'WIDGET_CONFIG_DONE', payload: null }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createEmitter', () => {
  it('calls the handlers of the event type and the * handlers, in subscription order', () => {
    const emitter = createEmitter()
    const calls: string[] = []
    emitter.on('*', (event) => calls.push(`*:${event.type}`))
    emitter.on('WIDGET_CLOSE', (event) => calls.push(`close:${event.type}`))
    emitter.on('WIDGET_CONFIG_DONE', () => calls.push('done'))
    emitter.emit(close)
    emitter.emit(done)
    expect(calls).toEqual(['*:WIDGET_CLOSE', 'close:WIDGET_CLOSE', '*:WIDGET_CONFIG_DONE', 'done'])
  })

  it('hands the same event object to every handler', () => {
    const emitter = createEmitter()
    const seen: unknown[] = []
    emitter.on('*', (event) => seen.push(event))
    emitter.on('WIDGET_CLOSE', (event) => seen.push(event))
    emitter.emit(close)
    expect(seen).toEqual([close, close])
    expect(seen[0]).toBe(close)
  })

  it('unsubscribes exactly the subscription it came from, once', () => {
    const emitter = createEmitter()
    const handler = vi.fn()
    const first = emitter.on('WIDGET_CLOSE', handler)
    emitter.on('WIDGET_CLOSE', handler)
    emitter.emit(close)
    expect(handler).toHaveBeenCalledTimes(2)
    first()
    first()
    emitter.emit(close)
    expect(handler).toHaveBeenCalledTimes(3)
  })

  it('does not call a handler added while emitting until the next event', () => {
    const emitter = createEmitter()
    const late = vi.fn()
    emitter.on('WIDGET_CLOSE', () => emitter.on('WIDGET_CLOSE', late))
    emitter.emit(close)
    expect(late).not.toHaveBeenCalled()
    emitter.emit(close)
    expect(late).toHaveBeenCalledTimes(1)
  })

  it('keeps calling the other handlers when one throws, and reports the error', () => {
    const reportError = vi.fn()
    vi.stubGlobal('reportError', reportError)
    const emitter = createEmitter()
    const after = vi.fn()
    const boom = new Error('handler bug')
    emitter.on('WIDGET_CLOSE', () => {
      throw boom
    })
    emitter.on('WIDGET_CLOSE', after)
    expect(() => emitter.emit(close)).not.toThrow()
    expect(after).toHaveBeenCalledTimes(1)
    expect(reportError).toHaveBeenCalledWith(boom)
  })

  it('rethrows asynchronously where reportError does not exist', () => {
    vi.useFakeTimers()
    try {
      vi.stubGlobal('reportError', undefined)
      const emitter = createEmitter()
      emitter.on('WIDGET_CLOSE', () => {
        throw new Error('late')
      })
      emitter.emit(close)
      expect(() => vi.runAllTimers()).toThrow('late')
    } finally {
      vi.useRealTimers()
    }
  })

  it('accepts every documented type and rejects unknown ones with a clear TypeError', () => {
    const emitter = createEmitter()
    for (const type of WIDGET_EVENT_TYPES) expect(() => emitter.on(type, () => {})).not.toThrow()
    expect(() => emitter.on('PURCHASE_CREATD', () => {})).toThrow(TypeError)
    expect(() => emitter.on('PURCHASE_CREATD', () => {})).toThrow(
      /Unknown widget event type "PURCHASE_CREATD"; expected '\*' or one of WIDGET_CLOSE/,
    )
    expect(() => emitter.on('x'.repeat(10_000), () => {})).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/^.{0,600}$/s) }),
    )
  })

  it('leaves these developer checks to development in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const emitter = createEmitter()
      const typo = vi.fn()
      const all = vi.fn()
      emitter.on('PURCHASE_CREATD', typo)
      emitter.on('*', all)
      emitter.emit({ type: 'WIDGET_CLOSE', payload: null })
      expect(typo).not.toHaveBeenCalled()
      expect(all).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('rejects types that are not strings with the same TypeError', () => {
    const emitter = createEmitter()
    for (const type of [undefined, null, 42, Symbol('x'), {}, () => {}]) {
      expect(() => emitter.on(type as never, () => {})).toThrow(/^Unknown widget event type/)
    }
  })

  it('rejects a handler that is not a function', () => {
    const emitter = createEmitter()
    expect(() => emitter.on('WIDGET_CLOSE', 'nope' as never)).toThrow(/must be a function/)
  })
})

import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { SendCryptoHandler, WidgetInstance } from '../widget/mount/createWidget.js'
import { SEND_CRYPTO_REQUEST } from './testing/frames.js'
import { answerSendCrypto, checkWidgetHandlers, type WidgetHandlers } from './widgetHandlers.js'

describe('checkWidgetHandlers', () => {
  it('returns the very object (so later changes to its fields are seen), {} for none', () => {
    const handlers = { onEvent: () => {} }
    expect(checkWidgetHandlers(handlers)).toBe(handlers)
    expect(checkWidgetHandlers(undefined)).toEqual({})
    expect(checkWidgetHandlers(null as unknown as WidgetHandlers)).toEqual({})
    expect(checkWidgetHandlers({ onEvent: undefined, onSendCrypto: null as never })).toEqual({
      onEvent: undefined,
      onSendCrypto: null,
    })
  })

  it('throws a TypeError naming the field for anything else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('onEvent', 'onSendCrypto'),
        fc.anything().filter((v) => v != null && typeof v !== 'function'),
        (name, value) => {
          expect(() => checkWidgetHandlers({ [name]: value } as WidgetHandlers)).toThrow(
            new TypeError(`${name} must be a function.`),
          )
        },
      ),
    )
    for (const bad of ['x', 1, true]) {
      expect(() => checkWidgetHandlers(bad as unknown as WidgetHandlers)).toThrow(TypeError)
    }
  })
})

describe('answerSendCrypto', () => {
  function instance() {
    let registered: SendCryptoHandler | undefined
    const off = vi.fn()
    const widget = {
      onSendCrypto: (handler: SendCryptoHandler) => {
        registered = handler
        return off
      },
    } as unknown as WidgetInstance
    return { widget, off, ask: () => registered!(SEND_CRYPTO_REQUEST) }
  }

  it('asks the handler current at that moment, and throws the no-handler error without one', async () => {
    const { widget, off, ask } = instance()
    let handlers: WidgetHandlers = {}
    expect(answerSendCrypto(widget, () => handlers)).toBe(off)
    expect(() => ask()).toThrow('The host has no onSendCrypto handler.')
    handlers = { onSendCrypto: async () => ({ txHash: '0x1' }) }
    await expect(ask()).resolves.toEqual({ txHash: '0x1' })
    handlers = { onSendCrypto: (request) => ({ txHash: request.address }) }
    expect(ask()).toEqual({ txHash: '0xabc' })
  })
})

import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type {
  RequestCryptoAccountHandler,
  SendCryptoHandler,
  WidgetInstance,
} from '../mount/createWidget.js'
import { SEND_CRYPTO_REQUEST } from '../mount/testing/harness.js'
import { answerWidgetRequests, checkWidgetHandlers, type WidgetHandlers } from './widgetHandlers.js'

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
        fc.constantFrom('onEvent', 'onSendCrypto', 'onRequestCryptoAccount'),
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

describe('answerWidgetRequests', () => {
  function instance() {
    let send: SendCryptoHandler | undefined
    let account: RequestCryptoAccountHandler | undefined
    const offSend = vi.fn()
    const offAccount = vi.fn()
    const widget = {
      onSendCrypto: (handler: SendCryptoHandler) => {
        send = handler
        return offSend
      },
      onRequestCryptoAccount: (handler: RequestCryptoAccountHandler) => {
        account = handler
        return offAccount
      },
    } as unknown as WidgetInstance
    return {
      widget,
      offSend,
      offAccount,
      askSend: () => send!(SEND_CRYPTO_REQUEST),
      askAccount: () => account!({ type: 'ETH', assetSymbol: 'ETH_USDC' }),
    }
  }

  it('asks the handler current at that moment, and throws the no-handler error without one', async () => {
    const { widget, askSend, askAccount } = instance()
    let handlers: WidgetHandlers = {}
    answerWidgetRequests(widget, () => handlers)
    expect(() => askSend()).toThrow('The host has no onSendCrypto handler.')
    expect(() => askAccount()).toThrow('The host has no onRequestCryptoAccount handler.')
    handlers = { onSendCrypto: async () => ({ txHash: '0x1' }) }
    await expect(askSend()).resolves.toEqual({ txHash: '0x1' })
    handlers = {
      onSendCrypto: (request) => ({ txHash: request.address }),
      onRequestCryptoAccount: (request) => ({ address: `0x${request.assetSymbol}` }),
    }
    expect(askSend()).toEqual({ txHash: '0xabc' })
    expect(askAccount()).toEqual({ address: '0xETH_USDC' })
  })

  it('returns one remover for both answers', () => {
    const { widget, offSend, offAccount } = instance()
    answerWidgetRequests(widget, () => ({}))()
    expect(offSend).toHaveBeenCalledOnce()
    expect(offAccount).toHaveBeenCalledOnce()
  })
})

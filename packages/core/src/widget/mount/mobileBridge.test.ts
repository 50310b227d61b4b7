import { describe, expect, it } from 'vitest'
import { answerMobileRequest, mobileReplyScript, readMobileWidgetMessage } from './mobileBridge.js'

const SEND = {
  assetInfo: { symbol: 'ETH', chain: 'ETH', decimals: 18 },
  amount: '1000',
  address: '0xaa',
}

describe('readMobileWidgetMessage', () => {
  it('reads the bridge’s JSON text, or an object, into core’s typed event', () => {
    const text = JSON.stringify({ type: 'APP_VERSION', payload: { version: '2.0' } })
    expect(readMobileWidgetMessage(text)).toEqual({
      message: { type: 'APP_VERSION', payload: { version: '2.0' } },
      reading: { event: { type: 'APP_VERSION', payload: { version: '2.0' } } },
    })
    expect(
      readMobileWidgetMessage({ type: 'SEND_CRYPTO', payload: SEND, eventVersion: 1 })?.reading,
    ).toEqual({ event: { type: 'SEND_CRYPTO', payload: SEND } })
  })

  it('keeps types core does not type (OPEN_LINK) with no reading, and names a malformed field', () => {
    expect(
      readMobileWidgetMessage('{"type":"OPEN_LINK","payload":{"url":"https://x.example"}}'),
    ).toEqual({
      message: { type: 'OPEN_LINK', payload: { url: 'https://x.example' } },
      reading: undefined,
    })
    expect(readMobileWidgetMessage({ type: 'PURCHASE_CREATED', payload: {} })?.reading).toEqual({
      invalidField: 'payload.purchase',
    })
  })

  it('never throws on what any page could post', () => {
    for (const data of ['', 'nope', '[]', 'null', '7', '{"type":1}', '{"type":""}', null, 3, []])
      expect(readMobileWidgetMessage(data)).toBeUndefined()
    expect(readMobileWidgetMessage(`{"type":"X","p":"${'a'.repeat(1_000_001)}"}`)).toBeUndefined()
  })
})

describe('mobileReplyScript', () => {
  it('posts the reply in the page as the native SDKs do, inert in HTML', () => {
    expect(mobileReplyScript({ type: 'BACK_BUTTON_PRESSED', payload: null })).toBe(
      'window.postMessage({"type":"BACK_BUTTON_PRESSED","payload":null});true;',
    )
    const script = mobileReplyScript({
      type: 'SEND_CRYPTO_RESULT',
      payload: { error: '</script><script>alert(1)</script>' },
      eventVersion: 1,
    })
    expect(script).not.toContain('<')
    const posted: unknown[] = []
    new Function('window', script)({ postMessage: (message: unknown) => posted.push(message) })
    expect(posted).toEqual([
      {
        type: 'SEND_CRYPTO_RESULT',
        payload: { error: '</script><script>alert(1)</script>' },
        eventVersion: 1,
      },
    ])
  })
})

describe('answerMobileRequest', () => {
  it('answers with the handler’s fields, as the launcher does on the web', async () => {
    expect(
      await answerMobileRequest('SEND_CRYPTO', SEND, {
        onSendCrypto: async () => ({ txHash: '0x1', extra: 'dropped' }) as never,
      }),
    ).toEqual({ type: 'SEND_CRYPTO_RESULT', payload: { txHash: '0x1' }, eventVersion: 1 })
    expect(
      await answerMobileRequest(
        'REQUEST_CRYPTO_ACCOUNT',
        { type: 'EVM', assetSymbol: 'ETH' },
        { onRequestCryptoAccount: () => ({ address: '0xbb' }) },
      ),
    ).toEqual({
      type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
      payload: { address: '0xbb', type: undefined, name: undefined, assetSymbol: undefined },
    })
  })

  it('answers an error for a missing handler, a throw or a result without its field', async () => {
    const answer = (handlers: Parameters<typeof answerMobileRequest>[2]) =>
      answerMobileRequest('SEND_CRYPTO', SEND, handlers).then((reply) => reply.payload)
    expect(await answer({})).toEqual({ error: 'The host has no onSendCrypto handler.' })
    expect(
      await answer({
        onSendCrypto: () => {
          throw new Error('rejected')
        },
      }),
    ).toEqual({ error: 'rejected' })
    expect(await answer({ onSendCrypto: () => ({}) as never })).toEqual({
      error: 'onSendCrypto must resolve to { txHash: string }.',
    })
  })
})

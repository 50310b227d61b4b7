import { describe, expect, it } from 'vitest'
import {
  NO_CRYPTO_ACCOUNT_HANDLER,
  NO_SEND_CRYPTO_HANDLER,
  replyToWidgetRequest,
  WIDGET_REQUESTS,
} from './widgetRequests.js'

const { SEND_CRYPTO, REQUEST_CRYPTO_ACCOUNT } = WIDGET_REQUESTS

describe('replyToWidgetRequest', () => {
  it('answers the rule fields of the result only', async () => {
    expect(
      await replyToWidgetRequest(SEND_CRYPTO, () => ({ txHash: '0xabc', other: 1 }), {}),
    ).toEqual({ txHash: '0xabc' })
    expect(
      await replyToWidgetRequest(
        REQUEST_CRYPTO_ACCOUNT,
        async () => ({ address: '0x1', name: 'Main', secretKey: 'never' }),
        {},
      ),
    ).toEqual({ address: '0x1', type: undefined, name: 'Main', assetSymbol: undefined })
  })

  it('passes the request to the answerer', async () => {
    const seen: unknown[] = []
    await replyToWidgetRequest(SEND_CRYPTO, (request) => seen.push(request), { amount: '1' })
    expect(seen).toEqual([{ amount: '1' }])
  })

  it('answers the no-handler message without an answerer', async () => {
    expect(await replyToWidgetRequest(SEND_CRYPTO, undefined, {})).toEqual({
      error: NO_SEND_CRYPTO_HANDLER,
    })
    expect(await replyToWidgetRequest(REQUEST_CRYPTO_ACCOUNT, undefined, {})).toEqual({
      error: NO_CRYPTO_ACCOUNT_HANDLER,
    })
  })

  it('answers { error } for a throw, a rejection, a string thrown or a missing field', async () => {
    const cases: [unknown, string][] = [
      [() => Promise.reject(new Error('user rejected')), 'user rejected'],
      [
        () => {
          throw 'plain'
        },
        'plain',
      ],
      [() => Promise.reject({ odd: true }), 'Failed.'],
      [() => ({ txHash: '' }), 'onSendCrypto must resolve to { txHash: string }.'],
      [() => undefined, 'onSendCrypto must resolve to { txHash: string }.'],
    ]
    for (const [answerer, error] of cases) {
      expect(await replyToWidgetRequest(SEND_CRYPTO, answerer as () => unknown, {})).toEqual({
        error,
      })
    }
  })
})

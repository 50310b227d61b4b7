import { describe, expect, it } from 'vitest'
import { readSendCryptoResult } from './sendCryptoResult.js'

describe('readSendCryptoResult', () => {
  it('is sent with a transaction hash', () => {
    expect(readSendCryptoResult({ txHash: '0xfeed' })).toEqual({ sent: true, txHash: '0xfeed' })
  })

  it("failed with the host's error", () => {
    expect(readSendCryptoResult({ error: 'user rejected' })).toEqual({
      sent: false,
      reason: 'user rejected',
    })
  })

  it('failed for an empty or non-text hash, or no payload at all', () => {
    for (const payload of [{ txHash: '' }, { txHash: 42 }, {}, null, undefined]) {
      expect(readSendCryptoResult(payload)).toEqual({ sent: false, reason: 'no transaction hash' })
    }
  })
})

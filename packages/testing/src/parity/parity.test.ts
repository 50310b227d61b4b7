import { describe, expect, it } from 'vitest'
import { PARITY_TX_HASH, runParityUnderMock } from './testkit.js'

// The unit half of e2e/src/testing-kit-parity.test.ts, which runs the same scenario in Chromium
// against the stand-in widget and expects the very same record.
describe('parity scenario under mockWidget', () => {
  it('a sale, then SEND_CRYPTO: the handler gets the sale crypto, the answer carries its hash', async () => {
    expect(await runParityUnderMock()).toEqual({
      events: ['APP_VERSION', 'WIDGET_CONFIG_DONE', 'OFFRAMP_SALE_CREATED', 'SEND_CRYPTO'],
      sendCryptoCalls: [
        {
          assetInfo: expect.objectContaining({ symbol: 'ETH', chain: 'ETH' }),
          amount: "<the sale's amount>",
          address: '<an EVM address>',
        },
      ],
      answers: [
        { type: 'SEND_CRYPTO_RESULT', payload: { txHash: PARITY_TX_HASH }, eventVersion: 1 },
      ],
    })
  })
})

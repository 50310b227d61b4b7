// Helpers for the jsdom tests of widget/controller (not published: src/**/testing/**). The
// stand-in widget window is ../../mount/testing/driveFrame.ts.

/** What an off-ramp widget asks for in `SEND_CRYPTO`. */
export const SEND_CRYPTO_REQUEST = {
  assetInfo: {
    address: null,
    symbol: 'ETH',
    chain: 'ETH',
    type: 'NATIVE',
    name: 'Ether',
    decimals: 18,
  },
  amount: '1',
  address: '0xabc',
} as const

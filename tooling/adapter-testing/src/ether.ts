// One asset for the test doubles, in a module of its own: the trackers' double is read by React
// Native's tests, type-checked without the DOM, and frames.ts is DOM code.

/** Ether on Ethereum, as the host API and the widget's messages describe an asset. */
export const ETHER = {
  address: null,
  symbol: 'ETH',
  chain: 'ETH',
  type: 'NATIVE',
  name: 'Ether',
  decimals: 18,
} as const

import { describe, expect, it } from 'vitest'
import { fakeTxHash } from './fakeTxHash.js'

describe('fakeTxHash', () => {
  it.each([
    ['ETH', /^0x[0-9a-f]{64}$/],
    ['MATIC', /^0x[0-9a-f]{64}$/],
    ['BASE', /^0x[0-9a-f]{64}$/],
    ['BTC', /^[0-9a-f]{64}$/],
    // 64 bytes in base58: 86 to 88 characters (fewer only with leading zero bytes)
    ['SOLANA', /^[1-9A-HJ-NP-Za-km-z]{80,88}$/],
  ])('%s hashes look like the chain’s and differ', (chain, shape) => {
    const hashes = new Set(Array.from({ length: 20 }, () => fakeTxHash(chain)))
    expect(hashes.size).toBe(20)
    for (const hash of hashes) expect(hash).toMatch(shape)
  })
})

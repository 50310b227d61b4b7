import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './evmAddress.js'
import { evmAddress } from './testing/arbitraries.js'

describe('isEvmAddress', () => {
  it('is 0x and 40 hex digits, any case', () => {
    fc.assert(
      fc.property(evmAddress, (address) => {
        expect(isEvmAddress(address)).toBe(true)
      }),
    )
    expect(isEvmAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(true)
  })

  it('refuses other shapes: Bitcoin and Solana addresses, wrong lengths, no 0x, not a string', () => {
    for (const bad of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      `0x${'a'.repeat(39)}`,
      `0x${'a'.repeat(41)}`,
      'a'.repeat(40),
      `0X${'a'.repeat(40)}`,
      `0x${'g'.repeat(40)}`,
      ` 0x${'a'.repeat(40)}`,
      `0x${'a'.repeat(40)}\n`,
      null,
      undefined,
      1,
    ]) {
      expect(isEvmAddress(bad), String(bad)).toBe(false)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { balanceSlotPreimage, shortString, word } from '../../src/tokenStorage.mjs'

describe('LocalToken storage words', () => {
  it('a number is one 32-byte word', () => {
    expect(word(6)).toBe(`0x${'0'.repeat(63)}6`)
    expect(word(2n ** 255n)).toBe(`0x8${'0'.repeat(63)}`)
  })

  it('a short string is its bytes left-aligned and twice its length last (Solidity layout)', () => {
    expect(shortString('USDC')).toBe(`0x55534443${'0'.repeat(54)}08`)
    expect(shortString('')).toBe(`0x${'0'.repeat(64)}`)
    expect(() => shortString('x'.repeat(32))).toThrow(RangeError)
  })

  it("balanceOf[account]'s slot hashes the account's word and slot 0", () => {
    const account = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(balanceSlotPreimage(account)).toBe(
      `0x${'0'.repeat(24)}f39fd6e51aad88f6f4ce6ab8827279cfffb92266${'0'.repeat(64)}`,
    )
  })
})

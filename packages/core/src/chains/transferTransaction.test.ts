import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evmAddress } from './testing/arbitraries.js'
import { transferTransaction } from './transferTransaction.js'

const TO = '0x8f3cf7ad23cd3cadbd9735aff958023239c6a063'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('transferTransaction', () => {
  it('a native transfer sends its value to its address, with no data', () => {
    expect(transferTransaction({ kind: 'native', chainId: 137, to: TO, value: 5n })).toEqual({
      chainId: 137,
      to: TO,
      value: 5n,
    })
  })

  it('an ERC-20 transfer calls transfer(address,uint256) on the token, with no value', () => {
    const transaction = transferTransaction({
      kind: 'erc20',
      chainId: 1,
      token: USDC,
      to: TO,
      amount: 25_000_000n,
    })
    expect(transaction).toEqual({
      chainId: 1,
      to: USDC,
      value: 0n,
      // selector a9059cbb, the address and 25,000,000 (0x17d7840) as 32-byte words
      data: '0xa9059cbb0000000000000000000000008f3cf7ad23cd3cadbd9735aff958023239c6a06300000000000000000000000000000000000000000000000000000000017d7840',
    })
    expect(transaction.data).toHaveLength(2 + 8 + 64 + 64)
  })

  it('the call data decodes back to the transfer’s address and amount', () => {
    fc.assert(
      fc.property(
        evmAddress,
        evmAddress,
        fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }),
        (token, to, amount) => {
          const {
            data,
            value,
            to: target,
          } = transferTransaction({ kind: 'erc20', chainId: 1, token, to, amount })
          expect(value).toBe(0n)
          expect(target).toBe(token)
          expect(data).toMatch(/^0xa9059cbb[0-9a-f]{128}$/)
          expect(`0x${data!.slice(10 + 24, 10 + 64)}`).toBe(to.toLowerCase())
          expect(BigInt(`0x${data!.slice(10 + 64)}`)).toBe(amount)
        },
      ),
    )
  })
})

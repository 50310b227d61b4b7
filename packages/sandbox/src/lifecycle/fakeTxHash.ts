import { randomBytes } from 'node:crypto'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * A random transaction id shaped like the chain's: Bitcoin 64 hex digits, Solana a base58
 * signature (64 bytes), EVM chains `0x` + 64 hex digits.
 */
export function fakeTxHash(chain: string): string {
  if (chain === 'BTC') return randomBytes(32).toString('hex')
  if (chain === 'SOLANA') return base58(randomBytes(64))
  return `0x${randomBytes(32).toString('hex')}`
}

function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
  let out = ''
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

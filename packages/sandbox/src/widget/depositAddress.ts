import { createHash } from 'node:crypto'

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * A made-up deposit address for a sale, shaped like an address of `chain` and stable for the
 * sale id (no key exists for it: the sandbox moves no crypto).
 */
export function depositAddress(chain: string, saleId: string): string {
  const bytes = createHash('sha256').update(`deposit:${saleId}`).digest()
  const pick = (alphabet: string, length: number) =>
    Array.from(bytes.subarray(0, length), (byte) => alphabet[byte % alphabet.length]).join('')
  switch (chain.toUpperCase()) {
    case 'BTC':
      return `bc1q${pick(BECH32, 32)}${pick(BECH32, 6)}`
    case 'SOLANA':
      return pick(BASE58, 32) + pick(BASE58, 12)
    default:
      return `0x${bytes.toString('hex').slice(0, 40)}`
  }
}

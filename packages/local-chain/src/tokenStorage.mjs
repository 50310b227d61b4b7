// The storage slots of contracts/LocalToken.sol (its layout: balanceOf 0, totalSupply 1,
// decimals 2, name 3, symbol 4), as hardhat_setStorageAt writes them.

/** @param {bigint | number} value a 32-byte word, 0x and 64 hex digits */
export function word(value) {
  return `0x${BigInt(value).toString(16).padStart(64, '0')}`
}

/**
 * Solidity's encoding of a string of at most 31 bytes in its own slot: the bytes left-aligned,
 * the length times two in the last byte.
 * @param {string} text
 */
export function shortString(text) {
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length > 31) throw new RangeError(`"${text}" is longer than 31 bytes`)
  const slot = Buffer.alloc(32)
  bytes.copy(slot)
  slot[31] = bytes.length * 2
  return `0x${slot.toString('hex')}`
}

/**
 * The preimage of `balanceOf[account]`'s slot: keccak256(account as a word ++ slot 0). The
 * caller hashes it (the node's `web3_sha3`: no hashing library needed here).
 * @param {string} account
 */
export function balanceSlotPreimage(account) {
  return `0x${account.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(64)}`
}

export const SLOT = { totalSupply: 1n, decimals: 2n, name: 3n, symbol: 4n }

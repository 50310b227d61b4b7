/** An EVM address as wallet libraries type it (viem's `Address`): `0x` and 40 hex digits. */
export type EvmAddress = `0x${string}`

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether `value` is an EVM address: `0x` and 40 hex digits, any case. The EIP-55 checksum of a
 * mixed-case address is left to the wallet library (it needs keccak-256, which core does not carry).
 */
export function isEvmAddress(value: unknown): value is EvmAddress {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}

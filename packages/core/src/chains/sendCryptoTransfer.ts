import { isPositiveBaseUnits } from '../types/fieldRules.js'
import { ChainError, describeValue } from './ChainError.js'
import { type EvmAddress, isEvmAddress } from './evmAddress.js'
import { type ChainAsset, evmAssetRef } from './evmAsset.js'
import type { ChainTableOptions } from './serviceChains.js'

/**
 * What the widget's `SEND_CRYPTO` asks (its payload, `SendCryptoPayload`, fits): send `amount` of
 * `assetInfo` to `address`.
 */
export interface SendCryptoRequest {
  assetInfo: ChainAsset
  /** In base units (wei, token units), as every crypto amount of the service (spec 2). */
  amount: string
  /** Where to send it: the sale's deposit address. */
  address: string
}

/** Send `value` wei of the chain's native coin to `to`. */
export interface NativeTransfer {
  kind: 'native'
  chainId: number
  to: EvmAddress
  value: bigint
}

/** Call `transfer(to, amount)` on the ERC-20 contract `token`. */
export interface Erc20Transfer {
  kind: 'erc20'
  chainId: number
  token: EvmAddress
  to: EvmAddress
  amount: bigint
}

/** A transfer any wallet library can send: the native coin, or an ERC-20 token's `transfer`. */
export type EvmTransfer = NativeTransfer | Erc20Transfer

const MAX_UINT256 = (1n << 256n) - 1n

/**
 * The transfer a send-crypto request asks for, as plain data: `{ kind: 'native', chainId, to,
 * value }` or `{ kind: 'erc20', chainId, token, to, amount }`, amounts as bigint base units (the
 * request's `amount` is already in base units). Throws a `ChainError`: `NOT_EVM_CHAIN` or
 * `UNKNOWN_CHAIN` for the asset's chain, `INVALID_ADDRESS` for a destination or token contract
 * that is no EVM address, `INVALID_AMOUNT` for an amount that is not a whole number of base
 * units above zero within a uint256.
 */
export function sendCryptoTransfer(
  request: SendCryptoRequest,
  options?: ChainTableOptions,
): EvmTransfer {
  const { assetInfo, amount, address } = request
  const { chainId, token } = evmAssetRef(assetInfo, options)
  if (!isEvmAddress(address)) {
    throw new ChainError(
      `The address to send to, ${describeValue(address)}, is not an EVM address`,
      { code: 'INVALID_ADDRESS', chain: assetInfo.chain },
    )
  }
  const units = isPositiveBaseUnits(amount) ? BigInt(amount) : -1n
  if (units < 1n || units > MAX_UINT256) {
    throw new ChainError(
      `Amount ${describeValue(amount)} is not a whole number of base units above zero within a uint256`,
      { code: 'INVALID_AMOUNT', chain: assetInfo.chain },
    )
  }
  return token === null
    ? { kind: 'native', chainId, to: address, value: units }
    : { kind: 'erc20', chainId, token, to: address, amount: units }
}

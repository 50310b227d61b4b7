import type { AssetId } from '../types/common.js'

export interface AssetRef {
  chain: string
  symbol: string
}

// Chains are upper-case codes (ETH, MATIC, SOLANA); symbols may carry a dot (USDC.e).
const ASSET_ID = /^([A-Z][A-Z0-9]*)_([A-Za-z0-9][A-Za-z0-9.]*)$/

/** Whether `value` is an asset id of the form `<CHAIN>_<SYMBOL>`. */
export function isAssetId(value: unknown): value is AssetId {
  return typeof value === 'string' && ASSET_ID.test(value)
}

/** Splits `ETH_USDC` into `{ chain: 'ETH', symbol: 'USDC' }`; throws a TypeError on any other shape. */
export function parseAssetId(id: string): AssetRef {
  const match = typeof id === 'string' ? ASSET_ID.exec(id) : null
  if (!match) {
    throw new TypeError(
      `Invalid asset id ${describe(id)}: expected <CHAIN>_<SYMBOL> such as ETH_USDC`,
    )
  }
  return { chain: match[1]!, symbol: match[2]! }
}

function describe(value: unknown): string {
  if (typeof value !== 'string') return `(a ${value === null ? 'null' : typeof value})`
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
}

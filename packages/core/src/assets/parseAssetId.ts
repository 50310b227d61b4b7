import type { AssetId } from '../types/common.js'

/**
 * An asset named by its chain and symbol (`ETH_USDC` is `{ chain: 'ETH', symbol: 'USDC' }`);
 * symbols are compared as written, never case-folded.
 */
export interface AssetRef {
  chain: string
  symbol: string
}

// The one grammar of asset ids, used by the client, the schemas (whose JSON Schema hints take the
// exported patterns), the widget validation and the sandbox. Chains are upper-case codes (ETH,
// MATIC, SOLANA); symbols may carry lower-case letters and a dot (USDC.e), so a symbol is
// matched as written, never case-folded. Written as literals, not composed with `new RegExp`:
// a literal costs nothing at import and a bundler drops the ones an app does not call
// (assets.test.ts checks that the three spell the chain and symbol alike).
export const ASSET_ID = /^([A-Z][A-Z0-9]*)_([A-Za-z0-9][A-Za-z0-9.]*)$/
const CHAIN_WILDCARD = /^([A-Z][A-Z0-9]*)_\*$/
export const BARE_SYMBOL = /^[A-Za-z0-9][A-Za-z0-9.]*$/
// Ids are short; a cap keeps hostile input from reaching the pattern at all.
export const MAX_ASSET_ID_LENGTH = 64

/** Whether `value` is an asset id of the form `<CHAIN>_<SYMBOL>` (e.g. `ETH_USDC`, `MATIC_USDC.e`). */
export function isAssetId(value: unknown): value is AssetId {
  return typeof value === 'string' && value.length <= MAX_ASSET_ID_LENGTH && ASSET_ID.test(value)
}

/**
 * What the legacy API takes as `cryptoAssetSymbol` (it has no chains): a bare symbol such as
 * `ETH` or `USDC.e`, or an asset id.
 */
export function isLegacyAssetSymbol(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_ASSET_ID_LENGTH &&
    (BARE_SYMBOL.test(value) || ASSET_ID.test(value))
  )
}

/** The chain of a `<CHAIN>_*` list entry (every asset of that chain), or undefined. */
export function chainOfWildcard(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_ASSET_ID_LENGTH) return undefined
  return CHAIN_WILDCARD.exec(value)?.[1]
}

/** Splits `ETH_USDC` into `{ chain: 'ETH', symbol: 'USDC' }`; throws a TypeError on any other shape. */
export function parseAssetId(id: string): AssetRef {
  const match = isAssetId(id) ? ASSET_ID.exec(id) : null
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

import { isAssetId } from '../../assets/parseAssetId.js'
import type { ValidationContext } from '../validation/context.js'
import { matches, readString } from '../validation/readers.js'

const MAX_REPORTED = 10
const CHAIN_WILDCARD = /^[A-Z][A-Z0-9]*_\*$/
const ENTRY = { test: (entry: string) => isAssetId(entry) || CHAIN_WILDCARD.test(entry) }

/**
 * `swapAsset` / `offrampAsset`: a comma-separated list of asset ids and `<CHAIN>_*` wildcards;
 * blank offers every asset (so it is left out). Each malformed entry is its own issue.
 */
export function validateAssetLists(ctx: ValidationContext): void {
  for (const key of ['swapAsset', 'offrampAsset'] as const) {
    const value = readString(
      ctx,
      key,
      'omit',
      "a comma-separated string such as 'ETH_USDC,MATIC_*'",
    )
    if (value === undefined) {
      if (typeof (ctx.get(key) ?? '') === 'string') ctx.assets[key] = []
      continue
    }
    const entries = value.split(',').map((entry) => entry.trim())
    let bad = 0
    entries.forEach((entry, index) => {
      if (!ENTRY.test(entry) && ++bad <= MAX_REPORTED) {
        const subject = `${key} entry ${index + 1} of ${entries.length}`
        matches(ctx, key, entry, ENTRY, '<CHAIN>_<SYMBOL> such as ETH_USDC or <CHAIN>_*', subject)
      }
    })
    if (bad > MAX_REPORTED)
      ctx.issue(key, `${key} has ${bad - MAX_REPORTED} more malformed entries.`)
    if (bad) continue
    ctx.assets[key] = entries
    ctx.config[key] = entries.join(',')
  }
}

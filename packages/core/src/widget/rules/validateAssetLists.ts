import { parseAssetList } from '../../assets/assetFilter.js'
import { isAssetId } from '../../assets/parseAssetId.js'
import type { ValidationContext } from '../validation/context.js'
import { quote } from '../validation/describeValue.js'
import { readString } from '../validation/readers.js'

const MAX_REPORTED = 10
const EXPECTED =
  'expected <CHAIN>_<SYMBOL> such as ETH_USDC, or <CHAIN>_* for every asset of a chain'

/**
 * `swapAsset` / `offrampAsset`: a comma-separated list of asset ids and `<CHAIN>_*` wildcards;
 * blank offers every asset (so it is left out). Each malformed entry is its own issue.
 */
export function validateAssetLists(ctx: ValidationContext): void {
  for (const key of ['swapAsset', 'offrampAsset'] as const) {
    if (ctx.has(key) && Array.isArray(ctx.get(key))) {
      ctx.issue(
        key,
        `${key} must be one comma-separated string such as 'ETH_USDC,MATIC_*', got ${ctx.describe(key, ctx.get(key))}. Join the list: list.join(',').`,
      )
      continue
    }
    const value = readString(ctx, key, { blank: 'omit' })
    if (value === undefined) {
      if (!ctx.has(key) || typeof ctx.get(key) === 'string') ctx[listField(key)] = ''
      continue
    }
    const list = checkList(ctx, key, value)
    if (list === undefined) continue
    ctx[listField(key)] = list
    ctx.config[key] = list
  }
}

function listField(key: 'swapAsset' | 'offrampAsset') {
  return key === 'swapAsset' ? ('swapAssetList' as const) : ('offrampAssetList' as const)
}

/** The list with its entries trimmed, or undefined after reporting the bad entries. */
function checkList(
  ctx: ValidationContext,
  key: 'swapAsset' | 'offrampAsset',
  value: string,
): string | undefined {
  const items = value.split(',').map((item) => item.trim())
  const parsed = parseAssetList(items)
  if (!parsed.ok) {
    const total = items.length
    for (const { index, value: entry } of parsed.invalid.slice(0, MAX_REPORTED)) {
      const where = `entry ${index + 1} of ${total}`
      if (entry === '') {
        ctx.issue(
          key,
          `${key} ${where} is empty (a doubled, leading or trailing comma?); ${EXPECTED}.`,
        )
      } else {
        const upper = entry.toUpperCase()
        const hint =
          upper !== entry && (isAssetId(upper) || /^[A-Z][A-Z0-9]*_\*$/.test(upper))
            ? ` Did you mean ${quote(upper, ctx.secret)}?`
            : ''
        ctx.issue(
          key,
          `${key} ${where}, ${quote(entry, ctx.secret)}, is not an asset id: ${EXPECTED}.${hint}`,
        )
      }
    }
    if (parsed.invalid.length > MAX_REPORTED) {
      ctx.issue(key, `${key} has ${parsed.invalid.length - MAX_REPORTED} more malformed entries.`)
    }
    return undefined
  }
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const item of items) (seen.has(item) ? repeated : seen).add(item)
  if (repeated.size > 0) {
    const names = [...repeated]
      .slice(0, MAX_REPORTED)
      .map((item) => quote(item, ctx.secret))
      .join(', ')
    ctx.warn(key, `${key} lists ${names} more than once; the repeats change nothing.`)
  }
  return items.join(',')
}

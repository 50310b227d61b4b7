import type { ValidationContext } from '../validation/context.js'
import { describeFlows } from '../validation/describeFlows.js'
import { readString } from '../validation/readers.js'

/**
 * `swapAsset` / `offrampAsset`: a comma-separated string of asset ids and `<CHAIN>_*`; blank
 * offers every asset (left out). Spec 2.11 states no format beyond that description and the
 * official SDK's own tests pass bare symbols (`ETH`), so other entries are warnings, one each.
 * `offrampAsset` is for the off-ramp flow only (a stated rule).
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
    ctx.assets[key] = entries
    ctx.config[key] = entries.join(',')
    // Entries of other forms are found when the warning is worded (checks/isAssetListEntry,
    // checks/assetEntryProblem), which the launcher leaves out.
    ctx.note(key, 'oddListEntries')
    if (key === 'offrampAsset' && ctx.flows && !ctx.flows.includes('OFFRAMP')) {
      ctx.issue(key, `offrampAsset is only for the OFFRAMP flow, but ${describeFlows(ctx)}.`)
    }
  }
}

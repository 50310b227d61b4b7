import { matchesAssetList, parseAssetList } from '../../assets/assetFilter.js'
import { isAssetId, parseAssetId } from '../../assets/parseAssetId.js'
import type { WidgetFlow } from '../types.js'
import type { ValidationContext } from '../validation/context.js'
import { quote, truncate } from '../validation/describeValue.js'
import { readString } from '../validation/readers.js'

const LIST_OF: Record<WidgetFlow, 'swapAsset' | 'offrampAsset'> = {
  ONRAMP: 'swapAsset',
  OFFRAMP: 'offrampAsset',
}

/**
 * `defaultAsset` is one asset id, offered by the list of an enabled flow (named there or
 * covered by `<CHAIN>_*`; a blank list offers everything). Offered by no enabled flow is an
 * issue; offered by only some of them is a warning, since the others cannot pre-select it.
 */
export function validateDefaultAsset(ctx: ValidationContext): void {
  const value = readString(ctx, 'defaultAsset')
  if (value === undefined) return
  if (!isAssetId(value)) {
    const wildcard = /^[A-Z][A-Z0-9]*_\*$/.test(value)
    ctx.issue(
      'defaultAsset',
      wildcard
        ? `defaultAsset must be a single asset such as ETH_USDC, not the chain wildcard ${quote(value)}.`
        : `defaultAsset must be an asset id <CHAIN>_<SYMBOL> such as ETH_USDC, got ${ctx.describe('defaultAsset', value)}.`,
    )
    return
  }
  ctx.config.defaultAsset = value
  const flows = ctx.flows?.enabledFlows
  if (!flows) return
  const asset = parseAssetId(value)
  const missing: WidgetFlow[] = []
  for (const flow of flows) {
    const list = flow === 'ONRAMP' ? ctx.swapAssetList : ctx.offrampAssetList
    if (list === undefined) return // that list is invalid and already reported
    const parsed = parseAssetList(list)
    if (parsed.ok && !matchesAssetList(parsed.entries, asset)) missing.push(flow)
  }
  if (missing.length === 0) return
  const reasons = missing
    .map((flow) => `${LIST_OF[flow]} ${quote(listOf(ctx, flow), ctx.secret)} does not include it`)
    .join(' and ')
  const fix = `Add it (or its chain, ${truncate(asset.chain)}_*) to ${missing.map((flow) => LIST_OF[flow]).join(' and ')}, or choose an offered asset.`
  if (missing.length === flows.length) {
    ctx.issue(
      'defaultAsset',
      `defaultAsset ${quote(value, ctx.secret)} is not offered: ${reasons}. ${fix}`,
    )
  } else {
    ctx.warn(
      'defaultAsset',
      `defaultAsset ${quote(value, ctx.secret)} is not offered in the ${missing.join(' and ')} flow: ${reasons}. ${fix}`,
    )
  }
}

function listOf(ctx: ValidationContext, flow: WidgetFlow): string {
  return (flow === 'ONRAMP' ? ctx.swapAssetList : ctx.offrampAssetList) ?? ''
}

import { isAssetId } from '../../assets/parseAssetId.js'
import type { ValidationContext } from '../validation/context.js'
import { quote } from '../validation/describeValue.js'
import { matches, readString } from '../validation/readers.js'

/**
 * `defaultAsset` is one asset id, offered by the list of an enabled flow (named there or
 * covered by `<CHAIN>_*`; a blank list offers everything). Offered by no enabled flow is an
 * issue; offered by only some of them is a warning, since the others cannot pre-select it.
 */
export function validateDefaultAsset(ctx: ValidationContext): void {
  const value = readString(ctx, 'defaultAsset')
  if (
    value === undefined ||
    !matches(ctx, 'defaultAsset', value, { test: isAssetId }, 'one asset id such as ETH_USDC')
  ) {
    return
  }
  const lists = (ctx.flows ?? []).map((flow) => (flow === 'ONRAMP' ? 'swapAsset' : 'offrampAsset'))
  const chain = `${value.split('_')[0]}_*`
  // An invalid list is reported already.
  if (lists.some((key) => !ctx.assets[key])) return
  const missing = lists.filter((key) => {
    const entries = ctx.assets[key]!
    return entries.length && !entries.includes(value) && !entries.includes(chain)
  })
  if (!missing.length) return
  const message = `defaultAsset ${quote(value, ctx.secret)} is not offered by ${missing
    .map((key) => `${key} ${quote(ctx.assets[key]!.join(','), ctx.secret)}`)
    .join(' or ')}: add it or ${quote(chain, ctx.secret)} there.`
  if (missing.length < lists.length) ctx.warn('defaultAsset', message)
  else ctx.issue('defaultAsset', message)
}

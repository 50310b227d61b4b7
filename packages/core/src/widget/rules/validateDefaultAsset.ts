import { isAssetId, parseAssetId } from '../../assets/parseAssetId.js'
import type { ValidationContext } from '../validation/context.js'
import { readString } from '../validation/readers.js'

/**
 * `defaultAsset` is a string. Spec 2.11 only says it is pre-selected and changeable, so an id
 * of another form, or one that no list of an enabled flow offers (named there or covered by
 * `<CHAIN>_*`; a blank list offers everything), is a warning: the widget then opens on its own
 * default asset.
 */
export function validateDefaultAsset(ctx: ValidationContext): void {
  const value = readString(ctx, 'defaultAsset')
  if (value === undefined) return
  if (!isAssetId(value)) {
    ctx.note('defaultAsset', 'oddDefaultAsset', value)
    return
  }
  const lists = (ctx.flows ?? []).map((flow) => (flow === 'ONRAMP' ? 'swapAsset' : 'offrampAsset'))
  const { chain, symbol } = parseAssetId(value)
  const wildcard = `${chain}_*`
  const missing = lists.filter((key) => {
    const entries = ctx.assets[key]
    return (
      entries?.length &&
      !entries.includes(value) &&
      !entries.includes(wildcard) &&
      !entries.includes(symbol)
    )
  })
  if (!missing.length) return
  ctx.note('defaultAsset', 'notOffered', value, missing, wildcard)
}

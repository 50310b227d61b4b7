import type { ValidationContext } from '../validation/context.js'
import { readString } from '../validation/readers.js'

/**
 * `defaultAsset` is a string. Spec 2.11 only says it is pre-selected and changeable, so an id
 * of another form, or one that no list of an enabled flow offers (named there or covered by
 * `<CHAIN>_*`; a blank list offers everything), is a warning: the widget then opens on its own
 * default asset. The warning's wording does the looking (see `listsNotOffering`), so the
 * launcher, which drops warnings, leaves it out.
 */
export function validateDefaultAsset(ctx: ValidationContext): void {
  const value = readString(ctx, 'defaultAsset')
  if (value !== undefined) ctx.note('defaultAsset', 'defaultAsset', value)
}

/**
 * The asset lists of the enabled flows that do not offer the asset id `id`, and the wildcard
 * that would cover it (`ETH_*`).
 */
export function listsNotOffering(
  ctx: ValidationContext,
  id: string,
): [lists: ('swapAsset' | 'offrampAsset')[], wildcard: string] {
  const lists = (ctx.flows ?? []).map((flow) => (flow === 'ONRAMP' ? 'swapAsset' : 'offrampAsset'))
  // An asset id's chain and symbol never contain `_`: the id splits there.
  const [chain, symbol] = id.split('_') as [string, string]
  const wildcard = `${chain}_*`
  const missing = lists.filter((key) => {
    const entries = ctx.assets[key]
    return (
      entries?.length &&
      !entries.includes(id) &&
      !entries.includes(wildcard) &&
      !entries.includes(symbol)
    )
  })
  return [missing, wildcard]
}

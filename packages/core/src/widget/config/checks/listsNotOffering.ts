import type { ValidationContext } from '../validation/context.js'

/**
 * The asset lists of the enabled flows that do not offer the asset id `id` (named there or
 * covered by `<CHAIN>_*`; a blank list offers everything), and the wildcard that would cover it
 * (`ETH_*`).
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

import type { ValidationContext } from '../validation/context.js'
import { readString } from '../validation/readers.js'

/**
 * `defaultAsset` is a string. Spec 2.11 only says it is pre-selected and changeable, so an id
 * of another form, or one that no list of an enabled flow offers (named there or covered by
 * `<CHAIN>_*`; a blank list offers everything), is a warning: the widget then opens on its own
 * default asset. The warning's wording does the looking (checks/assetEntryProblem,
 * checks/listsNotOffering), so the launcher, which drops warnings, leaves it out.
 */
export function validateDefaultAsset(ctx: ValidationContext): void {
  const value = readString(ctx, 'defaultAsset')
  if (value !== undefined) ctx.note('defaultAsset', 'defaultAsset', value)
}

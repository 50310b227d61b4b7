import type { ValidationContext } from '../validation/context.js'
import { matches, readString } from '../validation/readers.js'

/** `userAddress` (free text: its format depends on the chain), `userEmailAddress`, `selectedCountryCode`. */
export function validateUserFields(ctx: ValidationContext): void {
  readString(ctx, 'userAddress')

  // Spec 2.11 states no format: the widget just pre-fills its field, so an address of another
  // shape is a warning, found by its wording (checks/emailProblem).
  const email = readString(ctx, 'userEmailAddress')
  if (email !== undefined) ctx.note('userEmailAddress', 'email', email)

  const country = readString(ctx, 'selectedCountryCode')
  const expected = "a two-letter ISO 3166-1 alpha-2 country code such as 'GB'"
  if (country !== undefined) matches(ctx, 'selectedCountryCode', country, /^[A-Za-z]{2}$/, expected)
}

import type { ValidationContext } from '../validation/context.js'
import { matches, readString } from '../validation/readers.js'

/** `userAddress` (free text: its format depends on the chain), `userEmailAddress`, `selectedCountryCode`. */
export function validateUserFields(ctx: ValidationContext): void {
  readString(ctx, 'userAddress')

  // Spec 2.11 states no format: the widget just pre-fills its field, so an address of another
  // shape is a warning, found by its wording (emailProblem).
  const email = readString(ctx, 'userEmailAddress')
  if (email !== undefined) ctx.note('userEmailAddress', 'email', email)

  const country = readString(ctx, 'selectedCountryCode')
  const expected = "a two-letter ISO 3166-1 alpha-2 country code such as 'GB'"
  if (country !== undefined) matches(ctx, 'selectedCountryCode', country, /^[A-Za-z]{2}$/, expected)
}

/**
 * Why a string is not shaped like an e-mail address (RFC 5321: at most 254 characters), or
 * undefined. Linear time: the patterns cannot backtrack.
 */
export function emailProblem(email: string): string | undefined {
  if (email.length > 254) return 'longer than 254 characters'
  if (/\s/.test(email)) return 'with whitespace'
  if (!/^[^@]+@[^@]+$/.test(email)) return "without exactly one '@' between a name and a domain"
  if (!/@[^.]+(\.[^.]+)+$/.test(email)) return 'whose domain has no dot or an empty part'
  return undefined
}

import type { ValidationContext } from '../validation/context.js'
import { readString } from '../validation/readers.js'

// RFC 5321: a forward path holds at most 254 characters of address.
const MAX_EMAIL_LENGTH = 254

/** `userAddress` (free text: its format depends on the chain), `userEmailAddress`, `selectedCountryCode`. */
export function validateUserFields(ctx: ValidationContext): void {
  const address = readString(ctx, 'userAddress')
  if (address !== undefined) ctx.config.userAddress = address

  const email = readString(ctx, 'userEmailAddress')
  if (email !== undefined) {
    const problem = emailProblem(email)
    // The address itself is personal data: the message says what is wrong without repeating it.
    if (problem) {
      ctx.issue(
        'userEmailAddress',
        `userEmailAddress must be an e-mail address such as name@example.com, but the given string ${problem}.`,
      )
    } else {
      ctx.config.userEmailAddress = email
    }
  }

  const country = readString(ctx, 'selectedCountryCode')
  if (country !== undefined) {
    if (/^[A-Za-z]{2}$/.test(country)) {
      ctx.config.selectedCountryCode = country
    } else {
      ctx.issue(
        'selectedCountryCode',
        `selectedCountryCode must be a two-letter ISO 3166-1 alpha-2 country code such as 'GB', got ${ctx.describe('selectedCountryCode', country)}.`,
      )
    }
  }
}

/** Why a string is not shaped like an e-mail address, or undefined. Linear time, no regex backtracking. */
export function emailProblem(email: string): string | undefined {
  if (email.length > MAX_EMAIL_LENGTH) return `is longer than ${MAX_EMAIL_LENGTH} characters`
  if (/\s/.test(email)) return 'contains whitespace'
  const at = email.lastIndexOf('@')
  if (at === -1) return "has no '@'"
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  if (local === '') return "has nothing before the '@'"
  if (local.includes('@')) return "has more than one '@'"
  if (domain === '') return "has nothing after the '@'"
  const labels = domain.split('.')
  if (labels.length < 2) return "has no '.' in its domain"
  if (labels.some((label) => label === ''))
    return 'has an empty part in its domain (a doubled, leading or trailing dot)'
  return undefined
}

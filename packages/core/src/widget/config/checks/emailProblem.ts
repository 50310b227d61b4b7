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

// How far down `cause` (and AggregateError's `errors`) a log line follows, and how long each
// message may be: a cause chain is a few links, and a log line stays one line.
const MAX_DEPTH = 4
const MAX_MESSAGE = 300

/**
 * One log line for an error: its name, code (a SQLSTATE such as `57P01`, or `ECONNREFUSED`) and
 * message, then its causes. Never the error's other fields (pg's `detail` quotes the values a
 * statement was given, which hold view tokens), and passwords in URLs are masked.
 */
export function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? clean(error) : typeof error
  const code = (error as { code?: unknown }).code
  let line = error.name
  if (typeof code === 'string' || typeof code === 'number') line += ` [${clean(String(code))}]`
  if (error.message !== '') line += `: ${clean(error.message)}`
  if (depth >= MAX_DEPTH) return line
  const { errors } = error as { errors?: unknown }
  const inner = Array.isArray(errors) && errors.length > 0 ? errors[0] : undefined
  if (inner !== undefined)
    line += ` (first of ${(errors as unknown[]).length}: ${describeError(inner, depth + 1)})`
  if (error.cause !== undefined) line += ` caused by ${describeError(error.cause, depth + 1)}`
  return line
}

function clean(text: string): string {
  const masked = text
    // postgres://user:secret@host → postgres://user:***@host
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:)[^@\s/]*@/gi, '$1***@')
    .replace(/[\p{Cc}\p{Cs}]+/gu, ' ')
  return masked.length > MAX_MESSAGE ? `${masked.slice(0, MAX_MESSAGE)}…` : masked
}

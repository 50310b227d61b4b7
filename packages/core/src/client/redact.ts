const MASK = '***'

/**
 * Returns a function that replaces every credential in a text with `***`: the raw value and the
 * forms it takes inside a URL (percent-encoded, or `+` for spaces) or a JSON string.
 */
export function createRedactor(secrets: readonly unknown[]): (text: string) => string {
  const forms = new Set<string>()
  for (const secret of secrets) {
    if (typeof secret !== 'string' || secret === '') continue
    forms.add(secret)
    forms.add(encodeURIComponent(secret))
    forms.add(new URLSearchParams({ s: secret }).toString().slice(2))
    forms.add(JSON.stringify(secret).slice(1, -1))
  }
  // Longest first, so that a form containing another is replaced whole.
  const ordered = [...forms].sort((a, b) => b.length - a.length)
  return (text) => ordered.reduce((out, form) => out.split(form).join(MASK), text)
}

/** A JSON-compatible value with every credential replaced. */
export function redactValue<T>(value: T, redact: (text: string) => string): T {
  try {
    return JSON.parse(redact(JSON.stringify(value))) as T
  } catch {
    // The replacement broke the JSON (a credential equal to JSON syntax): say so, show nothing.
    return { redacted: true } as T
  }
}

/**
 * A copy of a thrown value that keeps its name, message, `code` and cause chain, redacted:
 * a fetch implementation may put the full URL, credentials included, in its errors.
 */
export function redactError(error: unknown, redact: (text: string) => string, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redact(error) : undefined
  const copy = new Error(redact(error.message), {
    cause:
      depth < 3 && error.cause !== undefined
        ? redactError(error.cause, redact, depth + 1)
        : undefined,
  })
  copy.name = error.name
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') (copy as Error & { code?: string }).code = redact(code)
  return copy
}

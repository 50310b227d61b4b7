import type { FieldIssue } from '../errors.js'

/** Readers for body fields; each records an issue and returns undefined on bad input. */
export interface FieldReader {
  readonly issues: FieldIssue[]
  string(
    key: string,
    options?: {
      required?: boolean
      pattern?: RegExp
      /** A rule from core (`isAssetId`, `isCurrencyCode`...): the one the client and schemas apply. */
      rule?: (value: string) => boolean
      expected?: string
      maxLength?: number
    },
  ): string | undefined
  oneOf<T extends string>(key: string, values: readonly T[]): T | undefined
  /** A JSON integer from `min` to `max`; undefined when absent. */
  integer(key: string, range: { min: number; max: number }): number | undefined
}

export function fieldReader(body: Record<string, unknown>): FieldReader {
  const issues: FieldIssue[] = []
  // JSON null counts as absent: many clients send null for unset optional fields.
  const get = (key: string) => (Object.hasOwn(body, key) ? (body[key] ?? undefined) : undefined)

  return {
    issues,
    string(key, options = {}) {
      const value = get(key)
      if (value === undefined) {
        if (options.required) issues.push({ path: key, message: 'is required' })
        return undefined
      }
      if (typeof value !== 'string') {
        issues.push({ path: key, message: 'must be a string' })
        return undefined
      }
      const maxLength = options.maxLength ?? 200
      if (value.length === 0 || value.length > maxLength) {
        issues.push({ path: key, message: `must be 1 to ${maxLength} characters` })
        return undefined
      }
      if (
        (options.pattern && !options.pattern.test(value)) ||
        (options.rule && !options.rule(value))
      ) {
        issues.push({ path: key, message: `must be ${options.expected ?? 'well formed'}` })
        return undefined
      }
      return value
    },
    oneOf(key, values) {
      const value = get(key)
      if (value === undefined) return undefined
      if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
        issues.push({ path: key, message: `must be one of ${values.join(', ')}` })
        return undefined
      }
      return value as (typeof values)[number]
    },
    integer(key, { min, max }) {
      const value = get(key)
      if (value === undefined) return undefined
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        issues.push({ path: key, message: `must be an integer from ${min} to ${max}` })
        return undefined
      }
      return value
    },
  }
}

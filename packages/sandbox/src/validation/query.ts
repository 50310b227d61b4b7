import { type FieldIssue, invalidRequest } from '../errors.js'

/**
 * Reads query parameters, collecting every problem so one INVALID_REQUEST names them all.
 * `URLSearchParams` never throws on bad percent-encoding, so no query can crash a route.
 */
export class QueryReader {
  readonly issues: FieldIssue[] = []
  private readonly params: URLSearchParams

  constructor(url: string) {
    const query = url.indexOf('?')
    this.params = new URLSearchParams(query === -1 ? '' : url.slice(query + 1))
  }

  /** The single value of `name`; repeating a parameter is an error. */
  string(name: string, maxLength = 200): string | undefined {
    const values = this.params.getAll(name)
    if (values.length === 0) return undefined
    if (values.length > 1) {
      this.issues.push({ path: name, message: 'must be given once' })
      return undefined
    }
    const value = values[0]!
    if (value.length > maxLength) {
      this.issues.push({ path: name, message: `must be at most ${maxLength} characters` })
      return undefined
    }
    return value
  }

  /** `rule`: a pattern, or one of core's field rules (`isCurrencyCode`, `isCountryCode`...). */
  matching(
    name: string,
    rule: RegExp | ((value: string) => boolean),
    expected: string,
  ): string | undefined {
    const value = this.string(name)
    if (value === undefined) return undefined
    if (rule instanceof RegExp ? !rule.test(value) : !rule(value)) {
      this.issues.push({ path: name, message: `must be ${expected}` })
      return undefined
    }
    return value
  }

  /** Booleans are the strings `true` / `false` (spec section 4). */
  boolean(name: string): boolean | undefined {
    const value = this.string(name)
    if (value === undefined) return undefined
    if (value === 'true') return true
    if (value === 'false') return false
    this.issues.push({ path: name, message: 'must be true or false' })
    return undefined
  }

  /** Throws INVALID_REQUEST naming every bad parameter seen so far. */
  done(): void {
    if (this.issues.length > 0) throw invalidRequest(this.issues)
  }
}

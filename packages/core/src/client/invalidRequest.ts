import type { QuoteRuleCode } from '../hostApi/quoteRules.js'
import { HostApiError } from './HostApiError.js'

/** Where the rule of every field is written out (packages/core/README.md, "Invalid requests"). */
export const INVALID_REQUEST_DOCS = 'https://www.npmjs.com/package/@rampkit/core#invalid-request'

/**
 * What development says a field must be, by rule. Production's bundle drops this table (only
 * the development branch reads it) and names the field and the README's section instead.
 */
export const REQUEST_RULES = {
  hostApiKey: 'is required for quotes',
  country: 'must be a two-letter country code',
  nonEmpty: 'must be a non-empty string',
  url: 'must be an absolute http(s) URL with no query',
  timeoutMs: 'must be a positive number (ms)',
  retries: 'must be a non-negative integer',
}

/** A rule the client checks before sending; development's message says it. */
export type RequestRule = keyof typeof REQUEST_RULES

/**
 * A broken quote request rule (`hostApi/quoteRules.ts`, the table the sandbox reads too): its
 * code, and the table's words for development's message.
 */
export interface QuoteRuleBreak {
  rule: QuoteRuleCode
  says: string
}

/**
 * Throws the error for a request that breaks the spec; nothing has been sent. The message names
 * the field and never its value: in development with the rule, in production only
 * `INVALID_REQUEST: <field>, see <README#invalid-request>`. `code` and `details` are the same;
 * a quote rule's break also has its code in `details.rule`.
 */
export function invalidRequest(field: string, rule: RequestRule | QuoteRuleBreak): never {
  const quote = typeof rule === 'object'
  throw new HostApiError(
    __DEV__
      ? `Invalid request: ${field} ${quote ? rule.says : REQUEST_RULES[rule]}`
      : `INVALID_REQUEST: ${field}, see ${INVALID_REQUEST_DOCS}`,
    { status: 0, code: 'INVALID_REQUEST', details: quote ? { field, rule: rule.rule } : { field } },
  )
}

/** Rejects anything but a non-empty string, naming the field but never its value. */
export function requireNonEmpty(field: string, value: unknown): void {
  if (typeof value !== 'string' || value.trim() === '') invalidRequest(field, 'nonEmpty')
}

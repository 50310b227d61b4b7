import { checkQuoteRules, quoteRuleWords, quoteWarnings } from '../hostApi/quoteRules.js'
import { invalidRequest } from './invalidRequest.js'
import type { ClientContext } from './request.js'

/**
 * Enforces the quote request rules (`hostApi/quoteRules.ts`: spec 2.7, 4.5, 4.6, 4.10) before a
 * quote is sent, after the client's `hostApiKey`: the first broken rule rejects with
 * `INVALID_REQUEST`, its field in `details.field` and its code in `details.rule` (the sandbox
 * answers the same). Development warns of what the table's warnings name. A key set to `null`
 * counts as not passed and is left out of the body returned to send, so the service never has
 * to guess. Unknown keys are the caller's business and pass.
 */
export function checkQuoteBody(
  ctx: ClientContext,
  body: unknown,
  legacy: boolean,
): Record<string, unknown> {
  if (!ctx.hostApiKey) invalidRequest('hostApiKey', 'hostApiKey')
  const kind = legacy ? 'legacyQuote' : 'quote'
  checkQuoteRules(body, kind, (field, rule) =>
    // the table's words only in development: production's message names the field alone
    invalidRequest(field, {
      rule,
      says: __DEV__ ? quoteRuleWords({ field, code: rule }, kind) : '',
    }),
  )
  if (__DEV__) for (const warning of quoteWarnings(body, kind)) console.warn(`[rampkit] ${warning}`)
  return Object.fromEntries(Object.entries(body as object).filter(([, value]) => value !== null))
}

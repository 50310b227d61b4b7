import { type QuoteBodyKind, quoteRuleProblems, quoteRuleWords } from '@rampkit/core/openapi'
import { numberToCents } from '../pricing/money.js'
import type { QuoteAmount } from '../pricing/quoteModel.js'
import type { FieldReader } from './fields.js'

/** The fields every quote and trade body starts with (spec 2.7). */
export const TRADE_FIELDS: readonly string[] = [
  'cryptoAssetSymbol',
  'fiatCurrency',
  'cryptoAmount',
  'fiatValue',
]

/**
 * Checks `body` by core's quote request rules' table (the client's and the schemas' too) and
 * records an issue `{ path, rule, message }` for every rule it breaks, in the table's order (a
 * trade body of the control API passes `only`: `TRADE_FIELDS`). Returns the fields the table checked,
 * and the amount, or undefined for each when a rule is broken.
 */
export function readTradeFields(
  read: FieldReader,
  body: Record<string, unknown>,
  kind: QuoteBodyKind,
  only?: readonly string[],
) {
  const problems = quoteRuleProblems(body, kind).filter(
    (problem) => only === undefined || only.includes(problem.field),
  )
  for (const problem of problems) {
    read.issues.push({
      path: problem.field,
      rule: problem.code,
      message: quoteRuleWords(problem, kind),
    })
  }
  if (problems.length > 0) return {}
  // JSON null counts as not passed, as in the table
  const { cryptoAssetSymbol, fiatCurrency, cryptoAmount, fiatValue } = body as Record<
    string,
    string | undefined
  >
  const amount: QuoteAmount =
    cryptoAmount == null
      ? // the table's rule holds: a finite number above zero, whose cents are exact
        { kind: 'fiat', cents: numberToCents(fiatValue as unknown as number) as bigint }
      : { kind: 'crypto', units: BigInt(cryptoAmount) }
  return { cryptoAssetSymbol, fiatCurrency, amount }
}

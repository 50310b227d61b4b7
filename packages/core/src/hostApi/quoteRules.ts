/**
 * The quote request rules (spec 2.7, 4.5, 4.6, 4.10), written once: the client's check before a
 * quote is sent (`client/checkQuoteBody.ts`), `validateQuoteParams` (forms and the quote
 * stores), the valibot request schemas and the sandbox all read this table, so they accept the
 * same bodies and name the same problem, with the same code, for the same bad one. Each field's
 * rule is core's (`types/fieldRules.ts`, `assets/parseAssetId.ts`); this table says which body
 * has the field, whether it is required, in what order the fields are checked and what code a
 * break of the rule gets. A key set to `null` counts as not passed (many clients send null for
 * unset fields). Unknown keys are the caller's business and pass.
 *
 * Errors are the rules the spec states. A rule it leaves open is a development warning
 * (`QUOTE_WARNINGS`), never a refusal: what the service accepts must get through.
 */
import { isAssetId, isLegacyAssetSymbol } from '../assets/parseAssetId.js'
import {
  isCountryCode,
  isCurrencyCode,
  isPositiveBaseUnits,
  isQuoteFiatValue,
  isRegionCode,
} from '../types/fieldRules.js'

/**
 * The body a rule applies to, by the endpoint table's request kind: `quote` is the V3 on-ramp
 * and off-ramp quotes (spec 4.5, 4.6), `legacyQuote` the legacy quote (4.10).
 */
export type QuoteBodyKind = 'quote' | 'legacyQuote'

/**
 * Why a quote request breaks a rule: the one set of codes. The client's `INVALID_REQUEST` carries
 * it as `details.rule`, the sandbox's `INVALID_REQUEST` as each of its `fields[].rule`, and
 * `validateQuoteParams` as `QuoteInputError.code`.
 */
export type QuoteRuleCode =
  /** The body (the params) is not an object. */
  | 'INVALID_PARAMS'
  /** `cryptoAssetSymbol` missing, or not `<CHAIN>_<SYMBOL>` (legacy: a bare symbol too). */
  | 'INVALID_ASSET'
  /** `fiatCurrency` missing, or not a three-letter code. */
  | 'INVALID_CURRENCY'
  /** Neither `cryptoAmount` nor `fiatValue` is passed (named on `cryptoAmount`). */
  | 'AMOUNT_REQUIRED'
  /** Both `cryptoAmount` and `fiatValue` are passed (named on `fiatValue`); the service takes one. */
  | 'AMOUNT_CONFLICT'
  /** `cryptoAmount` is not base units above zero, or `fiatValue` not a finite number above zero. */
  | 'INVALID_AMOUNT'
  /** `userCountryCode` / `userRegionCode` have the wrong shape. */
  | 'INVALID_LOCATION'

/** The fields of the quote bodies that a rule checks (spec 2.7), and `body` for the whole. */
export type QuoteBodyField =
  | 'body'
  | 'cryptoAssetSymbol'
  | 'fiatCurrency'
  | 'cryptoAmount'
  | 'fiatValue'
  | 'userCountryCode'
  | 'userRegionCode'

/**
 * One row of `QUOTE_RULES`: the field; the code its break gets; whether it is required (`true`:
 * absent or null breaks it; `false`: only a passed value is checked; a field's name: exactly one
 * of the two is passed, see `QuoteRuleCode`'s AMOUNT_REQUIRED / AMOUNT_CONFLICT); then the check
 * of its value in each body that has the field (`quote`, `legacyQuote`; none: not a field there).
 */
export type QuoteFieldRule = readonly [
  field: QuoteBodyField,
  code: QuoteRuleCode,
  required: boolean | QuoteBodyField,
  quote?: (value: unknown) => boolean,
  legacyQuote?: (value: unknown) => boolean,
]

/**
 * The rules, in the order they are checked: the first broken one is the client's answer and
 * `validateQuoteParams`'s; the sandbox names every one, in this order. Rows (tuples: the client
 * ships this table in every app, where property names would cost bytes):
 *
 * | field | code | required | quote (4.5, 4.6) | legacyQuote (4.10) |
 * |---|---|---|---|---|
 * | cryptoAssetSymbol | INVALID_ASSET | yes | `<CHAIN>_<SYMBOL>` (2.7) | a symbol too (`ETH`) |
 * | fiatCurrency | INVALID_CURRENCY | yes | three letters | same |
 * | cryptoAmount | INVALID_AMOUNT | this or fiatValue | 1-78 digits, above zero | same |
 * | fiatValue | INVALID_AMOUNT | (the pair) | a finite number above zero | same |
 * | userCountryCode | INVALID_LOCATION | no | ISO 3166-1 alpha-2 | (not a field) |
 * | userRegionCode | INVALID_LOCATION | no | ISO 3166-2's second part | (not a field) |
 */
export const QUOTE_RULES: readonly QuoteFieldRule[] = [
  ['cryptoAssetSymbol', 'INVALID_ASSET', true, isAssetId, isLegacyAssetSymbol],
  ['fiatCurrency', 'INVALID_CURRENCY', true, isCurrencyCode, isCurrencyCode],
  ['cryptoAmount', 'INVALID_AMOUNT', 'fiatValue', isPositiveBaseUnits, isPositiveBaseUnits],
  ['fiatValue', 'INVALID_AMOUNT', false, isQuoteFiatValue, isQuoteFiatValue],
  ['userCountryCode', 'INVALID_LOCATION', false, isCountryCode],
  ['userRegionCode', 'INVALID_LOCATION', false, isRegionCode],
]

/**
 * Calls `report` for each rule `body` breaks, in the table's order (a `report` that throws stops
 * at the first). `null` counts as not passed. When the amount pair is broken, `cryptoAmount`'s
 * value is not checked; `fiatValue`'s is, when passed.
 */
export function checkQuoteRules(
  body: unknown,
  kind: QuoteBodyKind,
  report: (field: QuoteBodyField, code: QuoteRuleCode) => void,
): void {
  // An array passes as an object, as it always has in the client: its fields are all absent.
  if (typeof body !== 'object' || !body) {
    report('body', 'INVALID_PARAMS')
    return
  }
  const fields = body as Record<string, unknown>
  for (const [field, code, required, quote, legacy] of QUOTE_RULES) {
    const check = kind === 'quote' ? quote : legacy
    const value = fields[field]
    if (typeof required === 'string' && (value == null) === (fields[required] == null)) {
      if (value == null) report(field, 'AMOUNT_REQUIRED')
      else report(required, 'AMOUNT_CONFLICT')
    } else if (check && (required === true || value != null) && !check(value)) {
      report(field, code)
    }
  }
}

/** A broken rule: the field it names and its code. */
export interface QuoteRuleProblem {
  readonly field: QuoteBodyField
  readonly code: QuoteRuleCode
}

/** Every rule `body` breaks, in the table's order (`checkQuoteRules`); none: it passes. */
export function quoteRuleProblems(body: unknown, kind: QuoteBodyKind): QuoteRuleProblem[] {
  const problems: QuoteRuleProblem[] = []
  checkQuoteRules(body, kind, (field, code) => problems.push({ field, code }))
  return problems
}

/**
 * What a broken rule says its field must be, after the field's name ("cryptoAmount must be
 * ..."): the client's development message and the sandbox's issue.
 */
export function quoteRuleWords({ field, code }: QuoteRuleProblem, kind: QuoteBodyKind): string {
  if (code === 'AMOUNT_REQUIRED') return 'or fiatValue is required'
  if (code === 'AMOUNT_CONFLICT') return 'must not be passed with cryptoAmount'
  if (field === 'cryptoAssetSymbol' && kind === 'legacyQuote') {
    return 'must be a symbol (ETH) or <CHAIN>_<SYMBOL>'
  }
  return QUOTE_FIELD_WORDS[field]
}

const QUOTE_FIELD_WORDS: Record<QuoteBodyField, string> = {
  body: 'must be an object',
  cryptoAssetSymbol: 'must be <CHAIN>_<SYMBOL>, e.g. ETH_USDC',
  fiatCurrency: 'must be a three-letter currency code',
  cryptoAmount: 'must be 1-78 digits, above zero (base units)',
  fiatValue: 'must be a finite number above zero',
  userCountryCode: 'must be a two-letter country code',
  userRegionCode: 'must be 1-3 letters or digits (ISO 3166-2)',
}

/** A legacy quote's payment method as spec 2.8 lists them (every V3 one but PIX). */
const LEGACY_PAYMENT_METHOD = /^((MANUAL|AUTO)_BANK_TRANSFER|CARD_PAYMENT|(APPLE|GOOGLE)_PAY)$/

/**
 * The rules that are development warnings, never refusals: `[field, kind, check, what the
 * warning says]`. The legacy `paymentMethodType`: the spec lists five names (2.8), but the
 * service maps deprecated names for the widget (2.11: `CARD`, `GOOGLEPAY`...) and states no
 * refusal for the quote, so a name outside the list is sent and the service judges it (the
 * sandbox answers UNSUPPORTED_PAYMENT_METHOD, as for a method that does not take the currency).
 */
export const QUOTE_WARNINGS: readonly (readonly [
  field: string,
  kind: QuoteBodyKind,
  check: (value: unknown) => boolean,
  says: string,
])[] = [
  [
    'paymentMethodType',
    'legacyQuote',
    (value) => typeof value === 'string' && LEGACY_PAYMENT_METHOD.test(value),
    "is not one of the legacy quote's payment methods (MANUAL_BANK_TRANSFER, AUTO_BANK_TRANSFER, CARD_PAYMENT, APPLE_PAY, GOOGLE_PAY); the service may refuse it",
  ],
]

/** The warnings a passed field of `body` gets (`QUOTE_WARNINGS`): `<field> <says>` each. */
export function quoteWarnings(body: unknown, kind: QuoteBodyKind): string[] {
  if (typeof body !== 'object' || !body) return []
  const fields = body as Record<string, unknown>
  return QUOTE_WARNINGS.filter(
    ([field, only, check]) => only === kind && fields[field] != null && !check(fields[field]),
  ).map(([field, , , says]) => `${field} ${says}`)
}

import { isAssetId } from '../../assets/parseAssetId.js'
import { type AssetEntryProblem, assetEntryProblem } from './checks/assetEntryProblem.js'
import { currencyCodeProblem } from './checks/currencyCodeProblem.js'
import { emailProblem } from './checks/emailProblem.js'
import { isAssetListEntry } from './checks/isAssetListEntry.js'
import { listsNotOffering } from './checks/listsNotOffering.js'
import { WIDGET_URL_EXTRA_KEYS } from './constants.js'
import type { WidgetConfigKey, WidgetFlow } from './types.js'
import { MAX_UNKNOWN_KEYS, type ValidationContext } from './validation/context.js'
import { describeFlows } from './validation/describeFlows.js'
import { describeValue, quote, truncate } from './validation/describeValue.js'
import { oneOf } from './validation/readers.js'
import type { WarningCode, WarningFacts } from './validation/warningCodes.js'

// Warnings: things that are valid but probably not what the host meant. Rules note them by
// code (ctx.note, with the facts validation/warningCodes.ts declares for the code); only
// `validateWidgetConfig` words them (the launcher and buildWidgetUrl throw issues and drop
// warnings), so this module and its text stay out of an app that only creates widgets.

/**
 * The wording of a code's warnings, given exactly that code's facts: none when the facts turn
 * out fine, or several (one per odd list entry).
 */
export type Wording<Code extends WarningCode> = (
  ctx: ValidationContext,
  path: string,
  ...facts: WarningFacts[Code]
) => string | string[] | undefined

/** At most this many entries of a list are warned about one by one. */
const MAX_REPORTED = 10

/**
 * The words of every warning a rule notes, by code.
 *
 * Why some checks run here, at wording time, and not in their rule: an asset entry's form
 * (checks/assetEntryProblem, checks/isAssetListEntry), whether the lists offer `defaultAsset`
 * (checks/listsNotOffering), a currency code's form (checks/currencyCodeProblem) and an e-mail
 * address's shape (checks/emailProblem) only ever lead to a warning, never to an issue.
 * createWidget (development build) and buildWidgetUrl run the same rules but drop warnings, so
 * if the rules ran these checks, every app that creates a widget would carry their code for
 * nothing. The rule notes the facts instead, and only `validateWidgetConfig`, the one importer
 * of this module, runs the checks, while wording.
 */
const WORDING: { [Code in WarningCode]: Wording<Code> } = {
  brokenText: (_, path) =>
    `${path} contains an unpaired UTF-16 surrogate (broken text): the widget receives U+FFFD (�) in its place.`,
  oddListEntries: (ctx, path) => {
    const entries = ctx.assets[path as 'swapAsset' | 'offrampAsset']!
    const odd = entries.flatMap((entry) => {
      const problem = assetEntryProblem(entry, isAssetListEntry)
      return problem ? [[entry, problem] as const] : []
    })
    const more = odd.length - MAX_REPORTED
    return [
      ...odd
        .slice(0, MAX_REPORTED)
        .map(([entry, problem]) => `${path} entry ${describeEntry(entry, problem, ctx.secret)}`),
      ...(more > 0 ? [`${path} has ${more} more entries of other forms.`] : []),
    ]
  },
  defaultAsset: (ctx, path, value) => {
    const problem = assetEntryProblem(value, isAssetId)
    if (problem) return `${path} ${describeEntry(value, problem, ctx.secret)}`
    const [lists, wildcard] = listsNotOffering(ctx, value)
    if (!lists.length) return undefined
    return `${path} ${quote(value, ctx.secret)} is not offered by ${lists
      .map((key) => `${key} ${quote(ctx.assets[key]!.join(','), ctx.secret)}`)
      .join(
        ' or ',
      )}: add it or ${quote(wildcard, ctx.secret)} there, or the widget opens on another asset.`
  },
  longAmount: (_, path, digits) =>
    `${path} has ${digits} digits; base unit amounts have at most 78 (2^256).`,
  unusedContainer: (_, path, variant) =>
    `${path} is only used by the embedded variants, but variant is '${variant}': it is ignored.`,
  finalUrlAuto: (_, path) =>
    `${path} is only for hosted integration (buildWidgetUrl, or a hosted variant), but variant is 'auto': createWidget opens an overlay for it and refuses finalUrl; buildWidgetUrl takes it.`,
  currencyCode: (ctx, path, currency) => {
    const problem = currencyCodeProblem(currency)
    if (!problem) return undefined
    const hint = problem.meant ? ` Did you mean ${quote(problem.meant, ctx.secret)}?` : ''
    return `${path} should be a three-letter upper-case currency code such as 'EUR', got ${describeValue(currency, ctx.secret)}: the widget falls back to the user's local currency for a code it does not know.${hint}`
  },
  nonPositiveFiat: (_, path, value) =>
    `${path} is ${value}: the widget needs an amount above zero to pre-set it.`,
  // The address itself is personal data: the message says what is wrong without repeating it.
  email: (_, path, email) => {
    const problem = emailProblem(email)
    return (
      problem &&
      `${path} should be an e-mail address such as name@example.com, got a string ${problem}: the widget pre-fills it as given.`
    )
  },
  notHttpUrl: (ctx, path, value) =>
    `${path} should be an absolute http(s) URL such as 'https://example.com/${path === 'hostLogoUrl' ? 'logo.svg' : 'path'}', got ${describeValue(value, ctx.secret)}: the widget runs on its own origin, where it cannot load it.`,
  flowNotEnabled: (ctx, path, flow) =>
    `${path} '${flow}' is not enabled (${describeFlows(ctx)}): the widget cannot open it. Add it to enabledFlows.`,
  flowsString: (_, path) =>
    `${path} is a string: the configuration takes an array such as ['ONRAMP', 'OFFRAMP'] (a comma-separated string is the hosted URL's form); it is read as a list.`,
  flowsEmpty: (_, path) => `${path} is empty: the default ['ONRAMP'] applies.`,
  flowRepeated: (_, path, flow) => `${path} repeats '${flow}'.`,
}

/** Words one note: a code's wording applied to that code's facts. */
function word<Code extends WarningCode>(
  ctx: ValidationContext,
  path: string,
  code: Code,
  facts: WarningFacts[Code],
): string[] {
  const wording: Wording<Code> = WORDING[code]
  return [wording(ctx, path, ...facts) ?? []].flat()
}

/**
 * The words for an asset entry `assetEntryProblem` found unusual (`ETH` is a bare symbol: the
 * widget matches it by symbol on every chain), ending in the form spec 2.11 uses.
 */
function describeEntry(
  entry: string,
  problem: AssetEntryProblem,
  secret: string | undefined,
): string {
  const why =
    problem === 'empty'
      ? 'is empty'
      : problem === 'bareSymbol'
        ? `${quote(entry, secret)} is a bare symbol: the widget matches it on every chain`
        : problem === 'notUpperCase'
          ? `${quote(entry, secret)} is not upper case: did you mean ${quote(entry.toUpperCase(), secret)}?`
          : `${quote(entry, secret)} is not of the form <CHAIN>_<SYMBOL>`
  return `${why}. Asset ids are written <CHAIN>_<SYMBOL> such as ETH_USDC, or <CHAIN>_* for a whole chain.`
}

/** Webhooks of a flow that is not enabled: harmless, but they will never be called. */
const WEBHOOKS: [WidgetConfigKey, WidgetFlow][] = [
  ['webhookStatusUrl', 'ONRAMP'],
  ['offrampWebhookV3Url', 'OFFRAMP'],
]

/** Adds the warnings for a configuration the rules have been run on. */
export function addWarnings(ctx: ValidationContext): void {
  const { config } = ctx
  for (const [path, code, facts] of ctx.notes) {
    for (const message of word(ctx, path, code, facts)) ctx.warn(path, message)
  }
  for (const key of ctx.blank) {
    ctx.warn(key, `${key} is ${describeValue(ctx.get(key))}, so it was left out.`)
  }
  const apiKey = ctx.get('hostApiKey')
  if (typeof apiKey === 'string' && apiKey.trim() !== apiKey) {
    ctx.warn(
      'hostApiKey',
      'hostApiKey starts or ends with whitespace (a copy-paste slip?); it is used as given.',
    )
  }
  if (ctx.paramsInUrl?.length) {
    ctx.warn(
      'url',
      `url carries widget parameters in its query (${oneOf(ctx.paramsInUrl).replace(' or ', ' and ')}): set them in the configuration instead. Those the widget URL writes replace them; the others reach the widget unchecked.`,
    )
  }
  for (const key of ['swapAsset', 'offrampAsset'] as const) {
    const seen = new Set<string>()
    const repeated = new Set<string>()
    for (const entry of ctx.assets[key] ?? []) (seen.has(entry) ? repeated : seen).add(entry)
    if (repeated.size) {
      const names = [...repeated].slice(0, 10).map((entry) => quote(entry, ctx.secret))
      ctx.warn(key, `${key} lists ${names.join(', ')} more than once.`)
    }
  }
  const method = ctx.get('paymentMethodType')
  if (config.paymentMethodType !== method) {
    ctx.warn(
      'paymentMethodType',
      `paymentMethodType '${method}' is deprecated: the widget reads it as '${config.paymentMethodType}'.`,
    )
  }
  for (const [key, flow] of WEBHOOKS) {
    if (config[key] && ctx.flows && !ctx.flows.includes(flow)) {
      ctx.warn(
        key,
        `${key} is only for the ${flow} flow, but ${describeFlows(ctx)}, so it will not be called.`,
      )
    }
  }
  for (const [key, closest] of ctx.unknown) {
    const path = keyPath(key)
    const hint = closest ? ` Did you mean '${closest}'?` : ''
    ctx.warn(
      path,
      (WIDGET_URL_EXTRA_KEYS as readonly unknown[]).includes(key)
        ? `${path} is set by the SDK itself when it opens the widget: this value is not used.`
        : typeof key === 'string' && ctx.passthrough.has(key)
          ? `${path} is not a widget configuration parameter of spec 2.11; it is passed to the widget as given.${hint}`
          : `${path} is not a widget configuration parameter and is ignored.${hint}`,
    )
  }
  const more = ctx.unknownCount - MAX_UNKNOWN_KEYS
  if (more > 0) ctx.warn('', `${more} more keys are not widget configuration parameters.`)
}

/** A readable path for any key: identifiers as they are, anything else quoted and shortened. */
export function keyPath(key: string | symbol): string {
  if (typeof key === 'symbol') return `[${truncate(key.toString())}]`
  return /^[A-Za-z_$][\w$]{0,63}$/.test(key) ? key : `[${JSON.stringify(truncate(key))}]`
}

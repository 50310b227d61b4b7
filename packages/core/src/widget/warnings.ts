import { WIDGET_URL_EXTRA_KEYS } from './constants.js'
import { describeFlows } from './rules/validateFlows.js'
import type { WidgetConfigKey, WidgetFlow } from './types.js'
import { MAX_UNKNOWN_KEYS, type ValidationContext } from './validation/context.js'
import { describeValue, quote, truncate } from './validation/describeValue.js'
import { oneOf } from './validation/readers.js'

// Warnings: things that are valid but probably not what the host meant. Only
// `validateWidgetConfig` words them (the launcher and buildWidgetUrl throw issues and drop
// warnings), so this module stays out of an app that only creates widgets.

/** Webhooks of a flow that is not enabled: harmless, but they will never be called. */
const WEBHOOKS: [WidgetConfigKey, WidgetFlow][] = [
  ['webhookStatusUrl', 'ONRAMP'],
  ['offrampWebhookV3Url', 'OFFRAMP'],
]

/** Adds the warnings for a configuration the rules have been run on. */
export function addWarnings(ctx: ValidationContext): void {
  const { config } = ctx
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
  if (ctx.removed?.length) {
    ctx.warn(
      'url',
      `url carries widget parameters in its query (${oneOf(ctx.removed).replace(' or ', ' and ')}); they were removed: the configuration sets them.`,
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

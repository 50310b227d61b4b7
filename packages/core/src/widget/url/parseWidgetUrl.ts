import {
  DEPRECATED_PAYMENT_METHODS,
  WIDGET_PAYMENT_METHODS,
  WIDGET_URL_EXTRA_KEYS,
} from '../config/constants.js'
import { isWidgetFlow } from '../config/rules/validateFlows.js'
import type { ParsedWidgetUrl, WidgetConfigIssue, WidgetFlow } from '../config/types.js'
import { isWidgetUrlParam } from '../config/urlParams.js'
import { configErrorWithout } from '../config/validation/configErrorWithout.js'
import { quote } from '../config/validation/describeValue.js'
import { isWidgetVariant } from '../config/variants.js'
import { WidgetConfigError } from '../config/WidgetConfigError.js'

type Field = ParsedWidgetUrl['config'] & ParsedWidgetUrl['extra']
type Parser = (raw: string, name: string) => { value: unknown } | { problem: string }

const text: Parser = (raw) => ({ value: raw })
const bool: Parser = (raw) =>
  raw === 'true' || raw === 'false'
    ? { value: raw === 'true' }
    : { problem: "must be 'true' or 'false'" }

const PARSERS: Partial<Record<keyof Field, Parser>> = {
  fiatValue: (raw) =>
    // Only plain decimal syntax: Number() alone would also take '', ' 1', '0x10' and 'Infinity'.
    /^[0-9.eE+-]+$/.test(raw) && Number.isFinite(Number(raw))
      ? { value: Number(raw) }
      : { problem: 'must be a decimal number' },
  useSendCryptoCallbackVersion: (raw) =>
    /^\d{1,15}$/.test(raw) ? { value: Number(raw) } : { problem: 'must be a whole number' },
  useSendCryptoCallback: bool,
  hideExitButton: bool,
  closeable: bool,
  credentialless: bool,
  enabledFlows: (raw) => {
    const flows = raw.split(',')
    return flows.every(isWidgetFlow)
      ? { value: flows as WidgetFlow[] }
      : { problem: "must be a comma-separated list of 'ONRAMP' and 'OFFRAMP'" }
  },
  defaultFlow: (raw) =>
    isWidgetFlow(raw) ? { value: raw } : { problem: "must be 'ONRAMP' or 'OFFRAMP'" },
  variant: (raw) =>
    isWidgetVariant(raw) ? { value: raw } : { problem: 'is not a widget variant' },
  paymentMethodType: (raw) => {
    if ((WIDGET_PAYMENT_METHODS as readonly string[]).includes(raw)) return { value: raw }
    const mapped = new Map<string, string>(Object.entries(DEPRECATED_PAYMENT_METHODS)).get(raw)
    return mapped ? { value: mapped } : { problem: 'is not a payment method' }
  },
}

/**
 * Reads a widget URL back into `{ config, extra }`: the inverse of `buildWidgetUrl` (so a
 * stand-in widget or a test can see exactly what a host sent). Values are typed back
 * (`enabledFlows` split, booleans and numbers parsed; `swapAsset`, `offrampAsset` and
 * `swapAmount` stay strings; deprecated payment methods are mapped as the widget maps them).
 * `config.url` is the address with every widget parameter removed and other parameters kept.
 *
 * This checks the URL's syntax only; run `validateWidgetConfig(parsed.config)` for the rules.
 * Throws a `WidgetConfigError` for a malformed or repeated parameter or a non-absolute URL.
 */
export function parseWidgetUrl(input: string | URL): ParsedWidgetUrl {
  let url: URL
  try {
    url = new URL(String(input))
  } catch {
    throw new WidgetConfigError([
      { path: 'url', message: 'The widget URL must be an absolute URL.' },
    ])
  }
  const params = new URLSearchParams(url.search)
  const secret = params.get('hostApiKey') ?? undefined
  const found: Record<string, unknown> = {}
  const issues: WidgetConfigIssue[] = []
  for (const name of new Set(params.keys())) {
    if (!isWidgetUrlParam(name)) continue
    const all = params.getAll(name)
    params.delete(name)
    if (all.length > 1) {
      issues.push({
        path: name,
        message: `${name} appears ${all.length} times in the widget URL; expected once.`,
      })
      continue
    }
    const raw = all[0]!
    const parsed = (PARSERS[name as keyof Field] ?? text)(raw, name)
    if ('problem' in parsed) {
      const shown = name === 'hostApiKey' ? '' : ` (got ${quote(raw, secret)})`
      issues.push({ path: name, message: `${name} ${parsed.problem}${shown}.` })
    } else {
      found[name] = parsed.value
    }
  }
  if (issues.length > 0) throw configErrorWithout(secret, issues)

  url.search = params.toString()
  const config: Record<string, unknown> = { url: url.href }
  const extra: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(found)) {
    if ((WIDGET_URL_EXTRA_KEYS as readonly string[]).includes(name)) extra[name] = value
    else config[name] = value
  }
  return { config, extra } as unknown as ParsedWidgetUrl
}

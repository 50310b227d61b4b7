// Part of the stand-in widget's browser module (bundled from ./main.ts).
import { DEPRECATED_PAYMENT_METHODS, type WidgetFlow } from '@rampkit/core'
import { isDismissible } from '@rampkit/core/adapter'

export type Flow = WidgetFlow

/** The widget configuration as the stand-in widget reads it from its own URL. */
export interface StandInConfig {
  hostAppName?: string
  hostLogoUrl?: string
  hostApiKey?: string
  swapAsset?: string
  offrampAsset?: string
  swapAmount?: string
  fiatCurrency?: string
  fiatValue?: number
  enabledFlows: Flow[]
  defaultFlow: Flow
  userAddress?: string
  userEmailAddress?: string
  selectedCountryCode?: string
  defaultAsset?: string
  webhookStatusUrl?: string
  offrampWebhookV3Url?: string
  finalUrl?: string
  useSendCryptoCallback: boolean
  variant: string
  paymentMethodType?: string
  hideExitButton: boolean
  /**
   * `closeable=false` (the official SDK's default for embedded and hosted variants): the user
   * cannot close the widget from inside it, so no exit button and no close question.
   * Absent means closeable.
   */
  closeable: boolean
  widgetInstanceId?: string
  /** Origin of the host page: the only place the widget posts to. */
  hostOrigin?: string
  /** The protocol field the host's SDK sets with `useSendCryptoCallback` (only `1` exists). */
  useSendCryptoCallbackVersion?: number
}

const FLOWS: readonly string[] = ['ONRAMP', 'OFFRAMP'] satisfies Flow[]
const isFlow = (value: string): value is Flow => FLOWS.includes(value)
const DEPRECATED = new Map<string, string>(Object.entries(DEPRECATED_PAYMENT_METHODS))

/**
 * Reads the widget URL's query as `buildWidgetUrl` and the official SDK write it: URL-encoded
 * values, arrays comma-joined, booleans `true`/`false`. Lenient like the production widget
 * (flow names in any case; a `defaultFlow` that `enabledFlows` lacks opens the first enabled
 * flow; protocol fields such as `sdkType`, `sdkVersion` and `credentialless` are ignored).
 * Returns the configuration with the widget's own defaults, and the problems that make it
 * unusable (config failed): a missing required field or a value that cannot mean anything.
 */
export function readWidgetConfig(search: string): { config: StandInConfig; problems: string[] } {
  const params = new URLSearchParams(search)
  const problems: string[] = []
  const text = (name: string) => {
    const value = params.get(name)?.trim()
    return value ? value : undefined
  }
  const flag = (name: string) => params.get(name) === 'true'
  const flows = (text('enabledFlows') ?? 'ONRAMP')
    .split(',')
    .map((flow) => flow.trim().toUpperCase())
  const enabledFlows = flows.filter(isFlow)
  if (enabledFlows.length !== flows.length || enabledFlows.length === 0) {
    problems.push('enabledFlows must list ONRAMP and/or OFFRAMP')
  }
  const wantedFlow = text('defaultFlow')?.toUpperCase()
  let defaultFlow: Flow = enabledFlows[0] ?? 'ONRAMP'
  if (wantedFlow !== undefined) {
    if (!isFlow(wantedFlow)) problems.push('defaultFlow must be ONRAMP or OFFRAMP')
    else if (enabledFlows.includes(wantedFlow)) defaultFlow = wantedFlow
  }

  const config: StandInConfig = {
    enabledFlows: enabledFlows.length > 0 ? enabledFlows : ['ONRAMP'],
    defaultFlow,
    useSendCryptoCallback: flag('useSendCryptoCallback'),
    hideExitButton: flag('hideExitButton'),
    closeable: params.get('closeable')?.trim() !== 'false',
    variant: text('variant') ?? 'auto',
  }
  for (const name of [
    'hostAppName',
    'hostLogoUrl',
    'hostApiKey',
    'swapAsset',
    'offrampAsset',
    'swapAmount',
    'fiatCurrency',
    'userAddress',
    'userEmailAddress',
    'selectedCountryCode',
    'defaultAsset',
    'webhookStatusUrl',
    'offrampWebhookV3Url',
    'finalUrl',
    'paymentMethodType',
    'widgetInstanceId',
  ] as const) {
    const value = text(name)
    if (value !== undefined) config[name] = value
  }
  for (const name of ['hostAppName', 'hostLogoUrl', 'hostApiKey'] as const) {
    if (config[name] === undefined) problems.push(`${name} is required`)
  }
  const fiatValue = text('fiatValue')
  if (fiatValue !== undefined) {
    const value = Number(fiatValue)
    if (Number.isFinite(value) && value > 0) config.fiatValue = value
    else problems.push('fiatValue must be a positive number')
  }
  if (config.swapAmount !== undefined && !/^\d{1,78}$/.test(config.swapAmount)) {
    problems.push('swapAmount must be an integer amount in base units')
  }
  if (config.paymentMethodType !== undefined) {
    config.paymentMethodType = DEPRECATED.get(config.paymentMethodType) ?? config.paymentMethodType
  }
  const version = text('useSendCryptoCallbackVersion')
  if (version !== undefined) config.useSendCryptoCallbackVersion = Number(version)
  const hostUrl = text('hostUrl')
  if (hostUrl !== undefined) {
    try {
      const origin = new URL(hostUrl).origin
      if (origin === 'null') throw new Error('opaque')
      config.hostOrigin = origin
    } catch {
      problems.push('hostUrl must be the absolute origin of the host page')
    }
  }
  return { config, problems }
}

/**
 * Whether the widget offers to send a sale's crypto through the host (`SEND_CRYPTO`): the host
 * asked with `useSendCryptoCallbackVersion=1`, the protocol field the official SDK writes. A
 * URL with only `useSendCryptoCallback=true` (written by hand or by `buildWidgetUrl` without
 * protocol fields) still counts; a version the widget does not speak turns it off.
 */
export function usesSendCrypto(config: StandInConfig): boolean {
  return config.useSendCryptoCallbackVersion !== undefined
    ? config.useSendCryptoCallbackVersion === 1
    : config.useSendCryptoCallback
}

/**
 * The overlay variants as shown (`desktop`, `mobile`), where Escape asks the user whether to
 * close: core's table of variants says which.
 */
export function isOverlayVariant(variant: string): boolean {
  return isDismissible(variant)
}

// Runs in the browser as part of the widget script (see ../widgetScript.ts): self-contained,
// it may use only its parameters and browser globals, no imports and no module-level names.

export type Flow = 'ONRAMP' | 'OFFRAMP'

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
  widgetInstanceId?: string
  /** Origin of the host page: the only place the widget posts to. */
  hostOrigin?: string
  useSendCryptoCallbackVersion?: number
}

/**
 * Reads the widget URL's query as `buildWidgetUrl` writes it (and `parseWidgetUrl` reads it):
 * URL-encoded values, arrays comma-joined, booleans `true`/`false`. Returns the configuration
 * with the widget's own defaults, and the problems that make it unusable (config failed).
 */
export function readWidgetConfig(search: string): { config: StandInConfig; problems: string[] } {
  const params = new URLSearchParams(search)
  const problems: string[] = []
  const text = (name: string) => {
    const value = params.get(name)?.trim()
    return value ? value : undefined
  }
  const flag = (name: string) => params.get(name) === 'true'
  const flows = (text('enabledFlows') ?? 'ONRAMP').split(',').map((flow) => flow.trim())
  const enabledFlows = flows.filter((flow): flow is Flow => flow === 'ONRAMP' || flow === 'OFFRAMP')
  if (enabledFlows.length !== flows.length || enabledFlows.length === 0) {
    problems.push('enabledFlows must list ONRAMP and/or OFFRAMP')
  }
  const wantedFlow = text('defaultFlow')
  let defaultFlow: Flow = enabledFlows[0] ?? 'ONRAMP'
  if (wantedFlow === 'ONRAMP' || wantedFlow === 'OFFRAMP') {
    if (enabledFlows.includes(wantedFlow)) defaultFlow = wantedFlow
    else problems.push('defaultFlow must be one of enabledFlows')
  } else if (wantedFlow !== undefined) problems.push('defaultFlow must be ONRAMP or OFFRAMP')

  const config: StandInConfig = {
    enabledFlows: enabledFlows.length > 0 ? enabledFlows : ['ONRAMP'],
    defaultFlow,
    useSendCryptoCallback: flag('useSendCryptoCallback'),
    hideExitButton: flag('hideExitButton'),
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
  const deprecated: Record<string, string> = {
    SEPA: 'MANUAL_BANK_TRANSFER',
    CARD: 'CARD_PAYMENT',
    APPLEPAY: 'APPLE_PAY',
    GOOGLEPAY: 'GOOGLE_PAY',
    PISP: 'AUTO_BANK_TRANSFER',
    OPEN_BANKING: 'AUTO_BANK_TRANSFER',
  }
  if (config.paymentMethodType !== undefined) {
    config.paymentMethodType = deprecated[config.paymentMethodType] ?? config.paymentMethodType
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

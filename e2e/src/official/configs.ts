import fc from 'fast-check'

/** Every variant the official SDK 6.2 knows (anything else it turns into `desktop`). */
export const OFFICIAL_VARIANTS = [
  'desktop',
  'mobile',
  'hosted-desktop',
  'hosted-mobile',
  'hosted-auto',
  'auto',
  'embedded-desktop',
  'embedded-mobile',
] as const

export type OfficialVariant = (typeof OFFICIAL_VARIANTS)[number]

/** A configuration as JSON: `containerNode: true` stands for the page's #container. */
export type ConfigJson = Record<string, unknown>

type Flow = 'ONRAMP' | 'OFFRAMP'

/** Text a host may put anywhere: letters of any script, emoji, URL-special characters. */
const someText = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 16 }),
  fc.constantFrom(
    'a&b=c',
    'x#y?z',
    'ü ñ 💸',
    '100%',
    'a+b c',
    ' padded ',
    'Ramp/Kit',
    'App \uD83E',
  ),
)
/** Required text: present and not blank (spec 2.11's three required fields). */
const requiredText = someText.filter((text) => text.trim() !== '')
/** Optional text: also blank, which both SDKs leave out of the URL. */
const optionalText = fc.oneof(
  { weight: 6, arbitrary: someText },
  { weight: 1, arbitrary: fc.constant('') },
)

const httpUrl = fc.constantFrom(
  'https://host.example/hooks/ramp',
  'https://host.example/done?order=7&note=a%26b#top',
  'http://127.0.0.1:5173/done#x&y',
  'https://host.example/ünï/?q=a+b',
)
const assetEntry = fc.constantFrom(
  'ETH',
  'USDC',
  'ETH_ETH',
  'ETH_USDC',
  'MATIC_*',
  'BTC_BTC',
  'SOLANA_SOL',
  'ETH_*',
  'eth_usdc',
)
const assetList = fc.oneof(
  fc.array(assetEntry, { minLength: 1, maxLength: 3 }).map((list) => list.join(',')),
  fc.constantFrom(' ETH_ETH , BTC_BTC', ''),
)

/**
 * Configurations the official SDK's config type allows (strings where it types strings, its
 * own `fiatValue` string included) that break no rule of spec 2.11, with the three required
 * fields. The variant is set per case (`caseFor`): `finalUrl` is kept only where a hosted
 * variant allows it.
 */
export const officialConfig: fc.Arbitrary<ConfigJson> = fc
  .record(
    {
      hostAppName: requiredText,
      hostLogoUrl: fc.oneof(
        fc.constantFrom(
          'https://assets.ramp.network/misc/test-logo.png',
          'https://host.example/logo.svg?x=1&y=2#f',
          '/logo.svg',
        ),
        requiredText,
      ),
      hostApiKey: fc.oneof(fc.constantFrom('pk_live_7f3a9c2e51b84d06aa'), requiredText),
      swapAsset: assetList,
      offrampAsset: assetList,
      swapAmount: fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
      fiatCurrency: fc.constantFrom('EUR', 'USD', 'GBP', 'BRL', 'eur', 'usd'),
      fiatValue: fc.oneof(
        fc.integer({ min: 1, max: 100_000 }).map(String),
        fc.integer({ min: 1, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2)),
        fc.constantFrom('0.5', '100', '99.9', '0'),
      ),
      enabledFlows: fc.constantFrom<Flow[]>(
        [],
        ['ONRAMP'],
        ['OFFRAMP'],
        ['ONRAMP', 'OFFRAMP'],
        ['OFFRAMP', 'ONRAMP'],
      ),
      defaultFlow: fc.constantFrom<Flow>('ONRAMP', 'OFFRAMP'),
      userAddress: fc.oneof(
        fc.constantFrom(
          '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
          'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        ),
        optionalText,
      ),
      userEmailAddress: fc.oneof(
        fc.constantFrom('user@example.com', 'a+b@example.com', 'ü@example.com'),
        optionalText,
      ),
      selectedCountryCode: fc.constantFrom('DE', 'US', 'BR', 'gb', 'mx'),
      defaultAsset: fc.constantFrom('ETH_ETH', 'ETH_USDC', 'BTC_BTC', 'USDC'),
      url: fc.constantFrom(
        'https://app.demo.rampnetwork.com/',
        'https://widget.example/app?ref=abc',
        'http://127.0.0.1:9/widget/',
        'https://widget.example/#start',
      ),
      webhookStatusUrl: httpUrl,
      offrampWebhookV3Url: httpUrl,
      finalUrl: httpUrl,
      useSendCryptoCallback: fc.boolean(),
      paymentMethodType: fc.constantFrom('SEPA', 'CARD', 'APPLEPAY', 'GOOGLEPAY', 'PISP', 'PIX'),
      hideExitButton: fc.boolean(),
      closeable: fc.boolean(),
      credentialless: fc.boolean(),
      pathname: fc.constantFrom('/', '/sell', 'buy', '/a/b/', ''),
      containerNode: fc.constant(true),
    },
    { requiredKeys: ['hostAppName', 'hostLogoUrl', 'hostApiKey'] },
  )
  .map((config) => {
    const out: ConfigJson = { ...config }
    const given = out.enabledFlows as Flow[] | undefined
    const flows = given?.length ? given : ['ONRAMP']
    // fiatValue needs fiatCurrency; the flow-only keys stay in the flows they belong to.
    if (out.fiatValue !== undefined && out.fiatCurrency === undefined) out.fiatCurrency = 'EUR'
    if (!flows.includes('OFFRAMP')) {
      delete out.offrampAsset
      delete out.useSendCryptoCallback
    }
    if (!flows.includes('ONRAMP')) {
      delete out.paymentMethodType
      delete out.finalUrl
    }
    return out
  })

/** One case: the configuration with `variant` set (or left out: the official default). */
export function caseFor(config: ConfigJson, variant: OfficialVariant | undefined): ConfigJson {
  const out: ConfigJson = { ...config }
  if (variant === undefined) delete out.variant
  else out.variant = variant
  if (!String(variant).startsWith('hosted')) delete out.finalUrl
  if (String(variant).startsWith('embedded')) out.containerNode = true
  return out
}

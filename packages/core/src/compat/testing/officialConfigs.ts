// Configurations the official SDK 6.2 accepts, for compat's property tests (not published).
import fc from 'fast-check'

/** Values hosts pass where the official type says otherwise, and that it passes on as given. */
const untyped = fc.constantFrom<unknown>(
  null,
  '',
  'true',
  'false',
  2 ** 53 + 2,
  2 ** 60,
  0,
  -1,
  1.5,
)

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('a&b=c', 'x#y?z', 'ü ñ 💸', ' padded ', '100%'),
)
const httpUrl = fc.constantFrom(
  'https://host.example/done?order=7&note=a%26b#top',
  'http://127.0.0.1:5173/hook',
  'https://host.example/ünï/?q=a+b',
)
const flows = fc.constantFrom<unknown>(['ONRAMP'], ['OFFRAMP'], ['ONRAMP', 'OFFRAMP'], [], 'ONRAMP')

/** The variants a host may pass: the official list, what it turns into `desktop`, nothing. */
export const someVariant = fc.constantFrom<unknown>(
  'desktop',
  'mobile',
  'auto',
  'hosted-desktop',
  'hosted-mobile',
  'hosted-auto',
  'embedded-desktop',
  'embedded-mobile',
  'hosted',
  'webview-desktop',
  'webview-mobile',
  'Desktop',
  'overlay',
  42,
  undefined,
)

/** One value of a field: mostly of its official type, sometimes an untyped one. */
const field = <T>(typed: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 3, arbitrary: typed as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: untyped },
  )

/**
 * A configuration the official SDK accepts: its own types (every field optional, `hostApiKey`
 * and `url` included, as its unit test has it), plus the untyped values hosts ship (numbers
 * past 2^53, 'true' for a boolean, null), `finalUrl` on any variant, `fiatValue` alone, unknown
 * variants and keys. `containerNode: true` stands for an element attached to the page.
 */
export const officialAcceptedConfig: fc.Arbitrary<Record<string, unknown>> = fc
  .record(
    {
      hostAppName: field(text),
      hostLogoUrl: field(fc.oneof(httpUrl, text)),
      hostApiKey: field(fc.constantFrom('pk_live_7f3a9c2e51b84d06aa', 'pk_test_x')),
      url: fc.constantFrom('https://widget.example/app/', 'http://127.0.0.1:9/w/', ''),
      pathname: fc.constantFrom('/', '/sell', 'buy', ''),
      swapAsset: field(fc.constantFrom('ETH_ETH', 'ETH_USDC,BTC_BTC', 'eth', '')),
      offrampAsset: field(fc.constantFrom('ETH_ETH', 'USDC')),
      swapAmount: field(
        fc.oneof(
          fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
          fc.bigInt({ min: 0n, max: 10n ** 30n }),
        ),
      ),
      fiatValue: field(fc.constantFrom('100', '0.5', 'ten', 50)),
      fiatCurrency: field(fc.constantFrom('EUR', 'usd', 'XXX')),
      userAddress: field(fc.constantFrom('0x71C7656EC7ab88b098defB751B7401B5f6d8976F', 'x')),
      userEmailAddress: field(fc.constantFrom('user@example.com', 'not-an-email')),
      selectedCountryCode: field(fc.constantFrom('DE', 'gb', 'ZZZ')),
      defaultAsset: field(fc.constantFrom('ETH_ETH', 'BTC_BTC')),
      defaultFlow: field(fc.constantFrom('ONRAMP', 'OFFRAMP', 'SWAP')),
      enabledFlows: flows,
      webhookStatusUrl: field(httpUrl),
      offrampWebhookV3Url: field(httpUrl),
      finalUrl: field(httpUrl),
      useSendCryptoCallback: field(fc.boolean()),
      paymentMethodType: field(fc.constantFrom('CARD', 'SEPA', 'PIX', 'SOFORT', 'card')),
      hideExitButton: field(fc.boolean()),
      closeable: field(fc.boolean()),
      credentialless: field(fc.boolean()),
      variant: someVariant,
      partnerRef: fc.constantFrom('abc', 7, true),
    },
    { requiredKeys: [] },
  )
  .map((config) => {
    const out: Record<string, unknown> = { ...config }
    if (String(out.variant).startsWith('embedded')) out.containerNode = true
    return out
  })

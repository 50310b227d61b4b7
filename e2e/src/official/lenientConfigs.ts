import fc from 'fast-check'
import type { ConfigJson } from './configs.js'

// Configurations the official SDK 6.2 accepts, beyond the spec-valid ones of configs.ts: what
// public host apps ship (no key in the official demo's "quick integration", swapAmount from
// bigNumber.toString() or as a number, booleans read from env strings, null for a missing
// address, finalUrl on an overlay, fiatValue alone, variants outside its list).

/** Values hosts pass where the official type says otherwise, and that it passes on as given. */
const untyped = fc.constantFrom<unknown>(
  null,
  '',
  'true',
  'false',
  2 ** 53 + 2,
  2 ** 60,
  1e21,
  0,
  -1,
  1.5,
)

const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('a&b=c', 'x#y?z', 'ü ñ 💸', ' padded ', '100%', 'a+b c'),
)
const httpUrl = fc.constantFrom(
  'https://host.example/done?order=7&note=a%26b#top',
  'http://127.0.0.1:5173/hook',
  'https://host.example/ünï/?q=a+b',
)
const wei = fc.bigInt({ min: 0n, max: 10n ** 30n })

/** Every variant a host may pass: the official list, what it shows as `desktop`, none. */
const anyVariant = fc.constantFrom<unknown>(
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

/** A field's value: mostly of its official type, sometimes an untyped one. */
const field = <T>(typed: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 3, arbitrary: typed as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: untyped },
  )

/**
 * Where the widget lives. Mostly http(s) addresses; now and then one the official SDK cannot
 * build (both throw at show()), and the two cases rampkit treats differently on purpose
 * (differences.json: `url-not-http`, `url-query-replaced`).
 */
const address = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constantFrom(
      'https://widget.example/app/',
      'http://127.0.0.1:9/w/',
      'https://app.demo.rampnetwork.com/',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('not a url', 'https://') },
  { weight: 1, arbitrary: fc.constantFrom('javascript:void(0)', 'data:text/html,hi') },
  { weight: 1, arbitrary: fc.constant('https://widget.example/?hostApiKey=stale&variant=x') },
)

/**
 * One configuration the official SDK accepts: every field optional (`hostApiKey` and `url`
 * too, as its own unit test constructs), values of its types or untyped ones, unknown keys.
 * `containerNode: true` stands for the page's attached #container.
 */
export const officialAcceptedConfig: fc.Arbitrary<ConfigJson> = fc
  .record(
    {
      hostAppName: field(text),
      hostLogoUrl: field(fc.oneof(httpUrl, text)),
      hostApiKey: field(fc.constantFrom('pk_live_7f3a9c2e51b84d06aa', 'pk_test_x')),
      url: address,
      pathname: fc.constantFrom<unknown>('/', '/sell', 'buy', '', '  ', 7),
      swapAsset: field(fc.constantFrom('ETH_ETH', 'ETH_USDC,BTC_BTC', 'eth', ' ETH_ETH , BTC_BTC')),
      offrampAsset: field(fc.constantFrom('ETH_ETH', 'USDC')),
      // bigNumber.toString(), or the number itself (past 2^53 it has lost digits already).
      swapAmount: field(fc.oneof(wei.map(String), wei.map(Number))),
      fiatValue: field(fc.constantFrom<unknown>('100', '0.5', 'ten', 50)),
      fiatCurrency: field(fc.constantFrom('EUR', 'usd', 'XXX')),
      userAddress: field(fc.constantFrom('0x71C7656EC7ab88b098defB751B7401B5f6d8976F', 'x')),
      userEmailAddress: field(fc.constantFrom('user@example.com', 'not-an-email')),
      selectedCountryCode: field(fc.constantFrom('DE', 'gb', 'ZZZ')),
      defaultAsset: field(fc.constantFrom('ETH_ETH', 'BTC_BTC')),
      defaultFlow: field(fc.constantFrom('ONRAMP', 'OFFRAMP', 'SWAP')),
      enabledFlows: fc.constantFrom<unknown>(
        ['ONRAMP'],
        ['OFFRAMP'],
        ['ONRAMP', 'OFFRAMP'],
        [],
        'ONRAMP',
        null,
      ),
      webhookStatusUrl: field(httpUrl),
      offrampWebhookV3Url: field(httpUrl),
      finalUrl: field(httpUrl),
      useSendCryptoCallback: field(fc.boolean()),
      paymentMethodType: field(fc.constantFrom('CARD', 'SEPA', 'PIX', 'SOFORT', 'card')),
      hideExitButton: field(fc.boolean()),
      closeable: field(fc.boolean()),
      credentialless: field(fc.boolean()),
      variant: anyVariant,
      partnerRef: fc.constantFrom<unknown>('abc', 7, true),
      sdkType: fc.constantFrom('NATIVE'),
    },
    { requiredKeys: [] },
  )
  .map((config) => {
    const out: ConfigJson = { ...config }
    if (String(out.variant).startsWith('embedded')) out.containerNode = true
    return out
  })

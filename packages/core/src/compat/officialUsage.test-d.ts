// The official SDK's documented usage type-checks against @rampkit/core/compat with only the
// import changed. Each snippet is written twice, once over each package's own types (the
// official package is a dev dependency, imported for its types only); the function bodies
// are the same text, which officialUsage.test.ts checks, so the snippet is real official usage.
import type * as Official from '@ramp-network/ramp-instant-sdk'
import type {
  AssetInfo as OfficialAssetInfo,
  IHostConfig as OfficialConfig,
  PaymentMethodType as OfficialPaymentMethodType,
  TOnRequestCryptoAccountCallback as OfficialRequestCryptoAccountCallback,
  TOnSendCryptoCallback as OfficialSendCryptoCallback,
} from '@ramp-network/ramp-instant-sdk/dist/types/types'
import { describe, expectTypeOf, it } from 'vitest'
import type * as Compat from '../exports/compat.js'

declare const wallet: {
  send(asset: { symbol: string }, amount: string, to: string): Promise<string>
  account(type: string, assetSymbol: string): Promise<string>
}

// --- official usage: overlay (the bodies of overlayCompat and overlayOfficial are one text) ---
export function overlayCompat({ RampInstantSDK, RampInstantEventTypes }: typeof Compat) {
  new RampInstantSDK({
    hostAppName: 'Your App',
    hostLogoUrl: 'https://assets.ramp.network/misc/test-logo.png',
    hostApiKey: 'YOUR_API_KEY',
    swapAsset: 'ETH',
    swapAmount: '100000000000000000',
    userAddress: '0x...',
    variant: 'auto',
  })
    .on('*', (event) => console.log(event))
    .on(RampInstantEventTypes.PURCHASE_CREATED, (event) => {
      if (event.type === RampInstantEventTypes.PURCHASE_CREATED) {
        console.log(event.payload.purchase)
      }
    })
    .onSendCrypto(async (assetInfo, amount, address) => ({
      txHash: await wallet.send(assetInfo, amount, address),
    }))
    .onRequestCryptoAccount(async (type, assetSymbol) => ({
      address: await wallet.account(type, assetSymbol),
    }))
    .show()
}

export function overlayOfficial({ RampInstantSDK, RampInstantEventTypes }: typeof Official) {
  new RampInstantSDK({
    hostAppName: 'Your App',
    hostLogoUrl: 'https://assets.ramp.network/misc/test-logo.png',
    hostApiKey: 'YOUR_API_KEY',
    swapAsset: 'ETH',
    swapAmount: '100000000000000000',
    userAddress: '0x...',
    variant: 'auto',
  })
    .on('*', (event) => console.log(event))
    .on(RampInstantEventTypes.PURCHASE_CREATED, (event) => {
      if (event.type === RampInstantEventTypes.PURCHASE_CREATED) {
        console.log(event.payload.purchase)
      }
    })
    .onSendCrypto(async (assetInfo, amount, address) => ({
      txHash: await wallet.send(assetInfo, amount, address),
    }))
    .onRequestCryptoAccount(async (type, assetSymbol) => ({
      address: await wallet.account(type, assetSymbol),
    }))
    .show()
}

// --- official usage: embedded, every key the official type has (bodies are one text) ---
export function embeddedCompat(
  { RampInstantSDK, RampInstantEventTypes }: typeof Compat,
  paymentMethodType: Compat.RampInstantPaymentMethodType,
) {
  const sdk = new RampInstantSDK({
    hostAppName: 'Your App',
    hostLogoUrl: 'https://assets.ramp.network/misc/test-logo.png',
    hostApiKey: 'YOUR_API_KEY',
    url: 'https://app.demo.rampnetwork.com',
    pathname: '/',
    variant: 'embedded-desktop',
    containerNode: document.getElementById('ramp-container') as HTMLElement,
    enabledFlows: ['ONRAMP', 'OFFRAMP'],
    defaultFlow: 'OFFRAMP',
    swapAsset: 'ETH_USDC,MATIC_*',
    offrampAsset: 'ETH_USDC',
    defaultAsset: 'ETH_USDC',
    swapAmount: '1000000',
    fiatCurrency: 'EUR',
    fiatValue: '100',
    userAddress: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    userEmailAddress: 'user@example.com',
    selectedCountryCode: 'DE',
    webhookStatusUrl: 'https://example.com/webhooks/ramp',
    offrampWebhookV3Url: 'https://example.com/webhooks/ramp-offramp',
    finalUrl: 'https://example.com/done',
    useSendCryptoCallback: true,
    paymentMethodType,
    hideExitButton: false,
    closeable: true,
    credentialless: true,
  })
  sdk
    .on(RampInstantEventTypes.OFFRAMP_SALE_CREATED, (event) => console.log(event.type))
    .on(RampInstantEventTypes.WIDGET_CLOSE, (event) => console.log(event.payload))
    .onSendCrypto(async (assetInfo, amount, address) => {
      const txHash = await wallet.send(assetInfo, amount, address)
      return { txHash }
    })
    .show()
  const iframe: HTMLIFrameElement | undefined = sdk.domNodes?.iframe
  const shadow: ShadowRoot | undefined = sdk.domNodes?.shadow
  const popup: Window | undefined = sdk.widgetWindow
  const handler = (event: Compat.RampInstantEvent) => console.log(event, iframe, shadow, popup)
  sdk.on('*', handler).unsubscribe('*', handler).close()
}

export function embeddedOfficial(
  { RampInstantSDK, RampInstantEventTypes }: typeof Official,
  paymentMethodType: OfficialPaymentMethodType,
) {
  const sdk = new RampInstantSDK({
    hostAppName: 'Your App',
    hostLogoUrl: 'https://assets.ramp.network/misc/test-logo.png',
    hostApiKey: 'YOUR_API_KEY',
    url: 'https://app.demo.rampnetwork.com',
    pathname: '/',
    variant: 'embedded-desktop',
    containerNode: document.getElementById('ramp-container') as HTMLElement,
    enabledFlows: ['ONRAMP', 'OFFRAMP'],
    defaultFlow: 'OFFRAMP',
    swapAsset: 'ETH_USDC,MATIC_*',
    offrampAsset: 'ETH_USDC',
    defaultAsset: 'ETH_USDC',
    swapAmount: '1000000',
    fiatCurrency: 'EUR',
    fiatValue: '100',
    userAddress: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    userEmailAddress: 'user@example.com',
    selectedCountryCode: 'DE',
    webhookStatusUrl: 'https://example.com/webhooks/ramp',
    offrampWebhookV3Url: 'https://example.com/webhooks/ramp-offramp',
    finalUrl: 'https://example.com/done',
    useSendCryptoCallback: true,
    paymentMethodType,
    hideExitButton: false,
    closeable: true,
    credentialless: true,
  })
  sdk
    .on(RampInstantEventTypes.OFFRAMP_SALE_CREATED, (event) => console.log(event.type))
    .on(RampInstantEventTypes.WIDGET_CLOSE, (event) => console.log(event.payload))
    .onSendCrypto(async (assetInfo, amount, address) => {
      const txHash = await wallet.send(assetInfo, amount, address)
      return { txHash }
    })
    .show()
  const iframe: HTMLIFrameElement | undefined = sdk.domNodes?.iframe
  const shadow: ShadowRoot | undefined = sdk.domNodes?.shadow
  const popup: Window | undefined = sdk.widgetWindow
  const handler = (event: Official.RampInstantEvent) => console.log(event, iframe, shadow, popup)
  sdk.on('*', handler).unsubscribe('*', handler).close()
}
// --- end of official usage ---

declare const compat: typeof Compat
declare const official: typeof Official

describe('official usage against @rampkit/core/compat', () => {
  it('type-checks with either package (the snippets above)', () => {
    expectTypeOf(overlayCompat).toBeCallableWith(compat)
    expectTypeOf(overlayOfficial).toBeCallableWith(official)
  })

  it('compat narrows the payload by the event name; the official types do not', () => {
    compat.RampInstantSDK.prototype.on(compat.RampInstantEventTypes.PURCHASE_CREATED, (event) =>
      console.log(event.payload.purchase),
    )
    official.RampInstantSDK.prototype.on(official.RampInstantEventTypes.PURCHASE_CREATED, (event) =>
      // @ts-expect-error the official event is the union of every event: payload may be null
      console.log(event.payload.purchase),
    )
  })

  it('takes every configuration the official type takes', () => {
    expectTypeOf<OfficialConfig>().toExtend<Compat.RampInstantConfig>()
    expectTypeOf<OfficialPaymentMethodType>().toExtend<Compat.RampInstantPaymentMethodType>()
    expectTypeOf<Official.RampInstantWidgetVariantTypes>().toEqualTypeOf<Compat.RampInstantWidgetVariantTypes>()
  })

  it('takes the official callbacks', () => {
    expectTypeOf<OfficialSendCryptoCallback>().toExtend<Compat.RampInstantSendCryptoCallback>()
    expectTypeOf<OfficialRequestCryptoAccountCallback>().toExtend<Compat.RampInstantRequestCryptoAccountCallback>()
    expectTypeOf<Compat.RampInstantAssetInfo>().toEqualTypeOf<OfficialAssetInfo>()
  })

  it('RampInstantEventTypes has the official values', () => {
    expectTypeOf<`${Official.RampInstantEventTypes}`>().toEqualTypeOf<Compat.RampInstantEventTypes>()
    expectTypeOf<keyof typeof Official.RampInstantEventTypes>().toEqualTypeOf<
      keyof typeof Compat.RampInstantEventTypes
    >()
  })
})

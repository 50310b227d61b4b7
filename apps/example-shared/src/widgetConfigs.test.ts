import { validateWidgetConfig } from '@rampkit/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULTS } from './config.js'
import {
  buyWidgetConfig,
  embeddedWidgetConfig,
  sellUnavailableReason,
  sellWidgetConfig,
  type WalletWidgetInput,
} from './widgetConfigs.js'

const input: WalletWidgetInput = {
  config: DEFAULTS,
  logoUrl: 'http://localhost/logo.svg',
  currency: 'EUR',
  assetId: 'ETH_USDC',
}
const host = {
  hostAppName: 'Rampkit Wallet',
  hostLogoUrl: 'http://localhost/logo.svg',
  hostApiKey: 'demo-host-api-key',
  url: 'http://127.0.0.1:8787/widget/',
  fiatCurrency: 'EUR',
}

describe('widget configs', () => {
  it('buy: on-ramp for the asset and amount, status webhooks to the receiver', () => {
    expect(buyWidgetConfig({ ...input, fiatValue: 100 })).toEqual({
      ...host,
      fiatValue: 100,
      enabledFlows: ['ONRAMP'],
      swapAsset: 'ETH_USDC',
      webhookStatusUrl: 'http://127.0.0.1:8788/webhooks/purchase',
    })
  })

  it('sell: off-ramp with the send-crypto callback, sale webhooks to the receiver', () => {
    expect(sellWidgetConfig({ ...input, fiatValue: 100 })).toEqual({
      ...host,
      fiatValue: 100,
      enabledFlows: ['OFFRAMP'],
      offrampAsset: 'ETH_USDC',
      useSendCryptoCallback: true,
      offrampWebhookV3Url: 'http://127.0.0.1:8788/webhooks/offramp',
    })
  })

  it('embedded: the asset, never an amount', () => {
    expect(embeddedWidgetConfig(input)).toEqual({ ...host, swapAsset: 'ETH_USDC' })
  })

  it('leaves out an invalid amount', () => {
    expect(buyWidgetConfig({ ...input, fiatValue: undefined })).not.toHaveProperty('fiatValue')
    expect(sellWidgetConfig({ ...input, fiatValue: undefined })).not.toHaveProperty('fiatValue')
  })

  it('never carries userAddress: the widget asks for the account (walletAccount answers)', () => {
    for (const config of [
      buyWidgetConfig({ ...input, fiatValue: 100 }),
      sellWidgetConfig({ ...input, fiatValue: 100 }),
      embeddedWidgetConfig(input),
    ]) {
      expect(config).not.toHaveProperty('userAddress')
    }
  })

  it('are valid widget configs for any asset, currency and amount (property)', () => {
    const code = fc.stringMatching(/^[A-Z][A-Z0-9]{0,9}$/)
    fc.assert(
      fc.property(
        code,
        code,
        fc.constantFrom('EUR', 'USD', 'GBP', 'BRL'),
        fc.option(
          fc.integer({ min: 1, max: 1_000_000 }).map((cents) => cents / 100),
          {
            nil: undefined,
          },
        ),
        (chain, symbol, currency, fiatValue) => {
          const choice = { ...input, currency, assetId: `${chain}_${symbol}`, fiatValue }
          for (const config of [
            buyWidgetConfig(choice),
            sellWidgetConfig(choice),
            embeddedWidgetConfig(choice),
          ]) {
            expect(validateWidgetConfig(config)).toMatchObject({ ok: true })
          }
        },
      ),
    )
  })
})

describe('sellUnavailableReason', () => {
  const loaded = { status: 'success', data: { assets: [{ chain: 'ETH', symbol: 'ETH' }] } }

  it('says nothing while the off-ramp assets load, or fail to', () => {
    expect(sellUnavailableReason({ status: 'loading' }, 'BTC_BTC', 'BTC')).toBe(undefined)
    expect(sellUnavailableReason({ status: 'error' }, 'BTC_BTC', 'BTC')).toBe(undefined)
  })

  it('says nothing for an asset one can sell', () => {
    expect(sellUnavailableReason(loaded, 'ETH_ETH', 'ETH')).toBe(undefined)
  })

  it('names the asset one cannot sell', () => {
    expect(sellUnavailableReason(loaded, 'BTC_BTC', 'BTC')).toBe(
      'BTC on this network cannot be sold.',
    )
    expect(sellUnavailableReason(loaded, 'BTC_BTC', undefined)).toBe(
      'This asset on this network cannot be sold.',
    )
  })
})

import { validateWidgetConfig } from '@rampkit/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULTS } from './config.js'
import { embeddedWidgetConfig, type WalletWidgetInput } from './widgetConfigs.js'

const input: WalletWidgetInput = {
  config: DEFAULTS,
  logoUrl: 'http://localhost/logo.svg',
  currency: 'EUR',
  assetId: 'ETH_USDC',
}

describe('the embedded panel’s widget config', () => {
  it('is the asset in the currency, never an amount or a userAddress', () => {
    expect(embeddedWidgetConfig(input)).toEqual({
      hostAppName: 'Rampkit Wallet',
      hostLogoUrl: 'http://localhost/logo.svg',
      hostApiKey: 'demo-host-api-key',
      url: 'http://127.0.0.1:8787/widget/',
      fiatCurrency: 'EUR',
      swapAsset: 'ETH_USDC',
    })
  })

  it('is a valid widget config for any asset and currency (property)', () => {
    const code = fc.stringMatching(/^[A-Z][A-Z0-9]{0,9}$/)
    fc.assert(
      fc.property(
        code,
        code,
        fc.constantFrom('EUR', 'USD', 'GBP', 'BRL'),
        (chain, symbol, currency) => {
          const config = embeddedWidgetConfig({ ...input, currency, assetId: `${chain}_${symbol}` })
          expect(validateWidgetConfig(config)).toMatchObject({ ok: true })
        },
      ),
    )
  })
})

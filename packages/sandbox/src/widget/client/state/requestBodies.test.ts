import { describe, expect, it } from 'vitest'
import {
  amountAsked,
  isConfirmable,
  purchaseRequestBody,
  quoteRequestBody,
  saleRequestBody,
} from './requestBodies.js'
import { loadedState, quote, US } from './testkit.js'

const ONE_ETH = '1000000000000000000'
const confirmable = () => {
  const state = loadedState({
    quotes: { SEPA: quote(100, ONE_ETH) },
    method: 'SEPA',
    fiatValue: 100,
  })
  if (!isConfirmable(state)) throw new Error('expected a confirmable state')
  return state
}

describe('amountAsked', () => {
  it('asks for swapAmount until the user types, else the fiat value (or the one given)', () => {
    expect(amountAsked(loadedState({ fiatValue: 20 }))).toEqual({ fiatValue: 20 })
    expect(amountAsked(loadedState({ fiatValue: 20 }), 25)).toEqual({ fiatValue: 25 })
    expect(amountAsked(loadedState({ cryptoAmount: ONE_ETH }), 25)).toEqual({
      cryptoAmount: ONE_ETH,
    })
  })
})

describe('quoteRequestBody', () => {
  it('names the asset, the currency and the upper-case country', () => {
    expect(quoteRequestBody(loadedState({ country: US, fiatValue: 50 }))).toEqual({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      userCountryCode: 'US',
      fiatValue: 50,
    })
  })

  it('asks in another currency and amount when given, or for swapAmount', () => {
    expect(quoteRequestBody(loadedState(), 'USD', 125)).toMatchObject({
      fiatCurrency: 'USD',
      fiatValue: 125,
    })
    const body = quoteRequestBody(loadedState({ cryptoAmount: ONE_ETH }), 'USD', 125)
    expect(body).toEqual({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'USD',
      userCountryCode: 'DE',
      cryptoAmount: ONE_ETH,
    })
  })

  it('throws without an asset', () => {
    expect(() => quoteRequestBody(loadedState({ asset: undefined }))).toThrow(
      'No asset is selected.',
    )
  })
})

describe('isConfirmable', () => {
  it('needs an asset and a quoted method the amount does not miss', () => {
    const quotes = { SEPA: quote(100, ONE_ETH), CARD: quote(50, ONE_ETH) }
    expect(isConfirmable(loadedState({ quotes, method: 'SEPA' }))).toBe(true)
    expect(isConfirmable(loadedState({ quotes, method: undefined }))).toBe(false)
    expect(isConfirmable(loadedState({ quotes, method: 'PIX' }))).toBe(false)
    expect(
      isConfirmable(loadedState({ quotes, method: 'CARD', limits: { CARD: 'At most €50.00' } })),
    ).toBe(false)
    expect(isConfirmable(loadedState({ quotes, method: 'SEPA', asset: undefined }))).toBe(false)
  })
})

describe('purchaseRequestBody and saleRequestBody', () => {
  it('purchase: the trade, the payment method, the receiver and the webhook URL if any', () => {
    const config = { hostApiKey: 'key', webhookStatusUrl: 'http://localhost/hook' }
    expect(purchaseRequestBody(confirmable(), config, '0xabc')).toEqual({
      hostApiKey: 'key',
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      paymentMethodType: 'SEPA',
      receiverAddress: '0xabc',
      webhookStatusUrl: 'http://localhost/hook',
    })
    expect(purchaseRequestBody(confirmable(), { hostApiKey: 'key' }, '0xabc')).not.toHaveProperty(
      'webhookStatusUrl',
    )
  })

  it('sale: the trade, the payout method and the webhook URL if any; swapAmount when not typed over', () => {
    const state = { ...confirmable(), cryptoAmount: ONE_ETH }
    expect(
      saleRequestBody(state, { hostApiKey: 'key', offrampWebhookV3Url: 'http://localhost/s' }),
    ).toEqual({
      hostApiKey: 'key',
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: ONE_ETH,
      payoutMethodType: 'SEPA',
      offrampWebhookV3Url: 'http://localhost/s',
    })
    expect(saleRequestBody(state, {})).toMatchObject({ hostApiKey: '' })
    expect(saleRequestBody(state, {})).not.toHaveProperty('offrampWebhookV3Url')
  })
})

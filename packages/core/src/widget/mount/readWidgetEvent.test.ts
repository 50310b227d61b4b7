import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readWidgetEvent } from './readWidgetEvent.js'
import { PURCHASE, SALE } from './testing/harness.js'

const purchaseCreated = (payload: unknown) => readWidgetEvent({ type: 'PURCHASE_CREATED', payload })
const saleCreated = (payload: unknown) => readWidgetEvent({ type: 'OFFRAMP_SALE_CREATED', payload })
const sendCrypto = (payload: unknown, eventVersion: unknown = 1) =>
  readWidgetEvent({ type: 'SEND_CRYPTO', payload, eventVersion })

const SEND = {
  assetInfo: SALE.crypto.assetInfo,
  amount: '1000000000000000000',
  address: '0x00000000000000000000000000000000000000aa',
}

describe('readWidgetEvent', () => {
  it('types the events without payload, whatever payload was sent', () => {
    for (const type of [
      'WIDGET_CLOSE',
      'WIDGET_CONFIG_DONE',
      'WIDGET_CLOSE_REQUEST_CONFIRMED',
      'WIDGET_CLOSE_REQUEST_CANCELLED',
    ]) {
      expect(readWidgetEvent({ type, payload: { junk: 1 } })).toEqual({
        event: { type, payload: null },
      })
      expect(readWidgetEvent({ type })).toEqual({ event: { type, payload: null } })
    }
  })

  it('ignores types the host does not handle (the production widget sends more)', () => {
    for (const type of ['PAYMENT_SUCCESSFUL', 'WIDGET_OPEN_FAILED', '', 'x']) {
      expect(readWidgetEvent({ type, payload: {} })).toBeUndefined()
    }
  })

  it('reads REQUEST_CRYPTO_ACCOUNT and APP_VERSION, naming a bad field', () => {
    expect(
      readWidgetEvent({
        type: 'REQUEST_CRYPTO_ACCOUNT',
        payload: { type: 'ETH', assetSymbol: 'ETH_USDC', extra: 1 },
      }),
    ).toEqual({
      event: { type: 'REQUEST_CRYPTO_ACCOUNT', payload: { type: 'ETH', assetSymbol: 'ETH_USDC' } },
    })
    expect(readWidgetEvent({ type: 'REQUEST_CRYPTO_ACCOUNT', payload: { type: 'ETH' } })).toEqual({
      invalidField: 'payload.assetSymbol',
    })
    expect(readWidgetEvent({ type: 'APP_VERSION', payload: { version: '2.0' } })).toEqual({
      event: {
        type: 'APP_VERSION',
        payload: { version: '2.0' },
      },
    })
    expect(readWidgetEvent({ type: 'APP_VERSION', payload: { version: 2 } })).toEqual({
      invalidField: 'payload.version',
    })
  })

  it('passes a purchase with its view token and API URL', () => {
    const payload = {
      purchase: PURCHASE,
      purchaseViewToken: 'tok',
      apiUrl: 'https://api.example/api',
    }
    expect(purchaseCreated(payload)).toEqual({ event: { type: 'PURCHASE_CREATED', payload } })
  })

  it('turns fiat amounts sent as numeric strings into numbers (the official SDK types them as strings)', () => {
    const purchase = { ...PURCHASE, fiatValue: '2500.5', appliedFee: '51', networkFee: 'n/a' }
    const event = purchaseCreated({ purchase, purchaseViewToken: 'tok', apiUrl: '' })
    expect(event).toMatchObject({
      event: { payload: { purchase: { fiatValue: 2500.5, appliedFee: 51, networkFee: 'n/a' } } },
    })
    const sale = { ...SALE, fiat: { amount: '2300.25', currencySymbol: 'EUR' } }
    expect(saleCreated({ sale, saleViewToken: 't', apiUrl: '' })).toMatchObject({
      event: { payload: { sale: { fiat: { amount: 2300.25, currencySymbol: 'EUR' } } } },
    })
  })

  it('names the missing or malformed field of a purchase event', () => {
    const ok = { purchase: PURCHASE, purchaseViewToken: 'tok', apiUrl: 'u' }
    expect(purchaseCreated(null)).toEqual({ invalidField: 'payload.purchase' })
    expect(purchaseCreated('x')).toEqual({ invalidField: 'payload.purchase' })
    expect(purchaseCreated({ ...ok, purchase: [PURCHASE] })).toEqual({
      invalidField: 'payload.purchase',
    })
    expect(purchaseCreated({ ...ok, purchase: { ...PURCHASE, id: '' } })).toEqual({
      invalidField: 'payload.purchase',
    })
    expect(purchaseCreated({ ...ok, purchase: { ...PURCHASE, id: 7 } })).toEqual({
      invalidField: 'payload.purchase',
    })
    expect(purchaseCreated({ ...ok, purchaseViewToken: '' })).toEqual({
      invalidField: 'payload.purchaseViewToken',
    })
    expect(purchaseCreated({ ...ok, purchaseViewToken: undefined })).toEqual({
      invalidField: 'payload.purchaseViewToken',
    })
    expect(purchaseCreated({ ...ok, apiUrl: 1 })).toEqual({ invalidField: 'payload.apiUrl' })
  })

  it('names the missing or malformed field of a sale event', () => {
    const ok = { sale: SALE, saleViewToken: 'tok', apiUrl: 'u' }
    expect(saleCreated(ok)).toEqual({ event: { type: 'OFFRAMP_SALE_CREATED', payload: ok } })
    expect(saleCreated({ ...ok, sale: null })).toEqual({ invalidField: 'payload.sale' })
    expect(saleCreated({ ...ok, sale: { ...SALE, id: null } })).toEqual({
      invalidField: 'payload.sale',
    })
    expect(saleCreated({ ...ok, saleViewToken: 5 })).toEqual({
      invalidField: 'payload.saleViewToken',
    })
    expect(saleCreated({ ...ok, apiUrl: null })).toEqual({ invalidField: 'payload.apiUrl' })
  })

  it('reads a send-crypto request of event version 1 only', () => {
    expect(sendCrypto(SEND)).toEqual({ event: { type: 'SEND_CRYPTO', payload: SEND } })
    expect(sendCrypto(SEND, 2)).toEqual({ invalidField: 'eventVersion' })
    expect(readWidgetEvent({ type: 'SEND_CRYPTO', payload: SEND })).toEqual({
      invalidField: 'eventVersion',
    })
    expect(sendCrypto(SEND, '1')).toEqual({ invalidField: 'eventVersion' })
    expect(sendCrypto({ ...SEND, assetInfo: null })).toEqual({ invalidField: 'payload.assetInfo' })
    expect(sendCrypto({ ...SEND, assetInfo: { symbol: '' } })).toEqual({
      invalidField: 'payload.assetInfo',
    })
    expect(sendCrypto({ ...SEND, amount: 1e18 })).toEqual({ invalidField: 'payload.amount' })
    expect(sendCrypto({ ...SEND, amount: '-1' })).toEqual({ invalidField: 'payload.amount' })
    expect(sendCrypto({ ...SEND, amount: '1.5' })).toEqual({ invalidField: 'payload.amount' })
    expect(sendCrypto({ ...SEND, address: '' })).toEqual({ invalidField: 'payload.address' })
    expect(sendCrypto(null)).toEqual({ invalidField: 'payload.assetInfo' })
  })

  it('keeps only short string code and message of a config failure', () => {
    expect(readWidgetEvent({ type: 'WIDGET_CONFIG_FAILED', payload: null })).toEqual({
      event: {
        type: 'WIDGET_CONFIG_FAILED',
        payload: null,
      },
    })
    const event = readWidgetEvent({
      type: 'WIDGET_CONFIG_FAILED',
      payload: { code: 'UNKNOWN_API_KEY', message: 'm'.repeat(2000), other: { deep: 1 } },
    })
    expect(event).toEqual({
      event: {
        type: 'WIDGET_CONFIG_FAILED',
        payload: { code: 'UNKNOWN_API_KEY', message: 'm'.repeat(500) },
      },
    })
    expect(readWidgetEvent({ type: 'WIDGET_CONFIG_FAILED', payload: { code: 1 } })).toEqual({
      event: {
        type: 'WIDGET_CONFIG_FAILED',
        payload: {},
      },
    })
  })

  it('never throws and always answers an event of the type, a field name or undefined, for any data', () => {
    const types = fc.constantFrom(
      'PURCHASE_CREATED',
      'OFFRAMP_SALE_CREATED',
      'SEND_CRYPTO',
      'WIDGET_CONFIG_FAILED',
      'WIDGET_CLOSE',
      'OTHER',
    )
    fc.assert(
      fc.property(types, fc.anything(), fc.anything(), (type, payload, eventVersion) => {
        const result = readWidgetEvent({ type, payload, eventVersion })
        expect(
          result === undefined ||
            ('invalidField' in result && typeof result.invalidField === 'string') ||
            ('event' in result && result.event.type === type),
        ).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('does not hand out the sender objects (a handler editing its event changes no other)', () => {
    const purchase = { ...PURCHASE }
    const reading = purchaseCreated({ purchase, purchaseViewToken: 't', apiUrl: '' })
    const event = reading && 'event' in reading ? reading.event : undefined
    expect(event?.type).toBe('PURCHASE_CREATED')
    if (event?.type === 'PURCHASE_CREATED') expect(event.payload.purchase).not.toBe(purchase)
  })
})

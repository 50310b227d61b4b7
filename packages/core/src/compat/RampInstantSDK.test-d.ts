import type { RampInstantSDK as OfficialRampInstantSDK } from '@ramp-network/ramp-instant-sdk'
import { describe, expectTypeOf, it } from 'vitest'
import type { ServicePurchase, ServiceSale } from '../types/transactions.js'
import type { RampInstantConfig } from './config.js'
import type {
  RampInstantAllEvents,
  RampInstantAssetInfo,
  RampInstantEvent,
  RampInstantEvents,
} from './events.js'
import { RampInstantEventTypes } from './eventTypes.js'
import { type RampInstantDomNodes, RampInstantSDK } from './RampInstantSDK.js'

declare const sdk: RampInstantSDK
declare const config: RampInstantConfig

describe('RampInstantSDK types', () => {
  it('every method returns the instance, so calls chain', () => {
    expectTypeOf(new RampInstantSDK(config)).toEqualTypeOf<RampInstantSDK>()
    expectTypeOf(sdk.show()).toEqualTypeOf<RampInstantSDK>()
    expectTypeOf(sdk.close()).toEqualTypeOf<RampInstantSDK>()
    expectTypeOf(sdk.on('*', () => {})).toEqualTypeOf<RampInstantSDK>()
    expectTypeOf(sdk.unsubscribe('*', () => {})).toEqualTypeOf<RampInstantSDK>()
    expectTypeOf(sdk.onSendCrypto(async () => ({ txHash: '0x' }))).toEqualTypeOf<RampInstantSDK>()
    expectTypeOf(
      sdk.onRequestCryptoAccount(async () => ({ address: '0x' })),
    ).toEqualTypeOf<RampInstantSDK>()
  })

  it('narrows the event by its name, the enum member or the string', () => {
    sdk.on(RampInstantEventTypes.PURCHASE_CREATED, (event) => {
      expectTypeOf(event.payload.purchase).toEqualTypeOf<ServicePurchase>()
      expectTypeOf(event.payload.purchaseViewToken).toEqualTypeOf<string>()
      expectTypeOf(event.widgetInstanceId).toEqualTypeOf<string>()
    })
    sdk.on('OFFRAMP_SALE_CREATED', (event) => {
      expectTypeOf(event.payload.sale).toEqualTypeOf<ServiceSale>()
    })
    sdk.on('SEND_CRYPTO', (event) => {
      expectTypeOf(event.eventVersion).toEqualTypeOf<1>()
      expectTypeOf(event.payload.assetInfo).toEqualTypeOf<RampInstantAssetInfo>()
    })
    sdk.on('WIDGET_OPEN_FAILED', (event) => {
      expectTypeOf(event.payload.reason).toEqualTypeOf<'POPUP_BLOCKED' | 'LOAD_TIMEOUT'>()
    })
    sdk.on('*', (event) => {
      expectTypeOf(event).toEqualTypeOf<RampInstantAllEvents>()
      if (event.type === RampInstantEventTypes.WIDGET_CONFIG_FAILED) {
        expectTypeOf(event.payload).toEqualTypeOf<{ code?: string; message?: string } | null>()
      }
    })
  })

  it('takes handlers annotated with the official base types', () => {
    const logEvent = (event: RampInstantEvent) => event.type
    const logPublic = (event: RampInstantEvents) => event.type
    sdk.on('*', logEvent).on('PURCHASE_CREATED', logPublic).unsubscribe('*', logEvent)
  })

  it('RampInstantEventTypes is a value and a type, with the official values', () => {
    expectTypeOf<RampInstantEventTypes>().toEqualTypeOf<
      | 'WIDGET_CLOSE'
      | 'WIDGET_CONFIG_DONE'
      | 'WIDGET_CONFIG_FAILED'
      | 'PURCHASE_CREATED'
      | 'OFFRAMP_SALE_CREATED'
    >()
    expectTypeOf(RampInstantEventTypes.WIDGET_CLOSE).toEqualTypeOf<'WIDGET_CLOSE'>()
  })

  it('rejects unknown names, mismatched handlers and wrong callback signatures', () => {
    // @ts-expect-error not an event name
    sdk.on('PURCHASE_CREATD', () => {})
    // @ts-expect-error a sale handler for purchases
    sdk.on('PURCHASE_CREATED', (event: { payload: { sale: ServiceSale } }) => event)
    // @ts-expect-error the official callback takes (assetInfo, amount, address)
    sdk.onSendCrypto(async (request: { amount: string }) => ({ txHash: request.amount }))
    // @ts-expect-error the account needs an address
    sdk.onRequestCryptoAccount(async () => ({ name: 'Main' }))
  })

  it('domNodes and widgetWindow have the official shapes', () => {
    expectTypeOf(sdk.domNodes).toEqualTypeOf<RampInstantDomNodes | undefined>()
    // The official SDK's own declarations (a dev dependency, for its types only).
    expectTypeOf<RampInstantDomNodes>().toEqualTypeOf<
      NonNullable<OfficialRampInstantSDK['domNodes']>
    >()
    expectTypeOf(sdk.widgetWindow).toEqualTypeOf<OfficialRampInstantSDK['widgetWindow']>()
  })

  it('needs hostApiKey unless a (signed) url is given, as the official type does', () => {
    const base = { hostAppName: 'App', hostLogoUrl: 'https://example.com/logo.svg' }
    new RampInstantSDK({ ...base, hostApiKey: 'key' })
    new RampInstantSDK({ ...base, url: 'https://widget.example/?signature=abc' })
    // @ts-expect-error neither hostApiKey nor url
    new RampInstantSDK({ ...base })
    // @ts-expect-error fiatValue is a string in the official type
    new RampInstantSDK({ ...base, hostApiKey: 'key', fiatValue: 100 })
  })
})

import type { WidgetConfigFailedPayload, WidgetEvent } from './events.js'

/** A message from the widget, after the origin and instance checks. */
export interface WidgetMessage {
  type: string
  payload?: unknown
  eventVersion?: unknown
}

type Obj = Record<string, unknown>

const obj = (value: unknown): Obj | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : undefined
const text = (value: unknown): value is string => typeof value === 'string' && value !== ''

// The official SDK types these fields as strings, the webhooks as numbers: accept both and hand
// out numbers, so the ServicePurchase / ServiceSale types hold whichever the widget sends.
const PURCHASE_NUMBERS = [
  'fiatValue',
  'assetExchangeRate',
  'assetExchangeRateEur',
  'baseServiceFee',
  'networkFee',
  'appliedFee',
]

function toNumbers(source: Obj, keys: readonly string[]): Obj {
  const copy: Obj = { ...source }
  for (const key of keys) {
    const value = copy[key]
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) copy[key] = Number(value)
  }
  return copy
}

const NULL_PAYLOAD = [
  'WIDGET_CLOSE',
  'WIDGET_CONFIG_DONE',
  'WIDGET_CLOSE_REQUEST_CONFIRMED',
  'WIDGET_CLOSE_REQUEST_CANCELLED',
]

/**
 * The typed event for a widget message; a string naming the bad field when the payload is
 * malformed; `undefined` for types the host does not handle (the production widget sends more,
 * e.g. `APP_VERSION`). Checks what a host acts on (ids, view tokens, the send-crypto request);
 * other fields pass through as sent. Never throws: messages are structured clones, plain data.
 */
export function readWidgetEvent(message: WidgetMessage): WidgetEvent | string | undefined {
  const { type } = message
  const payload = obj(message.payload)
  if (NULL_PAYLOAD.includes(type)) return { type, payload: null } as WidgetEvent
  switch (type) {
    case 'WIDGET_CONFIG_FAILED': {
      // Keep only short strings: the payload ends up in host logs.
      const out: NonNullable<WidgetConfigFailedPayload> = {}
      if (typeof payload?.code === 'string') out.code = payload.code.slice(0, 100)
      if (typeof payload?.message === 'string') out.message = payload.message.slice(0, 500)
      return { type, payload: payload ? out : null }
    }
    case 'PURCHASE_CREATED': {
      const purchase = obj(payload?.purchase)
      if (!purchase || !text(purchase.id)) return 'payload.purchase'
      if (!text(payload?.purchaseViewToken)) return 'payload.purchaseViewToken'
      if (typeof payload.apiUrl !== 'string') return 'payload.apiUrl'
      return {
        type,
        payload: {
          purchase: toNumbers(purchase, PURCHASE_NUMBERS) as never,
          purchaseViewToken: payload.purchaseViewToken,
          apiUrl: payload.apiUrl,
        },
      }
    }
    case 'OFFRAMP_SALE_CREATED': {
      const sale = obj(payload?.sale)
      if (!sale || !text(sale.id)) return 'payload.sale'
      if (!text(payload?.saleViewToken)) return 'payload.saleViewToken'
      if (typeof payload.apiUrl !== 'string') return 'payload.apiUrl'
      const fiat = obj(sale.fiat)
      return {
        type,
        payload: {
          sale: (fiat ? { ...sale, fiat: toNumbers(fiat, ['amount']) } : sale) as never,
          saleViewToken: payload.saleViewToken,
          apiUrl: payload.apiUrl,
        },
      }
    }
    case 'SEND_CRYPTO': {
      if (message.eventVersion !== 1) return 'eventVersion'
      const assetInfo = obj(payload?.assetInfo)
      if (!assetInfo || !text(assetInfo.symbol)) return 'payload.assetInfo'
      if (typeof payload?.amount !== 'string' || !/^\d{1,78}$/.test(payload.amount))
        return 'payload.amount'
      if (!text(payload.address)) return 'payload.address'
      return {
        type,
        payload: {
          assetInfo: { ...assetInfo } as never,
          amount: payload.amount,
          address: payload.address,
        },
      }
    }
  }
  return undefined
}

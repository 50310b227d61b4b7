import { PURCHASE_NUMBER_FIELDS } from '../../types/purchaseNumberFields.js'
import type { WidgetConfigFailedPayload, WidgetEvent, WidgetMessage } from './events.js'

export type { WidgetMessage } from './events.js'

type Obj = Record<string, unknown>

const obj = (value: unknown): Obj | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : undefined
const text = (value: unknown) => typeof value === 'string' && value !== ''
const string = (value: unknown) => typeof value === 'string'

/**
 * The payload fields of the events that carry one, each with its check, in the order they
 * are checked: what a host acts on (ids, view tokens, the send-crypto request). Other fields
 * pass through as sent.
 */
const FIELDS: Record<string, [string, (value: unknown) => boolean][]> = {
  PURCHASE_CREATED: [
    ['purchase', (value) => text(obj(value)?.id)],
    ['purchaseViewToken', text],
    ['apiUrl', string],
  ],
  OFFRAMP_SALE_CREATED: [
    ['sale', (value) => text(obj(value)?.id)],
    ['saleViewToken', text],
    ['apiUrl', string],
  ],
  SEND_CRYPTO: [
    ['assetInfo', (value) => text(obj(value)?.symbol)],
    ['amount', (value) => string(value) && /^\d{1,78}$/.test(value as string)],
    ['address', text],
  ],
  REQUEST_CRYPTO_ACCOUNT: [
    ['type', string],
    ['assetSymbol', text],
  ],
  APP_VERSION: [['version', text]],
}

/**
 * A copy of `source` with the numeric strings at `keys` turned into numbers. The official SDK
 * types a purchase's number fields as strings, the webhooks as numbers: accept both and hand out
 * numbers, so the ServicePurchase / ServiceSale types hold whichever the widget sends.
 */
function toNumbers(source: unknown, keys: readonly string[]): Obj {
  const copy: Obj = { ...(source as Obj) }
  for (const key of keys) {
    const value = copy[key]
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) copy[key] = Number(value)
  }
  return copy
}

/**
 * What a widget message reads as: its typed event, or the field that makes it malformed
 * (`payload.<key>`, or `eventVersion`); `undefined` for a type the host does not handle (the
 * production widget sends more).
 */
export type WidgetMessageReading = { event: WidgetEvent } | { invalidField: string } | undefined

/**
 * Reads a widget message (see `WidgetMessageReading`). Never throws: messages are structured
 * clones, plain data. Objects are copied, so a handler editing its event changes no other.
 */
export function readWidgetEvent(message: WidgetMessage): WidgetMessageReading {
  const { type } = message
  const payload = obj(message.payload)
  if (
    [
      'WIDGET_CLOSE',
      'WIDGET_CONFIG_DONE',
      'WIDGET_CLOSE_REQUEST',
      'WIDGET_CLOSE_REQUEST_CONFIRMED',
      'WIDGET_CLOSE_REQUEST_CANCELLED',
    ].includes(type)
  ) {
    return { event: { type, payload: null } as WidgetEvent }
  }
  if (type === 'WIDGET_CONFIG_FAILED') {
    // Keep only short strings: the payload ends up in host logs.
    const out: NonNullable<WidgetConfigFailedPayload> = {}
    if (typeof payload?.code === 'string') out.code = payload.code.slice(0, 100)
    if (typeof payload?.message === 'string') out.message = payload.message.slice(0, 500)
    return { event: { type, payload: payload ? out : null } }
  }
  if (!Object.hasOwn(FIELDS, type)) return undefined
  if (type === 'SEND_CRYPTO' && message.eventVersion !== 1) return { invalidField: 'eventVersion' }
  const out: Obj = {}
  for (const [key, check] of FIELDS[type]!) {
    if (!check(payload?.[key])) return { invalidField: `payload.${key}` }
    out[key] = payload![key]
  }
  // The first field is the object: copied, so a handler editing its event changes no other.
  const first = FIELDS[type]![0]![0]
  if (obj(out[first])) {
    const copy = toNumbers(out[first], first === 'purchase' ? PURCHASE_NUMBER_FIELDS : [])
    out[first] = copy
    if (first === 'sale' && obj(copy.fiat)) copy.fiat = toNumbers(copy.fiat, ['amount'])
  }
  return { event: { type, payload: out } as WidgetEvent }
}

import { fromBaseUnits } from '../../amounts/fromBaseUnits.js'
import type { WidgetEvent } from '../mount/events.js'

/**
 * One line of plain text about a widget event, for an event log a user or support can read.
 * It never contains the view tokens (`purchaseViewToken`, `saleViewToken`) nor the API URL,
 * and payload text from the widget is cut short.
 */
export function describeWidgetEvent(event: WidgetEvent): string {
  try {
    return describe(event)
  } catch {
    // A payload that is not what the type says: say so rather than fail the log.
    return `${clip(String((event as { type?: unknown } | null)?.type))}: unreadable payload`
  }
}

function describe(event: WidgetEvent): string {
  switch (event.type) {
    case 'WIDGET_CONFIG_DONE':
      return 'The widget is ready'
    case 'WIDGET_CONFIG_FAILED':
      return `The widget refused the configuration${event.payload?.code ? ` (${clip(event.payload.code)})` : ''}${event.payload?.message ? `: ${clip(event.payload.message)}` : ''}`
    case 'WIDGET_CLOSE':
      return 'The widget was closed'
    case 'WIDGET_CLOSE_REQUEST':
      return 'Asked the widget user whether to close'
    case 'WIDGET_CLOSE_REQUEST_CONFIRMED':
      return 'The user chose to close the widget'
    case 'WIDGET_CLOSE_REQUEST_CANCELLED':
      return 'The user chose to keep the widget open'
    case 'WIDGET_OPEN_FAILED':
      return event.payload.reason === 'LOAD_TIMEOUT'
        ? 'The widget has not loaded (no answer from its address)'
        : 'The widget window could not open (blocked by the browser)'
    case 'WIDGET_EVENT_INVALID':
      return `Ignored a malformed ${clip(event.payload.type)} message (field ${clip(event.payload.field)})`
    case 'PURCHASE_CREATED': {
      const p = event.payload.purchase
      return `Purchase ${clip(p.id)} created: ${amount(p.cryptoAmount, p.asset.decimals)} ${clip(p.asset.symbol)} for ${fiat(p.fiatValue)} ${clip(p.fiatCurrency)}`
    }
    case 'OFFRAMP_SALE_CREATED': {
      const s = event.payload.sale
      return `Sale ${clip(s.id)} created: ${amount(s.crypto.amount, s.crypto.assetInfo.decimals)} ${clip(s.crypto.assetInfo.symbol)} for ${fiat(s.fiat.amount)} ${clip(s.fiat.currencySymbol)}`
    }
    case 'SEND_CRYPTO': {
      const r = event.payload
      return `The widget asks to send ${amount(r.amount, r.assetInfo.decimals)} ${clip(r.assetInfo.symbol)} to ${clip(r.address)}`
    }
    case 'REQUEST_CRYPTO_ACCOUNT':
      return `The widget asks for the user's ${clip(event.payload.assetSymbol)} account`
    case 'APP_VERSION':
      return `The widget runs version ${clip(event.payload.version)}`
    default: {
      // Every known type has its sentence (a new one fails here at compile time); a type the
      // widget adds later is shown as it is.
      const unknown: never = event
      return clip(String((unknown as { type: unknown }).type))
    }
  }
}

function amount(units: string, decimals: number): string {
  return fromBaseUnits(units, decimals)
}

function fiat(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : String(value)
}

// Strings from the widget: one line, at most 80 characters.
function clip(text: string): string {
  const line = String(text).replace(/\s+/g, ' ')
  return line.length > 80 ? `${line.slice(0, 79)}…` : line
}

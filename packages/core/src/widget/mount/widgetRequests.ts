import type { RequestCryptoAccountPayload, SendCryptoPayload } from './events.js'

/** The answer to `SEND_CRYPTO` when the host set no `onSendCrypto` handler. */
export const NO_SEND_CRYPTO_HANDLER = 'The host has no onSendCrypto handler.'

/** The answer to `REQUEST_CRYPTO_ACCOUNT` when the host set no `onRequestCryptoAccount` handler. */
export const NO_CRYPTO_ACCOUNT_HANDLER = 'The host has no onRequestCryptoAccount handler.'

/** What an `onSendCrypto` handler resolves to: the hash of the transaction it sent. */
export interface SendCryptoResult {
  txHash: string
}

/** Sends the crypto the widget asks for (off-ramp with `useSendCryptoCallback`). */
export type SendCryptoHandler = (
  request: SendCryptoPayload,
) => Promise<SendCryptoResult> | SendCryptoResult

/** What an `onRequestCryptoAccount` handler resolves to: the user's account for the asset. */
export interface CryptoAccount {
  address: string
  type?: string
  /** A name for the account the widget may show (e.g. the wallet's account label). */
  name?: string
  assetSymbol?: string
}

/** Gives the widget the user's account when it asks (`REQUEST_CRYPTO_ACCOUNT`). */
export type RequestCryptoAccountHandler = (
  request: RequestCryptoAccountPayload,
) => Promise<CryptoAccount> | CryptoAccount

/** How the host answers one kind of widget request, as the official SDK answers it. */
export interface WidgetRequestRule {
  /** The `WidgetInstance` method that installs the host's handler. */
  readonly handlerName: 'onSendCrypto' | 'onRequestCryptoAccount'
  /** The reply's fields, the first one required (a non-empty string); others are dropped. */
  readonly fields: readonly [required: string, ...optional: string[]]
  /** The reply's `eventVersion`, where the protocol gives one. */
  readonly eventVersion?: number
}

/** The widget's requests that the host answers (`<type>_RESULT`), by event type. */
export const WIDGET_REQUESTS = {
  SEND_CRYPTO: {
    handlerName: 'onSendCrypto',
    fields: ['txHash'],
    eventVersion: 1,
  },
  REQUEST_CRYPTO_ACCOUNT: {
    handlerName: 'onRequestCryptoAccount',
    fields: ['address', 'type', 'name', 'assetSymbol'],
  },
} as const satisfies Record<string, WidgetRequestRule>

export type WidgetRequestType = keyof typeof WIDGET_REQUESTS

/** A host handler of any request type, as stored: it takes the request's payload. */
export type RequestAnswerer = (request: unknown) => unknown

/**
 * The reply to one widget request: the rule's fields of what `answerer` resolves to, or
 * `{ error: message }` for a missing answerer, a throw, a rejection or a result without its
 * required field. Never rejects.
 */
export async function replyToWidgetRequest(
  rule: WidgetRequestRule,
  answerer: RequestAnswerer | undefined,
  request: unknown,
): Promise<Record<string, unknown>> {
  const [required] = rule.fields
  try {
    // NO_SEND_CRYPTO_HANDLER or NO_CRYPTO_ACCOUNT_HANDLER (widgetRequests.test.ts holds them
    // equal), written from the handler's name: the launcher ships the sentence once.
    if (!answerer) throw new Error(`The host has no ${rule.handlerName} handler.`)
    const result = ((await answerer(request)) ?? {}) as Record<string, unknown>
    if (typeof result[required] !== 'string' || !result[required]) {
      throw new Error(`${rule.handlerName} must resolve to { ${required}: string }.`)
    }
    return Object.fromEntries(rule.fields.map((field) => [field, result[field]]))
  } catch (error) {
    return {
      error: error instanceof Error ? error.message : typeof error === 'string' ? error : 'Failed.',
    }
  }
}

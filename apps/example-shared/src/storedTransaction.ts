import type { WidgetEvent } from '@rampkit/core'

/** What resumes a purchase or sale after a reload: its id and view token (never logged). */
export interface StoredTransaction {
  id: string
  secret: string
}

export type TransactionKind = 'purchase' | 'sale'

const KEY: Record<TransactionKind, string> = {
  purchase: 'rampkit-example:purchase',
  sale: 'rampkit-example:sale',
}

/** The storage the apps keep it in: the tab's session (a view token belongs to this user). */
function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined // storage blocked (privacy settings): nothing resumes, nothing breaks
  }
}

/** Keeps the id and view token of the purchase or sale the widget just created. */
export function storeTransaction(
  kind: TransactionKind,
  transaction: StoredTransaction,
  storage: Storage | undefined = sessionStore(),
): void {
  try {
    storage?.setItem(KEY[kind], JSON.stringify({ id: transaction.id, secret: transaction.secret }))
  } catch {
    // Full or blocked: the page still follows it until a reload.
  }
}

/**
 * The purchase or sale stored before a reload, or `null`. Anything else found there (edited by
 * hand, an older format) is dropped, never passed on.
 */
export function readStoredTransaction(
  kind: TransactionKind,
  storage: Storage | undefined = sessionStore(),
): StoredTransaction | null {
  let value: unknown
  try {
    value = JSON.parse(storage?.getItem(KEY[kind]) ?? 'null')
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { id, secret } = value as Record<string, unknown>
  return typeof id === 'string' && id !== '' && typeof secret === 'string' && secret !== ''
    ? { id, secret }
    : null
}

type PayloadOf<T extends WidgetEvent['type']> = Extract<WidgetEvent, { type: T }>['payload']

/** A purchase or sale the widget reports as created: what the page follows next. */
export type CreatedTransaction =
  | { kind: 'purchase'; payload: PayloadOf<'PURCHASE_CREATED'> }
  | { kind: 'sale'; payload: PayloadOf<'OFFRAMP_SALE_CREATED'> }

/**
 * The purchase or sale `event` reports as created, its id and view token kept in the session
 * so that a reload resumes it; undefined for any other event.
 */
export function keepCreatedTransaction(
  event: WidgetEvent,
  storage: Storage | undefined = sessionStore(),
): CreatedTransaction | undefined {
  if (event.type === 'PURCHASE_CREATED') {
    const { purchase, purchaseViewToken } = event.payload
    storeTransaction('purchase', { id: purchase.id, secret: purchaseViewToken }, storage)
    return { kind: 'purchase', payload: event.payload }
  }
  if (event.type === 'OFFRAMP_SALE_CREATED') {
    const { sale, saleViewToken } = event.payload
    storeTransaction('sale', { id: sale.id, secret: saleViewToken }, storage)
    return { kind: 'sale', payload: event.payload }
  }
  return undefined
}

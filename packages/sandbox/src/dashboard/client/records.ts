// The purchase and sale rows: status, timeline and the lifecycle buttons.
import { actionButton, clock, h } from './dom.js'
import type { PurchaseItem, SaleItem, StatusChange } from './model.js'

const FINAL_PURCHASE = new Set(['RELEASED', 'RETURNED', 'PAYMENT_FAILED', 'EXPIRED', 'CANCELLED'])
/** Where each failure can happen (lifecycle/purchaseStatus.ts), so only possible ones are offered. */
const FAILURES_FROM: Record<string, string[]> = {
  INITIALIZED: ['EXPIRED', 'CANCELLED'],
  PAYMENT_STARTED: ['PAYMENT_FAILED', 'EXPIRED', 'CANCELLED'],
  PAYMENT_IN_PROGRESS: ['PAYMENT_FAILED'],
  PAYMENT_EXECUTED: ['RETURNED'],
  RELEASING: ['RETURNED'],
}

/** What the buttons do; each resolves when the sandbox answered. */
export interface RecordActions {
  advance(id: string, to?: string): void
  fail(id: string, reason: string): void
  release(id: string): void
  expire(id: string): void
}

function timeline(label: string, changes: StatusChange[]) {
  return h(
    'ol',
    { class: 'timeline', 'aria-label': label },
    ...changes.map((change) =>
      h('li', {}, change.status, h('time', { datetime: change.at }, clock(change.at))),
    ),
  )
}

export function purchaseRow(item: PurchaseItem, actions: RecordActions): HTMLTableRowElement {
  const { id, status } = item.purchase
  const open = !FINAL_PURCHASE.has(status)
  const failures = FAILURES_FROM[status] ?? []
  const reason = h(
    'select',
    { 'aria-label': `Failure reason for purchase ${id}` },
    ...failures.map((failure) => h('option', { value: failure }, failure)),
  )
  return h(
    'tr',
    { 'data-id': id },
    h('td', {}, h('span', { class: 'id' }, id), h('br'), item.assetId),
    h('td', {}, `${item.purchase.fiatValue} ${item.purchase.fiatCurrency}`),
    h(
      'td',
      { class: 'status' },
      status,
      open && item.release && h('p', { class: 'transfer' }, item.release.reason),
    ),
    h('td', {}, timeline(`Timeline of purchase ${id}`, item.timeline)),
    h(
      'td',
      {},
      open && actionButton('Advance', `Advance purchase ${id}`, () => actions.advance(id)),
      open &&
        actionButton('Release', `Release purchase ${id}`, () => actions.advance(id, 'RELEASED')),
      failures.length > 0 && reason,
      failures.length > 0 &&
        actionButton('Fail', `Fail purchase ${id}`, () => actions.fail(id, reason.value)),
    ),
  )
}

// With --evm-rpc, an open sale says what its crypto's transaction is at, or why it waits.
function transferNote({ transfer }: SaleItem) {
  if (!transfer) return false
  const text =
    transfer.state === 'arrived'
      ? `Crypto arrived (transaction ${transfer.txHash})`
      : `Waits for its crypto: ${transfer.reason}`
  return h('p', { class: 'transfer' }, text)
}

export function saleRow(item: SaleItem, actions: RecordActions): HTMLTableRowElement {
  const { id } = item.sale
  const open = item.status === 'CREATED'
  return h(
    'tr',
    { 'data-id': id },
    h('td', {}, h('span', { class: 'id' }, id), h('br'), item.assetId),
    h('td', {}, `${item.sale.fiat.amount} ${item.sale.fiat.currencySymbol}`),
    h('td', { class: 'status' }, item.status, open && transferNote(item)),
    h('td', {}, timeline(`Timeline of sale ${id}`, item.timeline)),
    h(
      'td',
      {},
      open && actionButton('Release', `Release sale ${id}`, () => actions.release(id)),
      open && actionButton('Expire', `Expire sale ${id}`, () => actions.expire(id)),
    ),
  )
}

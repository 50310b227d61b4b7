// The sandbox dashboard's browser module (served as /dashboard/dashboard.js): loads the lists
// from the control API, keeps them live from /sandbox/events, and drives the sandbox with its
// buttons. Everything shown is already redacted by the sandbox.
import { ControlError, control } from './api.js'
import { copyPublicKey, fillFaultForm, showFaults, showPriceWalk } from './controls.js'
import { attemptKey, attemptRows, pausedText } from './deliveries.js'
import { byId } from './dom.js'
import {
  type ArmedFaults,
  MAX_SHOWN_ATTEMPTS,
  MAX_SHOWN_RECORDS,
  type Page,
  type PausedDestination,
  type PriceWalk,
  type PurchaseItem,
  type SaleItem,
  type WebhookAttempt,
} from './model.js'
import { purchaseRow, type RecordActions, saleRow } from './records.js'
import { replaceKeepingInput } from './replaceKeepingInput.js'

const purchases = new Map<string, PurchaseItem>()
const sales = new Map<string, SaleItem>()
let attempts: WebhookAttempt[] = []
const openDetails = new Set<string>()

function problem(error: unknown): void {
  byId('problem').textContent =
    error instanceof ControlError ? `${error.code}: ${error.message}` : String(error)
}

/** Runs a button's call; a refusal shows in the alert region, a success clears it. */
async function act(call: () => Promise<unknown>): Promise<void> {
  try {
    await call()
    byId('problem').textContent = ''
  } catch (error) {
    problem(error)
  }
}

const recordActions: RecordActions = {
  advance: (id, to) =>
    void act(() => control('POST', `/purchases/${id}/advance`, to ? { to } : {})),
  fail: (id, reason) => void act(() => control('POST', `/purchases/${id}/fail`, { reason })),
  release: (id) => void act(() => control('POST', `/sales/${id}/release`)),
  expire: (id) => void act(() => control('POST', `/sales/${id}/expire`)),
}

function keepNewest<T>(map: Map<string, T>, id: string, item: T) {
  map.delete(id)
  map.set(id, item)
  if (map.size > MAX_SHOWN_RECORDS) map.delete(map.keys().next().value!)
}

function renderRecords(): void {
  const newestFirst = <T>(map: Map<string, T>) => [...map.values()].reverse()
  replaceKeepingInput(
    byId('purchases').querySelector('tbody')!,
    newestFirst(purchases).map((item) => purchaseRow(item, recordActions)),
  )
  replaceKeepingInput(
    byId('sales').querySelector('tbody')!,
    newestFirst(sales).map((item) => saleRow(item, recordActions)),
  )
  byId('purchases-empty').hidden = purchases.size > 0
  byId('sales-empty').hidden = sales.size > 0
}

function renderDeliveries(): void {
  const newestAttempt = new Map<string, number>()
  for (const attempt of attempts) {
    newestAttempt.set(
      attempt.deliveryId,
      Math.max(newestAttempt.get(attempt.deliveryId) ?? 0, attempt.attempt),
    )
  }
  const rows = attempts
    .slice()
    .reverse()
    .flatMap((attempt) =>
      attemptRows(
        attempt,
        {
          open: openDetails.has(attemptKey(attempt)),
          newestOfItsCall: newestAttempt.get(attempt.deliveryId) === attempt.attempt,
        },
        {
          replay: (deliveryId) =>
            void act(() => control('POST', `/webhook-deliveries/${deliveryId}/replay`)),
          retryNow: (deliveryId) =>
            void act(() => control('POST', `/webhook-deliveries/${deliveryId}/retry`)),
          toggle(key) {
            if (!openDetails.delete(key)) openDetails.add(key)
            renderDeliveries()
          },
        },
      ),
    )
  replaceKeepingInput(byId('deliveries').querySelector('tbody')!, rows)
  byId('deliveries-empty').hidden = attempts.length > 0
}

/**
 * Updates pushed while `loadAll`'s reads are on their way. Its answers may predate them, so they
 * are applied again on top of the answers, or a record pushed in the meantime would vanish.
 */
let pushedDuringLoad: (() => void)[] | undefined

/** Applies a pushed update now, and again after a full read still on its way. */
function applyPushed(apply: () => void): void {
  apply()
  pushedDuringLoad?.push(apply)
}

async function loadAll(): Promise<void> {
  const pushed: (() => void)[] = []
  pushedDuringLoad = pushed
  const [purchasePage, salePage, log, faults, walk, key] = await Promise.all([
    control<Page<PurchaseItem>>('GET', `/purchases?limit=${MAX_SHOWN_RECORDS}`),
    control<Page<SaleItem>>('GET', `/sales?limit=${MAX_SHOWN_RECORDS}`),
    control<WebhookAttempt[]>('GET', `/webhook-deliveries?limit=${MAX_SHOWN_ATTEMPTS}`),
    control<ArmedFaults>('GET', '/faults'),
    control<PriceWalk>('GET', '/prices/walk'),
    control<{ publicKey: string }>('GET', '/webhook-public-key'),
  ])
  purchases.clear()
  sales.clear()
  for (const item of purchasePage.items.slice().reverse()) purchases.set(item.purchase.id, item)
  for (const item of salePage.items.slice().reverse()) sales.set(item.sale.id, item)
  attempts = log
  for (const apply of pushed) apply()
  if (pushedDuringLoad === pushed) pushedDuringLoad = undefined
  renderRecords()
  renderDeliveries()
  showFaults(faults)
  showPriceWalk(walk)
  byId<HTMLTextAreaElement>('public-key').value = key.publicKey
}

/** The destinations paused now, each with how many calls wait for it. */
function showPaused(paused: PausedDestination[]): void {
  const list = byId('paused-destinations')
  list.replaceChildren(
    ...paused.map((entry) => {
      const item = document.createElement('li')
      item.textContent = pausedText(entry)
      return item
    }),
  )
  list.hidden = paused.length === 0
}

function listen(): void {
  const events = new EventSource('/sandbox/events')
  const connection = byId('connection')
  events.addEventListener('open', () => {
    connection.textContent = 'Live: updates are pushed as they happen.'
    // The stream sends the paused destinations, if any, as it opens.
    showPaused([])
    // After a reconnect the stream does not replay what was missed: read everything again.
    loadAll().catch(problem)
  })
  events.addEventListener('error', () => {
    connection.textContent = 'Disconnected: reconnecting…'
  })
  events.addEventListener('purchase', (event) => {
    const item = JSON.parse((event as MessageEvent<string>).data) as PurchaseItem
    applyPushed(() => keepNewest(purchases, item.purchase.id, item))
    renderRecords()
  })
  events.addEventListener('sale', (event) => {
    const item = JSON.parse((event as MessageEvent<string>).data) as SaleItem
    applyPushed(() => keepNewest(sales, item.sale.id, item))
    renderRecords()
  })
  events.addEventListener('delivery', (event) => {
    const attempt = JSON.parse((event as MessageEvent<string>).data) as WebhookAttempt
    applyPushed(() => {
      // Once only, though a full read may have brought it already.
      const known = attempts.some(
        (a) => a.deliveryId === attempt.deliveryId && a.attempt === attempt.attempt,
      )
      if (!known) attempts.push(attempt)
      if (attempts.length > MAX_SHOWN_ATTEMPTS) attempts = attempts.slice(-MAX_SHOWN_ATTEMPTS)
    })
    renderDeliveries()
  })
  events.addEventListener('paused', (event) => {
    showPaused(JSON.parse((event as MessageEvent<string>).data) as PausedDestination[])
  })
  events.addEventListener('faults', (event) => {
    showFaults(JSON.parse((event as MessageEvent<string>).data) as ArmedFaults)
  })
  events.addEventListener('reset', () => {
    purchases.clear()
    sales.clear()
    attempts = []
    renderRecords()
    renderDeliveries()
  })
}

function wireControls(): void {
  fillFaultForm()
  const refreshFaults = (faults: ArmedFaults) => showFaults(faults)
  byId('fault-form').addEventListener('submit', (event) => {
    event.preventDefault()
    const count = Number(byId<HTMLInputElement>('fault-count').value)
    void act(() =>
      control<ArmedFaults>('POST', '/faults', {
        endpoint: byId<HTMLSelectElement>('fault-endpoint').value,
        fault: byId<HTMLSelectElement>('fault-kind').value,
        count,
      }).then(refreshFaults),
    )
  })
  byId('fail-next-purchase').addEventListener('click', () =>
    act(() =>
      control<ArmedFaults>('POST', '/faults', { fault: 'purchase-fails' }).then(refreshFaults),
    ),
  )
  byId('clear-faults').addEventListener('click', () =>
    act(() => control<ArmedFaults>('POST', '/faults/clear').then(refreshFaults)),
  )
  for (const action of ['pause', 'resume', 'step'] as const) {
    byId(`prices-${action}`).addEventListener('click', () =>
      act(() => control<PriceWalk>('POST', `/prices/walk/${action}`).then(showPriceWalk)),
    )
  }
  byId('reset').addEventListener('click', () => act(() => control('POST', '/reset')))
  byId('copy-key').addEventListener('click', () => void copyPublicKey())
}

wireControls()
loadAll().catch(problem)
listen()

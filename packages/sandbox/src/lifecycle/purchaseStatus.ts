/**
 * The purchase state machine. Spec 3 shows only `INITIALIZED`; the other statuses follow the
 * service's public documentation. A purchase moves one step at a time along the happy path, or
 * leaves it for one of the failure statuses where that failure can happen.
 */
export const PURCHASE_HAPPY_PATH = [
  'INITIALIZED',
  'PAYMENT_STARTED',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_EXECUTED',
  'RELEASING',
  'RELEASED',
] as const

/** Failure statuses and the statuses each can be reached from. */
export const PURCHASE_FAILURES = {
  // the payment was refused or timed out at the provider
  PAYMENT_FAILED: ['PAYMENT_STARTED', 'PAYMENT_IN_PROGRESS'],
  // `endTime` passed before any money moved
  EXPIRED: ['INITIALIZED', 'PAYMENT_STARTED'],
  // the user gave up before any money moved
  CANCELLED: ['INITIALIZED', 'PAYMENT_STARTED'],
  // money arrived but the crypto could not be released: the fiat goes back
  RETURNED: ['PAYMENT_EXECUTED', 'RELEASING'],
} as const satisfies Record<string, readonly HappyStatus[]>

type HappyStatus = (typeof PURCHASE_HAPPY_PATH)[number]
/** A failure status that takes a purchase off the happy path (`failPurchase`'s reason). */
export type PurchaseFailure = keyof typeof PURCHASE_FAILURES
/**
 * A status a sandbox purchase can have: a step of the happy path (`INITIALIZED` … `RELEASED`) or a
 * failure status.
 */
export type PurchaseStatus = HappyStatus | PurchaseFailure

/**
 * The failure statuses a purchase can end in: `PAYMENT_FAILED`, `EXPIRED`, `CANCELLED` and
 * `RETURNED`.
 */
export const PURCHASE_FAILURE_REASONS = Object.keys(PURCHASE_FAILURES) as PurchaseFailure[]

/**
 * Every purchase status of the sandbox: the happy path from `INITIALIZED` to `RELEASED`, then the
 * failure statuses.
 */
export const PURCHASE_STATUSES: readonly PurchaseStatus[] = [
  ...PURCHASE_HAPPY_PATH,
  ...PURCHASE_FAILURE_REASONS,
]

export function isPurchaseStatus(value: string): value is PurchaseStatus {
  return (PURCHASE_STATUSES as readonly string[]).includes(value)
}

/** RELEASED and every failure status: nothing follows them. */
export function isTerminalPurchaseStatus(status: string): boolean {
  return status === 'RELEASED' || Object.hasOwn(PURCHASE_FAILURES, status)
}

/** The next status on the happy path, or undefined when there is none. */
export function nextPurchaseStatus(status: string): PurchaseStatus | undefined {
  const index = (PURCHASE_HAPPY_PATH as readonly string[]).indexOf(status)
  return index === -1 ? undefined : PURCHASE_HAPPY_PATH[index + 1]
}

/** Every status a purchase in `status` may move to, in a stable order. */
export function purchaseTransitions(status: string): PurchaseStatus[] {
  const next = nextPurchaseStatus(status)
  const failures = PURCHASE_FAILURE_REASONS.filter((reason) =>
    (PURCHASE_FAILURES[reason] as readonly string[]).includes(status),
  )
  return next === undefined ? failures : [next, ...failures]
}

export function canTransitionPurchase(from: string, to: string): boolean {
  return (purchaseTransitions(from) as string[]).includes(to)
}

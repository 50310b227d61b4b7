import { canonicalizeWebhookBody } from '@rampkit/core/webhooks'
import { checkDuration, realTimers, type Timers } from '../lifecycle/timers.js'
import { randomId } from '../random.js'
import { readAnswerText } from './readAnswerText.js'
import { redactViewTokens } from './webhookBodies.js'
import { checkWebhookUrl } from './webhookUrl.js'

/** One webhook call to make. */
export interface WebhookMessage {
  url: string
  kind: 'purchase' | 'sale'
  type: string
  /** The purchase or sale id: calls about one subject reach a destination in order. */
  subjectId: string
  body: unknown
}

/** One logged attempt (what `GET /sandbox/webhook-deliveries` lists). */
export interface WebhookAttempt {
  /** Same for every attempt of one call. */
  deliveryId: string
  /** Where it went, without its query (which may carry a host's credential). */
  url: string
  kind: 'purchase' | 'sale'
  type: string
  /** The purchase or sale id. */
  id: string
  /** 1 for the first try; a call is tried at most `retries + 1` times. */
  attempt: number
  /** ISO time the attempt started. */
  time: string
  /** HTTP status answered, or null when none came (network error, timeout, refused). */
  status: number | null
  /** Why the attempt failed, or null. Never holds a view token. */
  error: string | null
  durationMs: number
  /**
   * `delivered` (2xx), `retrying` (failed, tried again at `nextAttemptAt`), `failed` (failed
   * and no retries left), `refused` (the URL is not allowed: nothing was sent) or `dropped`
   * (the queue was full: nothing was sent).
   */
  outcome: 'delivered' | 'retrying' | 'failed' | 'refused' | 'dropped'
  nextAttemptAt: string | null
  /** The body sent, with `purchaseViewToken` replaced by `[redacted]`. */
  body: unknown
  /** The receiver's answer (at most 2048 characters, secrets redacted), or null without one. */
  answerBody: string | null
  /** The delivery this one replays (`POST …/replay`), or null. */
  replayOf: string | null
}

export interface WebhookDispatcherOptions {
  /** Signs the canonical body text: base64 DER ECDSA (the `X-Body-Signature` value). */
  sign(text: string): string
  /** Retries after a failed attempt (default 4). */
  retries?: number
  /** Wait before each retry, ms (default 180000: 3 minutes). */
  retryMs?: number
  /** An attempt without an answer by then fails, ms (default 5000). */
  timeoutMs?: number
  /** Deliver to hosts other than this machine (default false). */
  allowExternal?: boolean
  /** The served sandbox's target list: why a URL is not one of them, or undefined if it is. */
  notTarget?: (url: URL) => string | undefined
  /** Calls held at once (waiting, in flight, between retries; default 1000); more are dropped. */
  maxPending?: number
  fetch?: typeof fetch
  timers?: Timers
  /** Clock for the logged times (default Date.now). */
  now?: () => number
  /** Called with each logged attempt (the CLI prints them). */
  onAttempt?: (attempt: WebhookAttempt) => void
  /** Attempts kept in the log (default 1000); older ones are dropped. */
  maxLog?: number
}

export interface WebhookDispatcher {
  /** Queues a call and returns its delivery id; sending never blocks the caller. */
  enqueue(message: WebhookMessage): string | undefined
  /** Logged attempts, oldest first. */
  attempts(): WebhookAttempt[]
  /**
   * Sends a logged call again as a new delivery (same body, signed again) and returns its id;
   * undefined when the call is no longer remembered (the newest `maxLog` are).
   */
  replay(deliveryId: string): string | undefined
  /** Ends a call's wait for its next retry now; false when it is not waiting for one. */
  retryNow(deliveryId: string): boolean
  /** Calls not yet delivered or given up (waiting, in flight or between retries). */
  pending(): number
  /** Resolves once nothing is pending (immediately when nothing is). */
  whenIdle(): Promise<void>
  /** Drops every pending call, aborts those in flight and clears the log. */
  reset(): void
  /** As reset, and later enqueues are ignored. */
  dispose(): void
}

export const DEFAULT_WEBHOOK_RETRIES = 4
export const DEFAULT_WEBHOOK_RETRY_MS = 180_000
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5_000
export const DEFAULT_WEBHOOK_MAX_PENDING = 1000

interface Delivery {
  id: string
  message: WebhookMessage
  text: string
  signature: string
  logBody: unknown
  attempts: number
  replayOf: string | null
  /** False while waiting for a retry. */
  ready: boolean
  retryTimer?: unknown
}

interface Destination {
  queue: Delivery[]
  busy: boolean
}

/**
 * Sends webhook calls: the canonical body text (sorted keys, no whitespace) signed in
 * `X-Body-Signature`, one request at a time per destination (origin), a call about a purchase
 * or sale never overtaking an earlier one about the same subject. A network error, a non-2xx
 * answer (redirects are not followed) or a timeout is retried `retries` times, `retryMs` apart,
 * without holding up other subjects. Every attempt is logged.
 */
export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const retries = options.retries ?? DEFAULT_WEBHOOK_RETRIES
  if (!Number.isInteger(retries) || retries < 0 || retries > 100) {
    throw new RangeError('webhookRetries must be an integer from 0 to 100')
  }
  const retryMs = checkDuration('webhookRetryMs', options.retryMs ?? DEFAULT_WEBHOOK_RETRY_MS, 0)
  const timeoutMs = checkDuration(
    'webhookTimeoutMs',
    options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
    1,
  )
  const timers = options.timers ?? realTimers
  const now = options.now ?? Date.now
  const maxLog = options.maxLog ?? 1000
  const maxPending = options.maxPending ?? DEFAULT_WEBHOOK_MAX_PENDING
  const send = options.fetch ?? ((input, init) => fetch(input, init))

  const destinations = new Map<string, Destination>()
  const inFlight = new Set<AbortController>()
  let log: WebhookAttempt[] = []
  // What each logged call was, to replay it; as bounded as the log.
  const messages = new Map<string, WebhookMessage>()
  let idleWaiters: (() => void)[] = []
  // Bumped by reset: results of attempts started before it are dropped.
  let generation = 0
  let disposed = false

  function remember(id: string, message: WebhookMessage) {
    messages.delete(id)
    messages.set(id, message)
    if (messages.size > maxLog) messages.delete(messages.keys().next().value!)
  }

  function record(attempt: WebhookAttempt) {
    log.push(attempt)
    if (log.length > maxLog) log = log.slice(log.length - maxLog)
    try {
      options.onAttempt?.({ ...attempt })
    } catch {
      // a logging callback must not break delivery
    }
  }

  function pendingCount() {
    let count = 0
    for (const destination of destinations.values()) count += destination.queue.length
    return count
  }

  function settleIdle() {
    if (pendingCount() > 0) return
    const waiters = idleWaiters
    idleWaiters = []
    for (const resolve of waiters) resolve()
  }

  function pump(key: string) {
    const destination = destinations.get(key)
    if (!destination || destination.busy) return
    // The first ready call whose subject has no earlier call still pending.
    const blocked = new Set<string>()
    let next: Delivery | undefined
    for (const delivery of destination.queue) {
      const subject = `${delivery.message.kind}:${delivery.message.subjectId}`
      if (delivery.ready && !blocked.has(subject)) {
        next = delivery
        break
      }
      blocked.add(subject)
    }
    if (!next) {
      if (destination.queue.length === 0) destinations.delete(key)
      settleIdle()
      return
    }
    destination.busy = true
    void attempt(key, destination, next)
  }

  async function attempt(key: string, destination: Destination, delivery: Delivery) {
    const started = generation
    delivery.attempts++
    const time = now()
    const clock = performance.now()
    const controller = new AbortController()
    inFlight.add(controller)
    let timedOut = false
    const timer = timers.setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    let status: number | null = null
    let error: string | null = null
    let answerBody: string | null = null
    try {
      const response = await send(delivery.message.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-body-signature': delivery.signature,
          'user-agent': 'rampkit-sandbox-webhooks',
        },
        body: delivery.text,
        // A redirect could lead off the machine: never follow one.
        redirect: 'manual',
        signal: controller.signal,
      })
      status = response.status
      answerBody = await readAnswerText(response).catch(() => null)
      if (status < 200 || status > 299) {
        error =
          status >= 300 && status < 400
            ? `HTTP ${status}: redirects are not followed`
            : `HTTP ${status}`
      }
    } catch (cause) {
      error = timedOut ? `timed out after ${timeoutMs} ms` : `network error: ${describe(cause)}`
    } finally {
      timers.clearTimeout(timer)
      inFlight.delete(controller)
    }
    if (started !== generation) return // reset or disposed meanwhile: forget it

    const delivered = error === null
    const retry = !delivered && delivery.attempts <= retries
    record({
      ...entry(delivery, time),
      status,
      error,
      answerBody,
      durationMs: Math.round(performance.now() - clock),
      outcome: delivered ? 'delivered' : retry ? 'retrying' : 'failed',
      nextAttemptAt: retry ? new Date(time + retryMs).toISOString() : null,
    })
    if (retry) {
      delivery.ready = false
      delivery.retryTimer = timers.setTimeout(() => {
        delivery.ready = true
        delivery.retryTimer = undefined
        pump(key)
      }, retryMs)
    } else {
      destination.queue.splice(destination.queue.indexOf(delivery), 1)
    }
    destination.busy = false
    pump(key)
  }

  function entry(delivery: Delivery, time: number) {
    const { message } = delivery
    return {
      deliveryId: delivery.id,
      url: withoutQuery(message.url),
      kind: message.kind,
      type: message.type,
      id: message.subjectId,
      attempt: delivery.attempts,
      time: new Date(time).toISOString(),
      body: delivery.logBody,
      replayOf: delivery.replayOf,
    }
  }

  function clear() {
    generation++
    for (const controller of inFlight) controller.abort()
    inFlight.clear()
    for (const destination of destinations.values()) {
      for (const delivery of destination.queue) {
        if (delivery.retryTimer !== undefined) timers.clearTimeout(delivery.retryTimer)
      }
    }
    destinations.clear()
    log = []
    messages.clear()
    settleIdle()
  }

  function enqueue(message: WebhookMessage, replayOf: string | null = null): string | undefined {
    if (disposed) return undefined
    const text = canonicalizeWebhookBody(message.body)
    const delivery: Delivery = {
      id: randomId(),
      message,
      text,
      signature: '',
      logBody: deepFreeze(redactViewTokens(JSON.parse(text))),
      attempts: 0,
      replayOf,
      ready: true,
    }
    remember(delivery.id, message)
    const check = checkWebhookUrl(message.url, options.allowExternal, options.notTarget)
    if (check.ok && pendingCount() >= maxPending) {
      // A receiver that stays down must not make the sandbox hold calls without end.
      delivery.attempts = 1
      record({
        ...entry(delivery, now()),
        status: null,
        answerBody: null,
        error: `dropped: ${maxPending} calls are already waiting to be delivered`,
        durationMs: 0,
        outcome: 'dropped',
        nextAttemptAt: null,
      })
      return delivery.id
    }
    if (!check.ok) {
      delivery.attempts = 1
      record({
        ...entry(delivery, now()),
        status: null,
        answerBody: null,
        error: `not sent: the URL ${check.reason}`,
        durationMs: 0,
        outcome: 'refused',
        nextAttemptAt: null,
      })
      return delivery.id
    }
    delivery.signature = options.sign(text)
    const key = check.url.origin
    let destination = destinations.get(key)
    if (!destination) {
      destination = { queue: [], busy: false }
      destinations.set(key, destination)
    }
    destination.queue.push(delivery)
    // Sends after the caller's current work (a request handler) has finished.
    queueMicrotask(() => pump(key))
    return delivery.id
  }

  return {
    enqueue: (message) => enqueue(message),
    replay(deliveryId) {
      const message = messages.get(deliveryId)
      return message === undefined ? undefined : enqueue(message, deliveryId)
    },
    retryNow(deliveryId) {
      for (const [key, destination] of destinations) {
        const delivery = destination.queue.find((queued) => queued.id === deliveryId)
        if (!delivery || delivery.ready) continue
        if (delivery.retryTimer !== undefined) timers.clearTimeout(delivery.retryTimer)
        delivery.retryTimer = undefined
        delivery.ready = true
        pump(key)
        return true
      }
      return false
    },
    attempts: () => log.map((attempt) => ({ ...attempt })),
    pending: pendingCount,
    whenIdle() {
      if (pendingCount() === 0) return Promise.resolve()
      return new Promise((resolve) => idleWaiters.push(resolve))
    },
    reset: clear,
    dispose() {
      disposed = true
      clear()
    },
  }
}

function withoutQuery(text: string): string {
  const end = text.search(/[?#]/)
  return end === -1 ? text : text.slice(0, end)
}

// undici reports `fetch failed` with the reason in `cause` (ECONNREFUSED, ECONNRESET, ...).
function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  const text =
    typeof cause?.code === 'string'
      ? cause.code
      : typeof cause?.message === 'string'
        ? cause.message
        : error instanceof Error
          ? error.message
          : String(error)
  return text.length > 200 ? `${text.slice(0, 200)}…` : text
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) deepFreeze(item)
    Object.freeze(value)
  }
  return value
}

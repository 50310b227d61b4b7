import { canonicalizeWebhookBody } from '@rampkit/core/webhooks'
import { checkDuration, realTimers, type Timers } from '../lifecycle/timers.js'
import { randomId } from '../random.js'
import { MAX_RECORDS } from '../store.js'
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
  /** How long the call waits for its next attempt, ms (null unless `retrying`). */
  retryInMs: number | null
  /**
   * Why that long: `retry-after` (the receiver's `Retry-After` on a 429 or 503, held between
   * the floor and the cap) or `backoff` (exponential, with full jitter); null unless `retrying`.
   */
  retryBasis: 'retry-after' | 'backoff' | null
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
  /** Retries after a failed attempt (default 10). */
  retries?: number
  /**
   * Longest wait before a retry, ms (default 180000: 3 minutes): caps the backoff and a
   * receiver's `Retry-After`.
   */
  retryMs?: number
  /** Shortest wait before a retry, ms (default 500; at most `retryMs`). */
  retryFloorMs?: number
  /**
   * The backoff's first step, ms (default 1000): retry n waits a random time up to
   * `retryBaseMs * 2^(n-1)` (full jitter), held between the floor and `retryMs`.
   */
  retryBaseMs?: number
  /** Random numbers in [0, 1] for the jitter (default Math.random; `() => 1`: the longest waits). */
  random?: () => number
  /** An attempt without an answer by then fails, ms (default 5000). */
  timeoutMs?: number
  /** Deliver to hosts other than this machine (default false). */
  allowExternal?: boolean
  /** The served sandbox's target list: why a URL is not one of them, or undefined if it is. */
  notTarget?: (url: URL) => string | undefined
  /**
   * Calls held at once (waiting, in flight, between retries; default 20000: two for each record
   * the store keeps, its CREATED call and its final one); more are dropped and logged.
   */
  maxPending?: number
  fetch?: typeof fetch
  timers?: Timers
  /** Clock for the logged times (default Date.now). */
  now?: () => number
  /** Called with each logged attempt (the CLI prints them). */
  onAttempt?: (attempt: WebhookAttempt) => void
  /** Attempts kept in the log (default 1000); older ones are dropped. */
  maxLog?: number
  /**
   * Called when a destination is paused or resumed, and when calls join or leave a paused
   * destination's queue (`paused()` then tells the new counts).
   */
  onPausedChange?: () => void
}

/** A destination nothing is sent to for now (it answered unavailable), and its waiting calls. */
export interface PausedDestination {
  /** Its origin (`http://127.0.0.1:8788`). */
  destination: string
  /** Calls waiting for it: the one that probes it next and those queued behind. */
  waiting: number
  /** ISO time its pause ends (the probe is sent then). */
  until: string
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
  /** The destinations paused now, with how many calls wait for each. */
  paused(): PausedDestination[]
  /** Resolves once nothing is pending (immediately when nothing is). */
  whenIdle(): Promise<void>
  /** Drops every pending call, aborts those in flight and clears the log. */
  reset(): void
  /** As reset, and later enqueues are ignored. */
  dispose(): void
}

export const DEFAULT_WEBHOOK_RETRIES = 10
export const DEFAULT_WEBHOOK_RETRY_MS = 180_000
export const DEFAULT_WEBHOOK_RETRY_FLOOR_MS = 500
export const DEFAULT_WEBHOOK_RETRY_BASE_MS = 1_000
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5_000
export const DEFAULT_WEBHOOK_MAX_PENDING = 2 * MAX_RECORDS

interface Delivery {
  id: string
  /** The message without its body (the text is what is sent): a long queue stays small. */
  message: Omit<WebhookMessage, 'body'>
  text: string
  signature: string
  /** The redacted body, made when first logged. */
  logBody?: unknown
  attempts: number
  replayOf: string | null
  /** False while waiting for a retry. */
  ready: boolean
  retryTimer?: unknown
}

interface Destination {
  queue: Delivery[]
  busy: boolean
  /** Answers in a row saying the destination is unavailable (no answer, 429, 502-504). */
  failures: number
  /** Set while nothing is sent to it (after such an answer, until the wait is over). */
  pauseTimer?: unknown
  /** When the pause ends (ms), while paused. */
  pausedUntil?: number
}

/**
 * Sends webhook calls: the canonical body text (sorted keys, no whitespace) signed in
 * `X-Body-Signature`, one request at a time per destination (origin), a call about a purchase
 * or sale never overtaking an earlier one about the same subject. A network error, a non-2xx
 * answer (redirects are not followed) or a timeout is retried `retries` times, after a wait
 * of exponential backoff with full jitter, or the receiver's `Retry-After` on a 429 or 503, held
 * between `retryFloorMs` and `retryMs`. An answer saying the destination is unavailable (no
 * answer, 429, 502, 503, 504) pauses the whole destination for that wait, so a receiver that is
 * down or throttling is probed by one call, not hit by every queued one. Every attempt is
 * logged.
 */
export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const retries = options.retries ?? DEFAULT_WEBHOOK_RETRIES
  if (!Number.isInteger(retries) || retries < 0 || retries > 100) {
    throw new RangeError('webhookRetries must be an integer from 0 to 100')
  }
  const retryMs = checkDuration('webhookRetryMs', options.retryMs ?? DEFAULT_WEBHOOK_RETRY_MS, 0)
  const floorMs = Math.min(
    retryMs,
    checkDuration('webhookRetryFloorMs', options.retryFloorMs ?? DEFAULT_WEBHOOK_RETRY_FLOOR_MS, 0),
  )
  const baseMs = checkDuration(
    'webhookRetryBaseMs',
    options.retryBaseMs ?? DEFAULT_WEBHOOK_RETRY_BASE_MS,
    1,
  )
  const random = options.random ?? Math.random
  const timeoutMs = checkDuration(
    'webhookTimeoutMs',
    options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
    1,
  )
  const timers = options.timers ?? realTimers
  const now = options.now ?? Date.now
  const maxLog = options.maxLog ?? 1000
  const maxPending = options.maxPending ?? DEFAULT_WEBHOOK_MAX_PENDING
  if (!Number.isInteger(maxPending) || maxPending < 1) {
    throw new RangeError('webhookMaxPending must be a positive integer')
  }
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

  /** The wait before retry n (or a paused destination's n-th unavailable answer in a row). */
  function backoff(n: number): number {
    const ceiling = Math.min(retryMs, baseMs * 2 ** Math.min(n - 1, 40))
    return bounded(Math.round(Math.min(1, Math.max(0, random())) * ceiling))
  }

  function bounded(ms: number): number {
    return Math.min(retryMs, Math.max(floorMs, ms))
  }

  function pausedChanged() {
    try {
      options.onPausedChange?.()
    } catch {
      // a listener must not break delivery
    }
  }

  function pause(key: string, destination: Destination, ms: number) {
    if (destination.pauseTimer !== undefined) timers.clearTimeout(destination.pauseTimer)
    destination.pausedUntil = now() + ms
    destination.pauseTimer = timers.setTimeout(() => {
      destination.pauseTimer = undefined
      destination.pausedUntil = undefined
      pausedChanged()
      pump(key)
    }, ms)
    pausedChanged()
  }

  function unpause(destination: Destination) {
    if (destination.pauseTimer === undefined) return
    timers.clearTimeout(destination.pauseTimer)
    destination.pauseTimer = undefined
    destination.pausedUntil = undefined
    pausedChanged()
  }

  function pump(key: string) {
    const destination = destinations.get(key)
    if (!destination || destination.busy) return
    if (destination.pauseTimer !== undefined) {
      settleIdle()
      return
    }
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
    let retryAfter: string | null = null
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
      retryAfter = response.headers.get('retry-after')
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
    const unavailable = !delivered && (status === null || UNAVAILABLE.has(status))
    destination.failures = unavailable ? destination.failures + 1 : 0
    const hinted = status === 429 || status === 503 ? parseRetryAfter(retryAfter, now()) : undefined
    const wait =
      hinted !== undefined
        ? bounded(hinted)
        : backoff(
            unavailable ? Math.max(destination.failures, delivery.attempts) : delivery.attempts,
          )
    const ended = now()
    record({
      ...entry(delivery, time),
      status,
      error,
      answerBody,
      durationMs: Math.round(performance.now() - clock),
      outcome: delivered ? 'delivered' : retry ? 'retrying' : 'failed',
      nextAttemptAt: retry ? new Date(ended + wait).toISOString() : null,
      retryInMs: retry ? wait : null,
      retryBasis: retry ? (hinted !== undefined ? 'retry-after' : 'backoff') : null,
    })
    if (retry) {
      delivery.ready = false
      delivery.retryTimer = timers.setTimeout(() => {
        delivery.ready = true
        delivery.retryTimer = undefined
        pump(key)
      }, wait)
    } else {
      destination.queue.splice(destination.queue.indexOf(delivery), 1)
      if (destination.pauseTimer !== undefined) pausedChanged()
    }
    // Down or throttling: the other queued calls wait as long (one call probes it).
    if (unavailable && destination.queue.length > 0) pause(key, destination, wait)
    destination.busy = false
    pump(key)
  }

  function entry(delivery: Delivery, time: number) {
    const { message } = delivery
    delivery.logBody ??= deepFreeze(redactViewTokens(JSON.parse(delivery.text)))
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
      unpause(destination)
    }
    destinations.clear()
    log = []
    messages.clear()
    settleIdle()
  }

  function enqueue(message: WebhookMessage, replayOf: string | null = null): string | undefined {
    if (disposed) return undefined
    const text = canonicalizeWebhookBody(message.body)
    const { body: _body, ...slim } = message
    const delivery: Delivery = {
      id: randomId(),
      message: slim,
      text,
      signature: '',
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
        retryInMs: null,
        retryBasis: null,
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
        retryInMs: null,
        retryBasis: null,
      })
      return delivery.id
    }
    delivery.signature = options.sign(text)
    const key = check.url.origin
    let destination = destinations.get(key)
    if (!destination) {
      destination = { queue: [], busy: false, failures: 0 }
      destinations.set(key, destination)
    }
    destination.queue.push(delivery)
    if (destination.pauseTimer !== undefined) pausedChanged()
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
        // Asked for by a person: the destination's pause ends too.
        unpause(destination)
        pump(key)
        return true
      }
      return false
    },
    attempts: () => log.map((attempt) => ({ ...attempt })),
    pending: pendingCount,
    paused() {
      const paused: PausedDestination[] = []
      for (const [destination, { queue, pausedUntil }] of destinations) {
        if (pausedUntil === undefined) continue
        paused.push({
          destination,
          waiting: queue.length,
          until: new Date(pausedUntil).toISOString(),
        })
      }
      return paused
    },
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

// Answers saying the destination, not the call, is the problem: wait before sending it more.
const UNAVAILABLE = new Set([429, 502, 503, 504])

/**
 * A `Retry-After` value in ms from `now`: delay-seconds (`120`) or an HTTP-date
 * (`Wed, 21 Oct 2015 07:28:00 GMT`, a past one is 0); undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (/^[0-9]{1,10}$/.test(text)) return Number(text) * 1000
  // IMF-fixdate, RFC 850 or asctime: all start with a day name (Date.parse alone takes "1.5").
  if (!/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? [ 0-9A-Za-z:-]+$/.test(text)) return undefined
  const at = Date.parse(text)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
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

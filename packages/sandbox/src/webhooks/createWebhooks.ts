import type { SandboxStore, StoreEvent } from '../store.js'
import {
  createWebhookDispatcher,
  type PausedDestination,
  type WebhookAttempt,
  type WebhookDispatcherOptions,
  type WebhookMessage,
} from './createWebhookDispatcher.js'
import { createSigningKey, type SigningKey } from './signingKey.js'
import {
  purchaseWebhookBody,
  purchaseWebhookType,
  saleWebhookBody,
  saleWebhookType,
} from './webhookBodies.js'
import { createWebhookTargetCheck } from './webhookTargets.js'
import { checkWebhookUrl, type WebhookUrlCheck } from './webhookUrl.js'

/** The key, and the delivery options handed to the dispatcher as they are. */
export interface WebhookOptions
  extends Pick<
    WebhookDispatcherOptions,
    | 'retries'
    | 'retryMs'
    | 'retryFloorMs'
    | 'retryBaseMs'
    | 'random'
    | 'timeoutMs'
    | 'allowExternal'
    | 'fetch'
    | 'timers'
    | 'onAttempt'
    | 'maxPending'
  > {
  /**
   * The only webhook destinations (origins, or URLs whose path prefixes are admitted): the
   * served sandbox's `--webhook-target` list. Undefined: any URL the loopback rule allows.
   */
  targets?: readonly string[]
  /** PEM secp256k1 private key to sign with; default: derived from `seed`, else random. */
  privateKeyPem?: string
  seed?: number
}

/** Webhook delivery of one sandbox: its key, its queue and its log. */
export interface SandboxWebhooks {
  /** The PEM public key receivers verify `X-Body-Signature` with. */
  publicKeyPem(): string
  /** Logged attempts, oldest first (view tokens redacted). */
  attempts(): WebhookAttempt[]
  /** Sends a logged call again as a new delivery; its id, or undefined if not remembered. */
  replay(deliveryId: string): string | undefined
  /** Ends a call's wait for its next retry now; false when it is not waiting for one. */
  retryNow(deliveryId: string): boolean
  /** Hears every logged attempt (a copy); returns the unsubscribe. */
  subscribe(listener: (attempt: WebhookAttempt) => void): () => void
  /** Calls not yet delivered or given up. */
  pending(): number
  /** The destinations paused now (they answered unavailable), with how many calls wait for each. */
  paused(): PausedDestination[]
  /** Hears that `paused()` changed (a pause began or ended, calls joined or left one); returns the unsubscribe. */
  subscribePaused(listener: () => void): () => void
  /** Resolves once every queued call was delivered or given up. */
  whenIdle(): Promise<void>
  /** Whether a `webhookStatusUrl` / `offrampWebhookV3Url` would be called. */
  checkUrl(url: string): WebhookUrlCheck
  dispose(): void
}

/**
 * Listens to the store and sends the calls of the lifecycle: purchases to their
 * `webhookStatusUrl` (CREATED at creation, then RELEASED, RETURNED or ERROR), sales to their
 * `offrampWebhookV3Url` (CREATED, then RELEASED or EXPIRED). A store reset drops pending calls
 * and the log.
 */
export function createWebhooks(
  context: { store: SandboxStore; now(): number },
  options: WebhookOptions = {},
): SandboxWebhooks {
  // A pinned key is checked at once; generating one waits until something needs it.
  let key: SigningKey | undefined =
    options.privateKeyPem === undefined
      ? undefined
      : createSigningKey({ privateKeyPem: options.privateKeyPem })
  const signingKey = () => {
    key ??= createSigningKey(options.seed === undefined ? {} : { seed: options.seed })
    return key
  }
  // The dashboard's event stream hears every logged attempt, besides the CLI's printer.
  const attemptListeners = new Set<(attempt: WebhookAttempt) => void>()
  const pausedListeners = new Set<() => void>()
  const notTarget =
    options.targets === undefined ? undefined : createWebhookTargetCheck(options.targets)
  const dispatcher = createWebhookDispatcher({
    sign: (text) => signingKey().sign(text),
    now: () => context.now(),
    ...pick(options, [
      'retries',
      'retryMs',
      'retryFloorMs',
      'retryBaseMs',
      'random',
      'timeoutMs',
      'allowExternal',
      'fetch',
      'timers',
      'maxPending',
    ]),
    ...(notTarget ? { notTarget } : {}),
    onAttempt(attempt) {
      options.onAttempt?.(attempt)
      for (const listener of [...attemptListeners]) listener(attempt)
    },
    onPausedChange() {
      for (const listener of [...pausedListeners]) listener()
    },
  })

  function messageFor(event: StoreEvent): WebhookMessage | undefined {
    switch (event.type) {
      case 'purchase.created':
      case 'purchase.updated': {
        const { record } = event
        const { purchase } = record
        if (record.webhookStatusUrl === undefined) return undefined
        const type =
          event.type === 'purchase.created'
            ? 'CREATED'
            : event.previous.status === purchase.status
              ? undefined
              : purchaseWebhookType(purchase.status)
        if (type === undefined) return undefined
        return {
          url: record.webhookStatusUrl,
          kind: 'purchase',
          type,
          subjectId: purchase.id,
          body: purchaseWebhookBody(type, purchase),
        }
      }
      case 'sale.created':
      case 'sale.updated': {
        const { record } = event
        if (record.offrampWebhookV3Url === undefined) return undefined
        if (event.type === 'sale.updated' && event.previous === record.status) return undefined
        const type = event.type === 'sale.created' ? 'CREATED' : saleWebhookType(record.status)
        return {
          url: record.offrampWebhookV3Url,
          kind: 'sale',
          type,
          subjectId: record.sale.id,
          body: saleWebhookBody(type, record.sale),
        }
      }
      default:
        return undefined
    }
  }

  const unsubscribe = context.store.subscribe((event) => {
    if (event.type === 'reset') {
      dispatcher.reset()
      return
    }
    const message = messageFor(event)
    if (message) dispatcher.enqueue(message)
  })

  return {
    publicKeyPem: () => signingKey().publicKeyPem,
    attempts: dispatcher.attempts,
    replay: dispatcher.replay,
    subscribe(listener) {
      attemptListeners.add(listener)
      return () => attemptListeners.delete(listener)
    },
    retryNow: dispatcher.retryNow,
    pending: dispatcher.pending,
    paused: dispatcher.paused,
    subscribePaused(listener) {
      pausedListeners.add(listener)
      return () => pausedListeners.delete(listener)
    },
    whenIdle: dispatcher.whenIdle,
    checkUrl: (url) => checkWebhookUrl(url, options.allowExternal, notTarget),
    dispose() {
      attemptListeners.clear()
      pausedListeners.clear()
      unsubscribe()
      dispatcher.dispose()
    },
  }
}

function pick<T extends object, K extends keyof T>(object: T, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {}
  for (const key of keys) if (object[key] !== undefined) out[key] = object[key]
  return out
}

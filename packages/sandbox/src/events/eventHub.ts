import { purchaseListItem, saleListItem } from '../records/listItems.js'
import type { SandboxStore, StoreEvent } from '../store.js'
import type { SandboxWebhooks } from '../webhooks/createWebhooks.js'

export interface EventHubOptions {
  /** Streams open at once (default 16); one more is refused. */
  maxClients?: number
  /** A comment line this often keeps proxies and browsers from closing idle streams (default 15000). */
  heartbeatMs?: number
  /** A client this many messages behind is dropped (default 500): no unbounded buffer. */
  maxBacklog?: number
  /**
   * Changes to the paused destinations within this many ms are pushed as one `paused` event
   * (default 250): a burst of calls queueing behind a paused receiver is not a burst of events.
   */
  pausedEveryMs?: number
}

export interface EventHub {
  readonly maxClients: number
  /**
   * A new server-sent event stream and the function that ends it (for a request aborted by the
   * client), or undefined when `maxClients` are open.
   */
  open(): { stream: ReadableStream<Uint8Array>; close(): void } | undefined
  clients(): number
  /** Pushes one event to every open stream (the sandbox's other news: `faults`). */
  broadcast(event: string, data: unknown): void
  /** Closes every stream and stops listening. */
  dispose(): void
}

/**
 * Pushes what happens in the sandbox to the dashboard as server-sent events: `purchase` and
 * `sale` (the list item, as `GET /sandbox/purchases` answers it), `delivery` (a logged webhook
 * attempt), `paused` (the paused webhook destinations and how many calls wait for each, on
 * connecting and as it changes), `reset`, and what `broadcast` is given (`faults`). Every queue is bounded: the number of streams, and each stream's
 * backlog (a client that stops reading is dropped). A stream is cleaned up when its reader
 * cancels (the browser went away) or the hub is disposed.
 */
export function createEventHub(
  sources: { store: SandboxStore; webhooks: SandboxWebhooks },
  options: EventHubOptions = {},
): EventHub {
  const maxClients = options.maxClients ?? 16
  const heartbeatMs = options.heartbeatMs ?? 15_000
  const maxBacklog = options.maxBacklog ?? 500
  const encoder = new TextEncoder()
  const clients = new Set<Client>()

  interface Client {
    send(text: string): void
    close(): void
  }

  function broadcast(event: string, data: unknown) {
    if (clients.size === 0) return
    const text = eventText(event, data)
    for (const client of [...clients]) client.send(text)
  }

  function onStore(event: StoreEvent) {
    switch (event.type) {
      case 'purchase.created':
      case 'purchase.updated':
        return broadcast('purchase', purchaseListItem(event.record))
      case 'sale.created':
      case 'sale.updated':
        return broadcast('sale', saleListItem(event.record))
      case 'reset':
        return broadcast('reset', {})
    }
  }
  const unsubscribeStore = sources.store.subscribe(onStore)
  const unsubscribeWebhooks = sources.webhooks.subscribe((attempt) =>
    broadcast('delivery', attempt),
  )
  const pausedEveryMs = options.pausedEveryMs ?? 250
  let pausedTimer: ReturnType<typeof setTimeout> | undefined
  const pausedText = () => eventText('paused', sources.webhooks.paused())
  const unsubscribePaused = sources.webhooks.subscribePaused(() => {
    if (pausedTimer !== undefined || clients.size === 0) return
    pausedTimer = setTimeout(() => {
      pausedTimer = undefined
      if (clients.size === 0) return
      const text = pausedText()
      for (const client of [...clients]) client.send(text)
    }, pausedEveryMs)
  })

  return {
    maxClients,
    open() {
      if (clients.size >= maxClients) return undefined
      let client: Client | undefined
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          let closed = false
          const heartbeat = setInterval(() => client?.send(': heartbeat\n\n'), heartbeatMs)
          client = {
            send(text) {
              if (closed) return
              if ((controller.desiredSize ?? 0) < -maxBacklog) {
                client?.close()
                return
              }
              controller.enqueue(encoder.encode(text))
            },
            close() {
              if (closed) return
              closed = true
              clearInterval(heartbeat)
              if (client) clients.delete(client)
              try {
                controller.close()
              } catch {
                // already closed by the reader
              }
            },
          }
          clients.add(client)
          // Tells the browser how long to wait before reconnecting, and opens the stream; then
          // the paused destinations, if any: no list read has them.
          const paused = sources.webhooks.paused().length > 0 ? pausedText() : ''
          controller.enqueue(encoder.encode(`retry: 2000\n: connected\n\n${paused}`))
        },
        cancel() {
          client?.close()
        },
      })
      return { stream, close: () => client?.close() }
    },
    clients: () => clients.size,
    broadcast,
    dispose() {
      unsubscribeStore()
      unsubscribeWebhooks()
      unsubscribePaused()
      if (pausedTimer !== undefined) clearTimeout(pausedTimer)
      for (const client of [...clients]) client.close()
    },
  }
}

function eventText(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

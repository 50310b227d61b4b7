import type { WebhookAttempt } from '@rampkit/sandbox'

/** One webhook call the sandbox made, as the host's receiver got it. */
export interface WebhookCall {
  /** Where the call went (the purchase's `webhookStatusUrl` or the sale's `offrampWebhookV3Url`). */
  url: string
  /** The body as sent: the canonical JSON text the signature covers. */
  body: string
  /** `X-Body-Signature`: base64 DER ECDSA over `body`, verifiable with `@rampkit/core/webhooks`. */
  signature: string
  /** Every header sent, names in lower case. */
  headers: Record<string, string>
  /** The body parsed: `{ type, purchase }` or `{ id, type, mode: 'OFFRAMP', payload }`. */
  json: { type: string; [field: string]: unknown }
  /** The HTTP status the receiver answered, or null when it threw (a network error). */
  status: number | null
  /** The call again as a fetch `Request`, to hand to the host's own webhook handler. */
  request(): Request
}

/**
 * Answers a webhook call like the host's endpoint would: a fetch handler (a Hono app's `fetch`,
 * a Next.js route handler, …) or a status. Default: 200.
 */
export type WebhookReceiver = (request: Request) => Response | number | Promise<Response | number>

/** The sandbox's webhook fetch: records every call, hands it to the receiver, never a socket. */
export interface WebhookRecorder {
  /** The `webhookFetch` for the sandbox. */
  fetch: typeof fetch
  /** Hears the sandbox's logged attempts (its `onWebhookAttempt`). */
  onAttempt(attempt: WebhookAttempt): void
  calls(): WebhookCall[]
  /** Whether every call started has been answered and logged, and none is queued but waiting for a retry. */
  settled(pending: number): boolean
  clear(): void
}

export function createWebhookRecorder(receiver: WebhookReceiver | undefined): WebhookRecorder {
  let calls: WebhookCall[] = []
  let started = 0
  let logged = 0
  /** Each delivery's latest outcome: a `retrying` one waits for the clock. */
  const outcomes = new Map<string, WebhookAttempt['outcome']>()

  async function recordingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    started++
    const url = String(input instanceof Request ? input.url : input)
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    const body = typeof init?.body === 'string' ? init.body : ''
    const request = () => new Request(url, { method: 'POST', headers, body })
    const call: WebhookCall = {
      url,
      body,
      signature: headers['x-body-signature'] ?? '',
      headers,
      json: JSON.parse(body),
      status: null,
      request,
    }
    calls.push(call)
    const answer = receiver ? await receiver(request()) : 200
    const response = typeof answer === 'number' ? new Response(null, { status: answer }) : answer
    call.status = response.status
    return response
  }

  return {
    fetch: recordingFetch as typeof fetch,
    onAttempt(attempt) {
      if (attempt.outcome === 'refused' || attempt.outcome === 'dropped') return
      logged++
      outcomes.set(attempt.deliveryId, attempt.outcome)
    },
    calls: () => [...calls],
    settled(pending) {
      let waiting = 0
      for (const outcome of outcomes.values()) if (outcome === 'retrying') waiting++
      return started === logged && pending === waiting
    },
    clear() {
      calls = []
      started = 0
      logged = 0
      outcomes.clear()
    },
  }
}

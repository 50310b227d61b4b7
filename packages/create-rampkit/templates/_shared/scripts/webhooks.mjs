#!/usr/bin/env node
// The app's webhook receiver: the service (here the sandbox) POSTs a signed call to it whenever a
// purchase or a sale changes. `dev` starts it on http://127.0.0.1:8788, where
// `npx rampkit-sandbox trigger purchase.released` (and the dashboard) send their calls.
// Each call's X-Body-Signature is checked with @rampkit/core/webhooks before anything reads it.
//
// On a server of your own: RAMPKIT_WEBHOOK_PUBLIC_KEY=<the service's PEM> PORT=8788 node scripts/webhooks.mjs
// (without the key it asks the local sandbox for its, as `dev` does).
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseWebhook, verifyNodeWebhookRequest, WebhookPayloadError } from '@rampkit/core/webhooks'

/**
 * Starts the receiver on `port` and `host`; resolves to the listening server. `onCall` gets
 * each verified call (parsed) and its text: store it there, idempotently (a call may come
 * twice), keyed by the record's id and the call's type.
 */
export function startWebhookReceiver({ publicKey, port = 8788, host = '127.0.0.1', onCall }) {
  // Deadlines and a connection cap: Node's defaults let a slow client hold a connection for minutes.
  const server = createServer(
    { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 },
    async (request, response) => {
      const answer = (status, body) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      const path = new URL(request.url ?? '/', 'http://receiver').pathname
      if (path !== '/webhooks' && !path.startsWith('/webhooks/'))
        return answer(404, { error: 'not_found' })
      if (request.method !== 'POST') return answer(405, { error: 'method_not_allowed' })
      try {
        const result = await verifyNodeWebhookRequest(request, publicKey)
        if (!result.verified) {
          return answer(result.reason === 'body-too-large' ? 413 : 401, { error: result.reason })
        }
        const call = parseWebhook(result.body)
        await onCall(call, result.body)
        answer(200, { ok: true })
      } catch (error) {
        if (error instanceof WebhookPayloadError) {
          return answer(400, { error: 'invalid_payload', field: error.field })
        }
        // Not stored: a 500 makes the service retry the call later.
        console.error('[webhooks] could not handle a call:', error)
        answer(500, { error: 'internal' })
      }
    },
  )
  server.maxConnections = 256
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(Number(port), host, () => done(server))
  })
}

/** One line per verified call, e.g. `purchase 7b1c… RELEASED (status RELEASED)`. */
export function describeCall(call) {
  return call.kind === 'purchase'
    ? `purchase ${call.purchase.id} ${call.type} (status ${call.purchase.status})`
    : `sale ${call.id} ${call.type}`
}

/** The local sandbox's webhook key (it makes a new one each run). */
export async function sandboxPublicKey(sandboxUrl) {
  const response = await fetch(`${sandboxUrl}/sandbox/webhook-public-key`)
  if (!response.ok) throw new Error(`${sandboxUrl} answered ${response.status} for its webhook key`)
  return (await response.json()).publicKey
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sandboxUrl = `http://127.0.0.1:${process.env.RAMPKIT_SANDBOX_PORT || '8787'}`
  // The PEM may come on one line with `\n` escapes (as hosting dashboards store it).
  const publicKey =
    process.env.RAMPKIT_WEBHOOK_PUBLIC_KEY?.replaceAll('\\n', '\n') ||
    (await sandboxPublicKey(sandboxUrl))
  const port = process.env.RAMPKIT_WEBHOOK_PORT || process.env.PORT || '8788'
  await startWebhookReceiver({
    publicKey,
    port,
    host: process.env.HOST || '127.0.0.1',
    // Store the call in your database here; answer 2xx only once it is stored.
    onCall: (call) => console.log(`[webhooks] verified: ${describeCall(call)}`),
  })
  console.log(`[webhooks] receiving on http://${process.env.HOST || '127.0.0.1'}:${port}/webhooks`)
}

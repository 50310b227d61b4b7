import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createAdaptorServer } from '@hono/node-server'
import {
  DEMO_HOST_API_KEY,
  type StartedSandbox,
  type StartSandboxOptions,
  startSandbox,
  type WebhookAttempt,
} from '@rampkit/sandbox'
import { createReceiverApp } from '../../apps/webhook-receiver/src/app.js'
import { loadPublicKey } from '../../apps/webhook-receiver/src/loadPublicKey.js'
import { createWebhookStore, type StoredWebhook } from '../../apps/webhook-receiver/src/store.js'
import { copiesParent, pgliteTemplate } from '../../apps/webhook-receiver/src/testPgliteTemplate.js'
import { until } from '../../packages/sandbox/test/helpers.js'

// Shared by the webhooks-* and lifecycle-* tests: the example webhook receiver run in-process
// (its Hono app + PGlite store in a temp folder, served over a real socket), a recording proxy,
// the sandbox's control API, and bounded waiting.

export const EVM_ADDRESS = `0x${'ab'.repeat(20)}`

export interface RunningReceiver {
  url: string
  port: number
  /** The newest `limit` stored calls (default 1000), oldest first. */
  stored(limit?: number): Promise<StoredWebhook[]>
  /** How many calls are stored. */
  count(): Promise<number>
  /** Closes the HTTP server and the database (the folder stays for a restart). */
  stop(): Promise<void>
  /** Opens the database again, then listens on the same port (no-op while running). */
  restart(): Promise<void>
  /** stop() and delete the folder. */
  dispose(): Promise<void>
}

/**
 * Starts the receiver the way its CLI does: the key fetched from the sandbox's
 * `GET /sandbox/webhook-public-key`, the store persisted to a folder. The folder starts as a copy
 * of the receiver tests' PGlite template (a cluster as initdb leaves it, not yet migrated): a
 * new folder would run PGlite's initdb for each receiver, about 4 CPU-s, a sixth of the burst
 * test's.
 */
export async function startReceiver(
  sandbox: StartedSandbox,
  options: { rateLimit?: number } = {},
): Promise<RunningReceiver> {
  const publicKey = await loadPublicKey(
    { from: 'url', url: `${sandbox.url}/sandbox/webhook-public-key` },
    { attempts: 1 },
  )
  const dataDir = mkdtempSync(join(copiesParent(), 'rampkit-receiver-'))
  cpSync(await pgliteTemplate(), dataDir, { recursive: true })
  let store: Awaited<ReturnType<typeof createWebhookStore>> | undefined
  let server: Server | undefined
  let port = 0

  async function start() {
    if (server) return // already running: never open the folder twice
    store = await createWebhookStore({ dataDir })
    const app = createReceiverApp({ store, publicKey, ...options })
    server = createAdaptorServer({ fetch: app.fetch }) as Server
    const listening = server
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject)
      listening.listen(port, '127.0.0.1', () => resolve())
    })
    port = (listening.address() as AddressInfo).port
  }

  async function stop() {
    const open = server
    server = undefined
    if (open) {
      await new Promise<void>((resolve) => {
        open.close(() => resolve())
        open.closeAllConnections()
      })
    }
    await store?.close()
    store = undefined
  }

  await start()
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async stored(limit = 1000) {
      if (!store) throw new Error('the receiver is stopped')
      return (await store.list({ limit })).reverse()
    },
    async count() {
      if (!store) throw new Error('the receiver is stopped')
      return store.count()
    },
    stop,
    restart: start,
    async dispose() {
      await stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The loop's two ends: a sandbox on a free port that may call any loopback port (the receiver
 * runs on a free one too), with `options` (its lifecycle clock, retries, key), and the receiver
 * trusting its key. Stop both with `stopLoop`.
 */
export async function startLoop(
  options: Omit<StartSandboxOptions, 'port' | 'webhookTargets'>,
): Promise<{ sandbox: StartedSandbox; receiver: RunningReceiver }> {
  const sandbox = await startSandbox({ port: 0, webhookTargets: 'any-loopback', ...options })
  try {
    return { sandbox, receiver: await startReceiver(sandbox) }
  } catch (error) {
    await sandbox.close()
    throw error
  }
}

/** Stops what startLoop started (either may be missing when beforeAll failed). */
export async function stopLoop(loop: {
  sandbox?: StartedSandbox
  receiver?: RunningReceiver
}): Promise<void> {
  await loop.receiver?.dispose()
  await loop.sandbox?.close()
}

export interface RecordedCall {
  path: string
  body: string
  signature: string | undefined
  answered: number
}

/**
 * A proxy in front of `target` that records each call and can answer the sender differently
 * from the target: `answer(n)` (n counts from 1) returns a status to send back after forwarding
 * (so a delivery is stored but its answer lost), or undefined to pass the target's answer on.
 */
export async function startProxy(
  target: string,
  answer: (n: number) => number | undefined = () => undefined,
): Promise<{ url: string; calls: RecordedCall[]; close(): Promise<void> }> {
  const calls: RecordedCall[] = []
  const server = await serveWebhookCalls(async ({ path, body, signature }) => {
    const forwarded = await forwardCall(target, { path, body, signature })
    const status = answer(calls.length + 1) ?? forwarded.status
    calls.push({ path, body, signature, answered: status })
    return { status, body: forwarded.body }
  })
  return { ...server, calls }
}

export interface IncomingCall {
  path: string
  body: string
  signature: string | undefined
}

/**
 * A local HTTP server handing each POSTed call (path, body, signature) to `handle`. A call that
 * fails on the way (the sender's connection reset when a test closes the server mid-delivery,
 * the target gone) is answered 502 as a proxy would, or dropped if its sender is gone: an
 * unhandled rejection here failed a whole run after every test had passed.
 */
export async function serveWebhookCalls(
  handle: (call: IncomingCall) => Promise<{ status: number; body: unknown }>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const { status, body } = await handle({
        path: req.url ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-body-signature'] as string | undefined,
      })
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    } catch {
      if (res.headersSent || res.destroyed) res.destroy()
      else res.writeHead(502).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Sends a received call on to `target` (same path, body and signature). */
export function forwardCall<T = unknown>(target: string, call: IncomingCall) {
  return requestJson<T>(
    'POST',
    `${target}${call.path}`,
    call.body,
    call.signature ? { 'x-body-signature': call.signature } : {},
  )
}

/** Polls `read` until it returns something other than undefined/false, at most `ms`. */
export const waitFor = <T>(
  what: string,
  read: () => T | undefined | false | Promise<T | undefined | false>,
  ms?: number,
): Promise<T> => until(read, ms, what)

/**
 * One HTTP request on a fresh connection. The tests' own calls avoid pooled keep-alive sockets:
 * after a long pause (PGlite starting on a busy machine) a pooled socket may already be closed
 * by the server, and a POST on it fails with ECONNRESET, which is about the test, not the code.
 */
export function requestJson<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: {
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          try {
            const text = Buffer.concat(chunks).toString('utf8')
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as T })
          } catch (error) {
            reject(error)
          }
        })
        res.on('error', reject)
      },
    )
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer from ${method} ${url}`)))
    req.on('error', reject)
    req.end(body)
  })
}

export interface CreatedPurchase {
  id: string
  purchaseViewToken: string
  status: string
}

/** POST to the sandbox's control API; throws with the answer unless `expected`. */
export async function control<T = Record<string, unknown>>(
  sandbox: StartedSandbox,
  path: string,
  body?: unknown,
  expected = 200,
): Promise<T> {
  const response = await requestJson<T>(
    'POST',
    `${sandbox.url}/sandbox${path}`,
    body === undefined ? undefined : JSON.stringify(body),
  )
  if (response.status !== expected) {
    throw new Error(`POST /sandbox${path}: ${response.status} ${JSON.stringify(response.body)}`)
  }
  return response.body
}

export function createPurchase(sandbox: StartedSandbox, webhookStatusUrl?: string) {
  return control<CreatedPurchase>(
    sandbox,
    '/purchases',
    {
      cryptoAssetSymbol: 'ETH_USDC',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      receiverAddress: EVM_ADDRESS,
      ...(webhookStatusUrl ? { webhookStatusUrl } : {}),
    },
    201,
  )
}

export function createSale(sandbox: StartedSandbox, offrampWebhookV3Url?: string) {
  return control<{ id: string; purchaseViewToken: string }>(
    sandbox,
    '/sales',
    {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 250,
      ...(offrampWebhookV3Url ? { offrampWebhookV3Url } : {}),
    },
    201,
  )
}

/** One attempt as `GET /sandbox/webhook-deliveries` lists it. */
export type DeliveryAttempt = WebhookAttempt

export async function deliveries(sandbox: StartedSandbox, id?: string): Promise<DeliveryAttempt[]> {
  const query = id === undefined ? '' : `?id=${encodeURIComponent(id)}`
  const response = await requestJson<DeliveryAttempt[]>(
    'GET',
    `${sandbox.url}/sandbox/webhook-deliveries${query}`,
  )
  return response.body
}

export { DEMO_HOST_API_KEY }

import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { StartedSandbox } from '@rampkit/sandbox'
import { createReceiverApp } from '../../../apps/webhook-receiver/src/app.js'
import { loadPublicKey } from '../../../apps/webhook-receiver/src/loadPublicKey.js'
import { createWebhookStore } from '../../../apps/webhook-receiver/src/store.js'
import {
  copiesParent,
  pgliteTemplate,
} from '../../../apps/webhook-receiver/src/testPgliteTemplate.js'

/** The example webhook receiver, in-process over a real socket, for the apps' browser tests. */
export interface AppsReceiver {
  /** `http://127.0.0.1:<port>`: the apps get `${url}/webhooks`. */
  url: string
  /** Lets a browser origin read `GET /webhooks` (an app's origin is known once it is served). */
  allowOrigin(origin: string): void
  close(): Promise<void>
}

/**
 * Starts the receiver as its CLI would (the sandbox's public key, a PGlite store), with a list of
 * browser origins that may read it which grows as the apps are served. The store's folder starts
 * as a copy of the receiver tests' PGlite template (a cluster as initdb leaves it, not yet
 * migrated), as the integration tests' receivers do: a new in-memory database runs PGlite's
 * initdb, about 4 of an example suite's 35 CPU-s, to prove nothing about the page.
 */
export async function startAppsReceiver(sandbox: StartedSandbox): Promise<AppsReceiver> {
  const publicKey = await loadPublicKey(
    { from: 'url', url: `${sandbox.url}/sandbox/webhook-public-key` },
    { attempts: 1 },
  )
  const dataDir = mkdtempSync(join(copiesParent(), 'rampkit-apps-receiver-'))
  const removeData = () => rmSync(dataDir, { recursive: true, force: true })
  let store: Awaited<ReturnType<typeof createWebhookStore>>
  try {
    cpSync(await pgliteTemplate(), dataDir, { recursive: true })
    store = await createWebhookStore({ dataDir })
  } catch (error) {
    removeData()
    throw error
  }
  const origins: string[] = []
  const app = createReceiverApp({ store, publicKey, readAccess: { origins } })
  const server: Server = createServer(async (incoming, outgoing) => {
    // A small fetch bridge: the receiver is a fetch handler (Hono).
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    }
    const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
      method: incoming.method,
      headers,
      body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
    })
    // What the receiver reads of the Node request: the socket (the rate limiter's client), the
    // request line's target and the raw Host lines (its Host check); the body is read from
    // the Request.
    const { socket, url, rawHeaders } = incoming
    const response = await app.fetch(request, { incoming: { socket, url, rawHeaders } })
    outgoing.writeHead(response.status, Object.fromEntries(response.headers.entries()))
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    allowOrigin: (origin) => void origins.push(origin),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await store.close()
      removeData()
    },
  }
}

import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { canonicalizeWebhookBody, verifyWebhookSignature } from '@rampkit/core/webhooks'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type StartedSandbox, type StartSandboxOptions, startSandbox } from '../src/server.js'
import { ensureBuiltCli, runCli, stopCliRuns } from './builtCli.js'
import { HOOKED_PURCHASE, jsonPost, until } from './helpers.js'

// Webhook delivery over real sockets: a plain node:http server stands in for the host's
// receiver and records exactly what arrives.

interface Received {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
}

interface Capture {
  url: string
  received: Received[]
  close(): Promise<void>
}

async function capture(
  answer: (request: Received, res: ServerResponse) => void = (_, res) => res.end('ok'),
): Promise<Capture> {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body }
      received.push(request)
      answer(request, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function sandboxWith(options: StartSandboxOptions): Promise<StartedSandbox> {
  // the receivers below run on free ports
  const server = await startSandbox({ port: 0, webhookTargets: 'any-loopback', ...options })
  cleanups.push(() => server.close())
  return server
}

async function receiver(answer?: Parameters<typeof capture>[0]): Promise<Capture> {
  const c = await capture(answer)
  cleanups.push(() => c.close())
  return c
}

async function createPurchase(server: StartedSandbox, webhookStatusUrl: string) {
  const res = await fetch(
    `${server.url}/sandbox/purchases`,
    jsonPost({ ...HOOKED_PURCHASE, webhookStatusUrl }),
  )
  expect(res.status).toBe(201)
  return (await res.json()) as { id: string; purchaseViewToken: string }
}

describe('webhook delivery over HTTP', () => {
  it('sends the canonical text, signed with the served key; CREATED then RELEASED on the clock', async () => {
    const hook = await receiver()
    const server = await sandboxWith({ lifecycle: { auto: true, stepMs: 20 } })
    const { publicKey } = (await (
      await fetch(`${server.url}/sandbox/webhook-public-key`)
    ).json()) as { publicKey: string }
    const purchase = await createPurchase(server, `${hook.url}/hooks/purchase?team=1`)

    await until(() => hook.received.length >= 2)
    const [created, released] = hook.received
    for (const call of [created!, released!]) {
      expect(call.method).toBe('POST')
      expect(call.path).toBe('/hooks/purchase?team=1')
      expect(call.headers['content-type']).toBe('application/json')
      expect(call.body).toBe(canonicalizeWebhookBody(JSON.parse(call.body)))
      const signature = call.headers['x-body-signature'] as string
      expect(await verifyWebhookSignature({ body: call.body, signature, publicKey })).toBe(true)
    }
    const first = JSON.parse(created!.body)
    const last = JSON.parse(released!.body)
    expect([first.type, first.purchase.status]).toEqual(['CREATED', 'INITIALIZED'])
    expect([last.type, last.purchase.status]).toEqual(['RELEASED', 'RELEASED'])
    // the body carries the view token (the host needs it); the delivery log does not
    expect(first.purchase.purchaseViewToken).toBe(purchase.purchaseViewToken)
    const log = await (await fetch(`${server.url}/sandbox/webhook-deliveries`)).text()
    expect(log).not.toContain(purchase.purchaseViewToken)
    const status = await fetch(
      `${server.apiUrl}/host-api/purchase/${purchase.id}?secret=${purchase.purchaseViewToken}`,
    )
    expect(await status.json()).toEqual(last.purchase)
  })

  it('a 500 is retried and delivered; a redirect is not followed; a silent receiver times out', async () => {
    const elsewhere = await receiver()
    let calls = 0
    const hook = await receiver((request, res) => {
      calls++
      if (request.path === '/redirect') {
        res.writeHead(307, { location: `${elsewhere.url}/stolen` }).end()
      } else if (request.path === '/silent') {
        // never answers
      } else res.writeHead(calls === 1 ? 500 : 200).end()
    })
    const server = await sandboxWith({ webhookRetryMs: 50, webhookTimeoutMs: 200 })
    const flaky = await createPurchase(server, `${hook.url}/flaky`)
    const moved = await createPurchase(server, `${hook.url}/redirect`)
    const silent = await createPurchase(server, `${hook.url}/silent`)
    const log = async (id: string) =>
      (await (await fetch(`${server.url}/sandbox/webhook-deliveries?id=${id}`)).json()) as {
        outcome: string
        status: number | null
        error: string | null
      }[]

    const flakyLog = await until(async () => {
      const entries = await log(flaky.id)
      return entries.length === 2 ? entries : undefined
    })
    expect(flakyLog.map((a) => [a.status, a.outcome])).toEqual([
      [500, 'retrying'],
      [200, 'delivered'],
    ])
    const movedLog = await until(async () => {
      const entries = await log(moved.id)
      return entries.length > 0 ? entries : undefined
    })
    expect(movedLog[0]).toMatchObject({
      status: 307,
      outcome: 'retrying',
      error: 'HTTP 307: redirects are not followed',
    })
    const silentLog = await until(async () => {
      const entries = await log(silent.id)
      return entries.length > 0 ? entries : undefined
    })
    expect(silentLog[0]).toMatchObject({ status: null, error: 'timed out after 200 ms' })
    expect(elsewhere.received).toEqual([])
  })

  it('close() stops the lifecycle clock and pending retries', async () => {
    const hook = await receiver((_, res) => res.writeHead(503).end())
    const server = await startSandbox({
      port: 0,
      webhookTargets: [hook.url],
      lifecycle: { auto: true, stepMs: 30 },
      webhookRetryMs: 30,
    })
    await createPurchase(server, `${hook.url}/down`)
    await until(() => hook.received.length >= 1)
    await server.close()
    const seen = hook.received.length
    await new Promise((r) => setTimeout(r, 300))
    expect(hook.received.length).toBe(seen)
    expect(server.sandbox.state.lifecycle.scheduled()).toBe(0)
    expect(server.sandbox.state.webhooks.pending()).toBe(0)
  })
})

describe('rampkit-sandbox CLI and webhooks', () => {
  let dir: string
  beforeAll(() => {
    ensureBuiltCli()
    dir = mkdtempSync(join(tmpdir(), 'rampkit-sandbox-key-'))
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  afterEach(stopCliRuns)

  it('prints the public key it serves, runs the lifecycle, logs deliveries without tokens', async () => {
    const hook = await receiver()
    const proc = runCli([
      '--port',
      '0',
      '--lifecycle-step-ms',
      '20',
      '--webhook-retry-ms',
      '50',
      '--webhook-target',
      hook.url,
    ])
    const url = await until(() => proc.output().match(/listening on (http:\/\/[\d.:]+)/)?.[1])
    const pem = await until(
      () => proc.output().match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/)?.[0],
    )
    const served = (await (await fetch(`${url}/sandbox/webhook-public-key`)).json()) as {
      publicKey: string
    }
    expect(served.publicKey.trim()).toBe(pem)
    expect(proc.output()).toContain('one step every 20 ms')

    const purchase = await createPurchase(
      { url } as StartedSandbox,
      `${hook.url}/hooks/purchase?token=host-secret`,
    )
    await until(() => proc.output().includes(`purchase RELEASED ${purchase.id}`))
    expect(proc.output()).toContain(
      `webhook purchase CREATED ${purchase.id} → ${hook.url}/hooks/purchase (attempt 1): 200`,
    )
    expect(proc.output()).not.toContain(purchase.purchaseViewToken)
    expect(proc.output()).not.toContain('host-secret')
    proc.child.kill('SIGTERM')
    expect(await proc.exit).toBe(0)
  }, 20_000)

  it('--webhook-key-file pins the key; --lifecycle-step-ms 0 is manual; a bad key file exits 2', async () => {
    const pair = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
    const file = join(dir, 'webhook.pem')
    writeFileSync(file, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string)
    const proc = runCli(['--port', '0', '--webhook-key-file', file, '--lifecycle-step-ms', '0'])
    const url = await until(() => proc.output().match(/listening on (http:\/\/[\d.:]+)/)?.[1])
    const served = (await (await fetch(`${url}/sandbox/webhook-public-key`)).json()) as {
      publicKey: string
    }
    expect(served.publicKey).toBe(pair.publicKey.export({ type: 'spki', format: 'pem' }))
    expect(proc.output()).toContain('manual')
    expect(proc.output()).toContain('from --webhook-key-file')
    proc.child.kill('SIGTERM')
    expect(await proc.exit).toBe(0)

    const bad = join(dir, 'bad.pem')
    writeFileSync(bad, 'not a key')
    const refused = runCli(['--port', '0', '--webhook-key-file', bad])
    expect(await refused.exit).toBe(2)
    expect(refused.errors()).toContain('not a readable PEM private key')
    const missing = runCli(['--port', '0', '--webhook-key-file', join(dir, 'nope.pem')])
    expect(await missing.exit).toBe(2)
    expect(missing.errors()).toContain('ENOENT')
  }, 20_000)
})

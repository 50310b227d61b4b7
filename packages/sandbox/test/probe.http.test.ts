import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseCliArgs } from '../src/cliArgs.js'
import { type StartedSandbox, startSandbox } from '../src/server.js'
import { EVM_ADDRESS, KEY } from './helpers.js'

// The probe of issue 22, replayed: each request an attacker's web page (or a DNS-rebound name)
// could make against a served sandbox, and the sandbox refusing it. The browser would send the
// Origin and Host headers set here; node:http lets the test set them as it would.

const EVIL = 'https://evil.example'

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

function raw(
  server: StartedSandbox,
  options: {
    method?: string
    path: string
    host?: string
    origin?: string
    body?: string
    headers?: Record<string, string>
  },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          host: options.host ?? `127.0.0.1:${server.port}`,
          ...(options.origin === undefined ? {} : { origin: options.origin }),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

const purchaseBody = (webhookStatusUrl?: string) =>
  JSON.stringify({
    cryptoAssetSymbol: 'ETH_ETH',
    fiatCurrency: 'EUR',
    fiatValue: 100,
    receiverAddress: EVM_ADDRESS,
    hostApiKey: KEY,
    ...(webhookStatusUrl === undefined ? {} : { webhookStatusUrl }),
  })

/** A local service the attacker would like the sandbox to call: it records what reaches it. */
async function localService(): Promise<{ url: string; hits: string[]; server: Server }> {
  const hits: string[] = []
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`)
    res.writeHead(200).end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return { url: `http://127.0.0.1:${port}`, hits, server }
}

let sandbox: StartedSandbox
let service: Awaited<ReturnType<typeof localService>>

beforeAll(async () => {
  service = await localService()
  sandbox = await startSandbox({ port: 0, rateLimit: 0, lifecycle: { auto: false } })
})
afterAll(async () => {
  await sandbox?.close()
  service?.server.close()
})
afterEach(() => {
  sandbox.sandbox.state.reset()
})

async function makePurchase(): Promise<string> {
  const created = await raw(sandbox, {
    method: 'POST',
    path: '/sandbox/purchases',
    body: purchaseBody(),
  })
  expect(created.status).toBe(201)
  return (JSON.parse(created.body) as { id: string }).id
}

describe('probe: CORS and origins on the control API', () => {
  it('a page elsewhere gets no Access-Control-Allow-Origin from the control API (was *)', async () => {
    await makePurchase()
    const log = await raw(sandbox, { path: '/sandbox/webhook-deliveries', origin: EVIL })
    expect(log.headers['access-control-allow-origin']).toBeUndefined()
    const preflight = await raw(sandbox, {
      method: 'OPTIONS',
      path: '/sandbox/purchases',
      origin: EVIL,
      headers: {
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('a bodyless POST /sandbox/reset from another page is refused (was 200) and resets nothing', async () => {
    const id = await makePurchase()
    const reset = await raw(sandbox, { method: 'POST', path: '/sandbox/reset', origin: EVIL })
    expect(reset.status).toBe(403)
    expect(JSON.parse(reset.body)).toEqual({
      code: 'ORIGIN_NOT_ALLOWED',
      message: `pages at ${EVIL} may not change this sandbox; start it with --allow-origin ${EVIL} to admit them`,
    })
    expect(sandbox.sandbox.state.store.getPurchase(id)).toBeDefined()
  })

  it.each([
    ['/sandbox/purchases', purchaseBody()],
    ['/sandbox/purchases/xyz/advance', undefined],
    ['/widget/api/purchases', purchaseBody()],
  ])(
    'POST %s from another page (or a sandboxed frame: Origin null) is refused',
    async (path, body) => {
      for (const origin of [EVIL, 'null']) {
        const answer = await raw(sandbox, {
          method: 'POST',
          path,
          origin,
          ...(body ? { body } : {}),
        })
        expect(answer.status).toBe(403)
        expect(JSON.parse(answer.body).code).toBe('ORIGIN_NOT_ALLOWED')
      }
      expect(sandbox.sandbox.state.store.purchases()).toEqual([])
    },
  )

  it('Origin null is told what works instead of a --allow-origin null the CLI refuses', async () => {
    const answer = await raw(sandbox, { method: 'POST', path: '/sandbox/reset', origin: 'null' })
    expect(answer.status).toBe(403)
    const { message } = JSON.parse(answer.body) as { message: string }
    expect(message).toContain('serve the page from an http(s) origin')
    expect(message).not.toContain('--allow-origin null')
    expect(message).toContain('--allow-origin <that origin>')
    expect(parseCliArgs(['--allow-origin', 'null']).kind).toBe('error')
  })

  it('its own pages, loopback origins (the example apps) and requests without Origin still pass', async () => {
    for (const origin of [
      sandbox.url,
      'http://127.0.0.1:5173',
      'http://localhost:5177',
      undefined,
    ]) {
      const answer = await raw(sandbox, {
        method: 'POST',
        path: '/widget/api/purchases',
        body: purchaseBody(),
        ...(origin === undefined ? {} : { origin }),
      })
      expect(answer.status).toBe(201)
      if (origin !== undefined) expect(answer.headers['access-control-allow-origin']).toBe(origin)
    }
  })

  it('the host API stays open to every page, as the real service is', async () => {
    const assets = await raw(sandbox, { path: '/api/host-api/v3/assets', origin: EVIL })
    expect(assets.status).toBe(200)
    expect(assets.headers['access-control-allow-origin']).toBe('*')
    const quote = await raw(sandbox, {
      method: 'POST',
      path: `/api/host-api/v3/onramp/quote/all?hostApiKey=${KEY}`,
      origin: EVIL,
      body: JSON.stringify({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }),
    })
    expect(quote.status).toBe(200)
  })

  it('--allow-origin admits a page elsewhere', async () => {
    const open = await startSandbox({ port: 0, allowOrigins: ['https://app.example'] })
    try {
      const reset = await raw(open, {
        method: 'POST',
        path: '/sandbox/reset',
        origin: 'https://app.example',
      })
      expect(reset.status).toBe(200)
      expect(reset.headers['access-control-allow-origin']).toBe('https://app.example')
    } finally {
      await open.close()
    }
  })
})

describe('probe: DNS rebinding (any Host served, and echoed into the index)', () => {
  it.each([
    '/',
    '/api',
    '/sandbox',
    '/sandbox/',
    '/api/host-api/v3/assets',
    '/sandbox/webhook-deliveries',
    '/widget/',
    '/dashboard/',
    '/favicon.ico',
  ])('GET %s with Host evil.example is refused, nothing echoed', async (path) => {
    // As a browser navigating there asks (the index answers such a request with its HTML page).
    const answer = await raw(sandbox, {
      path,
      host: `evil.example:${sandbox.port}`,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    })
    expect(answer.status).toBe(403)
    const body = JSON.parse(answer.body) as { code: string; message: string }
    expect(body.code).toBe('HOST_NOT_ALLOWED')
    expect(body.message).toContain(`--allow-host evil.example:${sandbox.port}`)
    expect(answer.body).not.toContain('"baseUrl"')
  })

  it('a rebound POST /sandbox/reset without Origin (same-origin to the rebound page) is refused', async () => {
    const id = await makePurchase()
    const answer = await raw(sandbox, {
      method: 'POST',
      path: '/sandbox/reset',
      host: `rebound.evil.example:${sandbox.port}`,
      origin: `http://rebound.evil.example:${sandbox.port}`,
    })
    expect(answer.status).toBe(403)
    expect(sandbox.sandbox.state.store.getPurchase(id)).toBeDefined()
  })

  it('127.0.0.1, localhost and [::1] with its port are served; --allow-host admits another name', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      const answer = await raw(sandbox, { path: '/', host: `${host}:${sandbox.port}` })
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body).baseUrl).toBe(`http://${host}:${sandbox.port}/api`)
    }
    const named = await startSandbox({ port: 0, allowHosts: ['sandbox.internal'] })
    try {
      const answer = await raw(named, { path: '/', host: `sandbox.internal:${named.port}` })
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body).baseUrl).toBe(`http://sandbox.internal:${named.port}/api`)
    } finally {
      await named.close()
    }
  })
})

describe('the served addresses the README names, to its own Host', () => {
  it('/sandbox/ answers the index: an HTML page to a browser, JSON otherwise; /favicon.ico an icon', async () => {
    const page = await raw(sandbox, {
      path: '/sandbox/',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    })
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain(`href="http://127.0.0.1:${sandbox.port}/sandbox/openapi.json"`)
    const json = await raw(sandbox, { path: '/sandbox/' })
    expect(json.status).toBe(200)
    expect(JSON.parse(json.body).controlOpenapiUrl).toBe(
      `http://127.0.0.1:${sandbox.port}/sandbox/openapi.json`,
    )
    const icon = await raw(sandbox, { path: '/favicon.ico' })
    expect(icon.status).toBe(200)
    expect(icon.headers['content-type']).toBe('image/svg+xml')
  })
})

describe('probe: webhook targets (a page made the sandbox POST to other local services)', () => {
  it('the control API refuses a webhook URL on another local port, naming --webhook-target', async () => {
    const answer = await raw(sandbox, {
      method: 'POST',
      path: '/sandbox/purchases',
      body: purchaseBody(`${service.url}/_bulk`),
    })
    expect(answer.status).toBe(400)
    const body = JSON.parse(answer.body) as {
      code: string
      fields: { path: string; message: string }[]
    }
    expect(body.code).toBe('INVALID_REQUEST')
    expect(body.fields[0]?.path).toBe('webhookStatusUrl')
    expect(body.fields[0]?.message).toContain(`--webhook-target ${service.url}`)
  })

  it('a purchase made through the widget with such a URL is logged as refused, and nothing reaches the service', async () => {
    const created = await raw(sandbox, {
      method: 'POST',
      path: '/widget/api/purchases',
      origin: 'http://127.0.0.1:5173',
      body: purchaseBody(`${service.url}/containers/create`),
    })
    expect(created.status).toBe(201)
    const id = (JSON.parse(created.body) as { purchase: { id: string } }).purchase.id
    await sandbox.sandbox.state.webhooks.whenIdle()
    const log = sandbox.sandbox.state.webhooks.attempts().filter((a) => a.id === id)
    expect(log.map((a) => [a.outcome, a.status, a.durationMs])).toEqual([['refused', null, 0]])
    expect(log[0]?.error).toContain(`start it with --webhook-target ${service.url} to admit it`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(service.hits).toEqual([])
  })

  it('the delivery log cannot tell a closed port from an open one (no port scan)', async () => {
    const answers = []
    for (const port of [1, Number(new URL(service.url).port)]) {
      const created = await raw(sandbox, {
        method: 'POST',
        path: '/widget/api/purchases',
        origin: 'http://127.0.0.1:5173',
        body: purchaseBody(`http://127.0.0.1:${port}/`),
      })
      const id = (JSON.parse(created.body) as { purchase: { id: string } }).purchase.id
      await sandbox.sandbox.state.webhooks.whenIdle()
      const [attempt] = sandbox.sandbox.state.webhooks.attempts().filter((a) => a.id === id)
      answers.push([attempt?.outcome, attempt?.status, attempt?.durationMs])
    }
    expect(answers).toEqual([
      ['refused', null, 0],
      ['refused', null, 0],
    ])
  })
})

describe('probe: the delivery log shows target queries', () => {
  it('a target URL is logged without its query', async () => {
    const hooks = await localService()
    const server = await startSandbox({
      port: 0,
      webhookTargets: [hooks.url],
      lifecycle: { auto: false },
    })
    try {
      await raw(server, {
        method: 'POST',
        path: '/sandbox/purchases',
        body: purchaseBody(`${hooks.url}/hooks?token=host-secret`),
      })
      await server.sandbox.state.webhooks.whenIdle()
      expect(hooks.hits).toEqual(['POST /hooks?token=host-secret'])
      const log = await raw(server, { path: '/sandbox/webhook-deliveries' })
      expect(JSON.parse(log.body)[0].url).toBe(`${hooks.url}/hooks`)
      expect(log.body).not.toContain('host-secret')
    } finally {
      await server.close()
      hooks.server.close()
    }
  })
})

describe('probe: the retry queue had no bound (20,000 pending calls)', () => {
  it('calls beyond the bound are dropped and logged as dropped', async () => {
    const down = createServer((_, res) => res.writeHead(503).end())
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(down.address() as AddressInfo).port}`
    const server = await startSandbox({
      port: 0,
      webhookTargets: [url],
      webhookMaxPending: 5,
      lifecycle: { auto: false },
    })
    try {
      for (let i = 0; i < 8; i++) {
        const created = await raw(server, {
          method: 'POST',
          path: '/sandbox/purchases',
          body: purchaseBody(`${url}/hooks`),
        })
        expect(created.status).toBe(201)
      }
      expect(server.sandbox.state.webhooks.pending()).toBe(5)
      const dropped = server.sandbox.state.webhooks
        .attempts()
        .filter((a) => a.outcome === 'dropped')
      expect(dropped).toHaveLength(3)
      expect(dropped[0]?.error).toBe('dropped: 5 calls are already waiting to be delivered')
    } finally {
      await server.close()
      down.close()
    }
  })
})

import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type StartedSandbox, startSandbox } from '../src/server.js'
import { ensureBuiltCli, PACKAGE_DIR, runCli, stopCliRuns } from './builtCli.js'
import { BROWSER_PREFLIGHT, EVM_ADDRESS, jsonPost, KEY } from './helpers.js'
import {
  expectShape,
  LEGACY_CONFIG,
  OFFRAMP_CONFIG,
  SERVICE_PURCHASE,
  SERVICE_SALE,
  V2_ASSET,
  V3_ASSET,
  V3_CONFIG,
} from './shapes.js'

// The same API over real sockets: the exported start function, then the built CLI itself.
let server: StartedSandbox

beforeAll(async () => {
  server = await startSandbox({ port: 0, rateLimit: 0 })
})
afterAll(async () => {
  await server?.close()
})

const post = (path: string, body: unknown) => fetch(`${server.url}${path}`, jsonPost(body))

describe('startSandbox over HTTP', () => {
  it('serves every GET endpoint of section 4', async () => {
    const v3 = await fetch(`${server.apiUrl}/host-api/v3/assets?currencyCode=GBP&hostApiKey=${KEY}`)
    expect(v3.status).toBe(200)
    const v3Body = await v3.json()
    expectShape(v3Body, V3_CONFIG(V3_ASSET))
    expect(v3Body.assets[0].logoUrl).toBe(`${server.url}/sandbox/logos/ETH_ETH.svg`)
    expectShape(
      await (await fetch(`${server.apiUrl}/host-api/v3/offramp/assets`)).json(),
      OFFRAMP_CONFIG,
    )
    expectShape(
      await (await fetch(`${server.apiUrl}/host-api/v2/assets`)).json(),
      V3_CONFIG(V2_ASSET),
    )
    expectShape(await (await fetch(`${server.apiUrl}/host-api/assets`)).json(), LEGACY_CONFIG)
    expect(
      await (await fetch(`${server.apiUrl}/host-api/v3/currencies?countryCode=de`)).json(),
    ).toHaveLength(3)
    expect(await (await fetch(`${server.apiUrl}/host-api/countries`)).json()).toHaveLength(7)
    const logo = await fetch(`${server.url}/sandbox/logos/BTC_BTC.svg`)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('quotes, creates and reads purchases and sales', async () => {
    const onramp = await post(`/api/host-api/v3/onramp/quote/all?hostApiKey=${KEY}`, {
      cryptoAssetSymbol: 'SOLANA_SOL',
      fiatCurrency: 'USD',
      fiatValue: 250,
    })
    expect(onramp.status).toBe(200)
    expect(Object.keys(await onramp.json())).toEqual([
      'asset',
      'CARD_PAYMENT',
      'APPLE_PAY',
      'GOOGLE_PAY',
    ])
    const offramp = await post(`/api/host-api/v3/offramp/quote/all?hostApiKey=${KEY}`, {
      cryptoAssetSymbol: 'SOLANA_SOL',
      fiatCurrency: 'USD',
      cryptoAmount: '2000000000',
    })
    expect(Object.keys(await offramp.json())).toEqual(['asset', 'AMERICAN_BANK_TRANSFER', 'CARD'])
    const legacy = await post(`/api/host-api/quote?hostApiKey=${KEY}`, {
      cryptoAssetSymbol: 'SOL',
      fiatCurrency: 'EUR',
      fiatValue: 80,
    })
    expect((await legacy.json()).paymentMethodType).toBe('MANUAL_BANK_TRANSFER')

    const purchase = await (
      await post('/sandbox/purchases', {
        cryptoAssetSymbol: 'ETH_ETH',
        fiatCurrency: 'EUR',
        fiatValue: 80,
        receiverAddress: EVM_ADDRESS,
      })
    ).json()
    const read = await fetch(
      `${server.apiUrl}/host-api/purchase/${purchase.id}?secret=${encodeURIComponent(purchase.purchaseViewToken)}`,
    )
    expectShape(await read.json(), SERVICE_PURCHASE)
    const sale = await (
      await post('/sandbox/sales', {
        cryptoAssetSymbol: 'ETH_ETH',
        fiatCurrency: 'EUR',
        fiatValue: 80,
      })
    ).json()
    const readSale = await fetch(
      `${server.apiUrl}/host-api/offramp/sale/${sale.id}?secret=${sale.purchaseViewToken}`,
    )
    expectShape(await readSale.json(), SERVICE_SALE)
    const wrong = await fetch(`${server.apiUrl}/host-api/offramp/sale/${sale.id}?secret=nope`)
    expect(wrong.status).toBe(404)
  })

  it('answers a CORS preflight from a browser app on another port', async () => {
    const res = await fetch(
      `${server.apiUrl}/host-api/v3/onramp/quote/all?hostApiKey=${KEY}`,
      BROWSER_PREFLIGHT,
    )
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('stops a chunked body past the limit with 413', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${server.apiUrl}/host-api/v3/onramp/quote/all?hostApiKey=${KEY}`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      for (let i = 0; i < 40; i++) req.write('x'.repeat(1024))
      req.end()
    })
    expect(status).toBe(413)
  })

  it('rate-limits per remote address with 429 and Retry-After', async () => {
    const limited = await startSandbox({ port: 0, rateLimit: 3 })
    try {
      const statuses: number[] = []
      let retryAfter: string | null = null
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${limited.apiUrl}/host-api/countries`)
        statuses.push(res.status)
        if (res.status === 429) retryAfter = res.headers.get('retry-after')
        await res.arrayBuffer()
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200])
      expect(statuses).toContain(429)
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
    } finally {
      await limited.close()
    }
  })

  it('rejects when the port is taken', async () => {
    await expect(startSandbox({ port: server.port })).rejects.toThrow(/EADDRINUSE/)
  })
})

describe('rampkit-sandbox CLI', () => {
  beforeAll(() => {
    ensureBuiltCli()
  }, 60_000)
  afterEach(stopCliRuns)

  async function waitFor(
    read: () => string,
    pattern: RegExp,
    ms = 10_000,
  ): Promise<RegExpMatchArray> {
    const end = Date.now() + ms
    for (;;) {
      const match = read().match(pattern)
      if (match) return match
      if (Date.now() > end) throw new Error(`timed out waiting for ${pattern}; got: ${read()}`)
      await new Promise((r) => setTimeout(r, 25))
    }
  }

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'prints its URLs, serves, and shuts down cleanly on %s',
    async (signal) => {
      const proc = runCli([
        '--port',
        '0',
        '--seed',
        '3',
        '--api-key',
        'cli-key',
        '--rate-limit',
        '0',
      ])
      const [, url] = await waitFor(proc.output, /listening on (http:\/\/127\.0\.0\.1:\d+)/)
      // The banner's other lines may come in a later chunk of stdout than the first.
      await waitFor(proc.output, /seeded walk \(seed 3\)/)
      expect(proc.output()).toContain(`base_url, legacy_base_url  ${url}/api\n`)
      expect(proc.output()).toContain(`OpenAPI document           ${url}/api/openapi.json\n`)
      expect(proc.output()).not.toContain('cli-key')
      const res = await fetch(
        `${url}/api/host-api/v3/onramp/quote/all?hostApiKey=cli-key`,
        jsonPost({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }),
      )
      expect(res.status).toBe(200)
      // The stand-in widget's script is the file the build wrote (no bundler at run time).
      const widget = await fetch(`${url}/widget/widget.js`)
      expect(await widget.text()).toBe(
        readFileSync(join(PACKAGE_DIR, 'dist', 'widget', 'widget.js'), 'utf8'),
      )
      proc.child.kill(signal)
      expect(await proc.exit).toBe(0)
      expect(proc.output()).toContain('shutting down')
      await expect(fetch(`${url}/api`)).rejects.toThrow()
    },
    20_000,
  )

  it('--help prints usage and exits 0', async () => {
    const proc = runCli(['--help'])
    expect(await proc.exit).toBe(0)
    expect(proc.output()).toContain('Usage: rampkit-sandbox')
    expect(proc.output()).toContain('--rate-limit')
  })

  it('a bad flag gives a clear message and exit code 2', async () => {
    const proc = runCli(['--port', 'eighty'])
    expect(await proc.exit).toBe(2)
    expect(proc.errors()).toContain('--port must be an integer from 0 to 65535')
    const unknown = runCli(['--verbose'])
    expect(await unknown.exit).toBe(2)
    expect(unknown.errors()).toContain('unknown option "--verbose"')
  })

  it('a taken port exits 1 with the reason', async () => {
    const proc = runCli(['--port', String(server.port)])
    expect(await proc.exit).toBe(1)
    expect(proc.errors()).toContain('EADDRINUSE')
  })
})

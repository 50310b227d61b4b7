import { describe, expect, it } from 'vitest'
import {
  jsonPost as json,
  KEY,
  WIDGET_PURCHASE as PURCHASE,
  WIDGET_SALE as SALE,
} from '../../test/helpers.js'
import { createSandbox } from '../app.js'
import { widgetScript } from './widgetScript.js'

describe('widget routes: page and script', () => {
  it('serves the page at /widget/ with no-store, no-referrer and a CSP that allows framing', async () => {
    const { fetch } = createSandbox()
    const response = await fetch('/widget/?hostApiKey=key-never-reflected-0x5eed')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain('frame-ancestors *')
    expect(response.headers.get('x-frame-options')).toBeNull()
    const html = await response.text()
    expect(html).toContain('<script type="module" src="./widget.js"></script>')
    for (const label of ['Country', 'Asset', 'Currency', 'Amount', 'Wallet address']) {
      expect(html).toContain(
        `<label${label === 'Wallet address' ? ' id="addressField"' : ''}>${label} <`,
      )
    }
    // The key in the query never reaches the page's HTML (the bare page names the parameter, and
    // its example link carries the public demo key, not this one).
    expect(html).not.toContain('key-never-reflected-0x5eed')
  })

  it('redirects /widget to /widget/, keeping the query', async () => {
    const { fetch } = createSandbox()
    const response = await fetch('/widget?a=1&b=%23', { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/widget/?a=1&b=%23')
  })

  it('serves the widget as one self-contained browser module bundled with @rampkit/core', async () => {
    const { fetch } = createSandbox()
    const response = await fetch('/widget/widget.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const script = await response.text()
    expect(script).toBe(await widgetScript())
    // Everything is bundled in: no import or export left, so it also parses as a script body.
    expect(() => new Function(script)).not.toThrow()
    expect(script).not.toMatch(/(^|[;}\s])(import|export)\s*[{*\w]/)
    expect(script).not.toMatch(/import\(|import\.meta|__vi_|__vite_ssr|require\(/)
    // No function written out from its source beside copies of core's helpers.
    expect(script).not.toMatch(/runWidget|clientLib|lib\.\w+\(|generated from src/)
    expect(script).not.toContain('__name(')
    // Core's deprecated payment method table, once: the bundle's own copy of core.
    expect(script.split('OPEN_BANKING').length - 1).toBe(1)
    expect(script).toContain('REQUEST_CRYPTO_ACCOUNT')
    expect(script).toMatch(/\(window\)/)
  })

  it('answers 405 for other methods', async () => {
    const { fetch } = createSandbox()
    expect((await fetch('/widget/', { method: 'POST' })).status).toBe(405)
    expect((await fetch('/widget/api/purchases')).status).toBe(405)
  })
})

describe('widget routes: purchases', () => {
  it('creates a purchase readable with its view token and records the webhook URL', async () => {
    const sandbox = createSandbox()
    const response = await sandbox.fetch(
      'http://127.0.0.1:8787/widget/api/purchases',
      json({ ...PURCHASE, webhookStatusUrl: 'https://host.example/hooks?x=1' }),
    )
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({
      purchase: expect.objectContaining({
        status: 'INITIALIZED',
        paymentMethodType: 'CARD_PAYMENT',
      }),
      purchaseViewToken: body.purchase.purchaseViewToken,
      apiUrl: 'http://127.0.0.1:8787/api',
    })
    const record = sandbox.state.store.getPurchase(body.purchase.id)!
    expect(record.webhookStatusUrl).toBe('https://host.example/hooks?x=1')
    expect(record.hostApiKey).toBe(KEY)
    const status = await sandbox.fetch(
      `/api/host-api/purchase/${body.purchase.id}?secret=${encodeURIComponent(body.purchaseViewToken)}`,
    )
    expect(await status.json()).toEqual(body.purchase)
  })

  it('records no webhook URL when none is given', async () => {
    const sandbox = createSandbox()
    const body = await (await sandbox.fetch('/widget/api/purchases', json(PURCHASE))).json()
    expect(sandbox.state.store.getPurchase(body.purchase.id)!.webhookStatusUrl).toBeUndefined()
  })

  it('needs an accepted key and never echoes it', async () => {
    const { fetch } = createSandbox()
    const missing = await fetch(
      '/widget/api/purchases',
      json({ ...PURCHASE, hostApiKey: undefined }),
    )
    expect(missing.status).toBe(401)
    const unknown = await fetch(
      '/widget/api/purchases',
      json({ ...PURCHASE, hostApiKey: 'sk_secret_value_123' }),
    )
    expect(unknown.status).toBe(403)
    expect(await unknown.text()).not.toContain('sk_secret_value_123')
  })

  it.each(['javascript:alert(1)', 'ftp://x', 'https://has space', 42, ''])(
    'rejects the webhook URL %j',
    async (webhookStatusUrl) => {
      const sandbox = createSandbox()
      const response = await sandbox.fetch(
        '/widget/api/purchases',
        json({ ...PURCHASE, webhookStatusUrl }),
      )
      expect(response.status).toBe(400)
      expect((await response.json()).code).toBe('INVALID_REQUEST')
      expect(sandbox.state.store.purchases()).toEqual([])
    },
  )

  it('answers 4xx JSON for bad purchase input', async () => {
    const { fetch } = createSandbox()
    for (const body of [
      { ...PURCHASE, receiverAddress: 'nope' },
      { ...PURCHASE, cryptoAssetSymbol: 'ETH_NOPE' },
      { ...PURCHASE, fiatValue: 0.01 },
      { ...PURCHASE, paymentMethodType: 'CASH' },
    ]) {
      const response = await fetch('/widget/api/purchases', json(body))
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
  })
})

describe('widget routes: sales', () => {
  it('creates a sale with its view token and a deposit address, recording the webhook URL', async () => {
    const sandbox = createSandbox()
    const response = await sandbox.fetch(
      '/widget/api/sales',
      json({ ...SALE, offrampWebhookV3Url: 'https://host.example/sales' }),
    )
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.saleViewToken).toBe(body.sale.purchaseViewToken)
    expect(body.depositAddress).toMatch(/^0x[0-9a-f]{40}$/)
    expect(body.sale.fiat.currencySymbol).toBe('EUR')
    expect(sandbox.state.store.getSale(body.sale.id)!.offrampWebhookV3Url).toBe(
      'https://host.example/sales',
    )
    const read = await sandbox.fetch(
      `/api/host-api/offramp/sale/${body.sale.id}?secret=${body.saleViewToken}`,
    )
    expect(await read.json()).toEqual(body.sale)
  })

  it('rejects a bad offramp webhook URL', async () => {
    const { fetch } = createSandbox()
    const response = await fetch(
      '/widget/api/sales',
      json({ ...SALE, offrampWebhookV3Url: 'mailto:x@y' }),
    )
    expect(response.status).toBe(400)
  })
})

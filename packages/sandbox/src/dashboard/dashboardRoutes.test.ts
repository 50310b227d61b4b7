import { describe, expect, it } from 'vitest'
import { createSandbox } from '../app.js'

describe('GET /dashboard/', () => {
  it('serves the page (not frameable, its own script only) and its script', async () => {
    const sandbox = createSandbox()
    const redirect = await sandbox.fetch('/dashboard')
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('location')).toBe('/dashboard/')
    const page = await sandbox.fetch('/dashboard/')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await page.text()
    expect(html).toContain('<script type="module" src="./dashboard.js"></script>')
    for (const label of [
      'Purchases',
      'Sales',
      'Webhook deliveries',
      'Fault injection',
      'Price walk',
      'Webhook public key',
    ]) {
      expect(html).toContain(`>${label}</h2>`)
    }
    // The empty state names the command for an installed package and for the repository.
    expect(html).toContain('<code>npx rampkit-sandbox trigger purchase.released</code>')
    expect(html).toContain('<code>pnpm exec rampkit-sandbox trigger purchase.released</code>')
    const script = await sandbox.fetch('/dashboard/dashboard.js')
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await script.text()).length).toBeGreaterThan(1000)
  }, 30_000)
})

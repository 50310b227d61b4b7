import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkWebhookUrl, isLoopbackHost } from './webhookUrl.js'

describe('checkWebhookUrl', () => {
  it.each([
    'http://localhost:8788/webhooks/purchase',
    'https://localhost/hook',
    'http://LOCALHOST./x',
    'http://app.localhost:3000/x',
    'http://127.0.0.1:8788/x',
    'http://127.255.255.254/x',
    'http://127.1/x',
    'http://0x7f.1/x',
    'http://[::1]:8788/x',
    'http://[::ffff:127.0.0.1]/x',
    'http://localhost/x?token=abc#frag',
  ])('accepts %s', (url) => {
    expect(checkWebhookUrl(url).ok).toBe(true)
  })

  it.each([
    ['http://example.com/hook', 'this machine'],
    ['https://api.ramp.network/hook', 'this machine'],
    ['http://10.0.0.1/hook', 'this machine'],
    ['http://192.168.1.10/hook', 'this machine'],
    ['http://0.0.0.0:8788/hook', 'this machine'],
    ['http://[::]/hook', 'this machine'],
    ['http://[::ffff:10.0.0.1]/hook', 'this machine'],
    ['http://localhost.example.com/hook', 'this machine'],
    ['http://127.0.0.1.nip.io/hook', 'this machine'],
    ['ftp://localhost/hook', 'http or https'],
    ['file:///etc/passwd', 'http or https'],
    ['javascript:alert(1)', 'http or https'],
    ['/relative/path', 'absolute'],
    ['', 'absolute'],
    ['http://user:pass@localhost/hook', 'user name or password'],
  ])('refuses %s', (url, reason) => {
    const check = checkWebhookUrl(url)
    expect(check.ok).toBe(false)
    if (!check.ok) expect(check.reason).toContain(reason)
  })

  it('allowExternal lifts only the host rule', () => {
    expect(checkWebhookUrl('https://example.com/hook', true).ok).toBe(true)
    expect(checkWebhookUrl('ftp://example.com/hook', true).ok).toBe(false)
    expect(checkWebhookUrl('http://u:p@example.com/hook', true).ok).toBe(false)
  })

  it('accepts a web URL exactly when its host is loopback, and never throws (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.string(),
          fc.ipV4().map((ip) => `http://${ip}/`),
        ),
        (url) => {
          const check = checkWebhookUrl(url)
          let host: string | undefined
          try {
            const parsed = new URL(url)
            if (parsed.protocol === 'http:' || parsed.protocol === 'https:') host = parsed.hostname
          } catch {}
          if (host === undefined) expect(check.ok).toBe(false)
          else if (check.ok) expect(isLoopbackHost(host)).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('every 127.x.y.z address is loopback and no other IPv4 address is (property)', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(isLoopbackHost(new URL(`http://${ip}/`).hostname)).toBe(ip.startsWith('127.'))
      }),
    )
  })
})

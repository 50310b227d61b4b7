import fc from 'fast-check'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { requestOrigin } from './shared.js'

const app = new Hono().all('*', (c) => c.text(requestOrigin(c)))
const originOf = async (url: string) => (await app.fetch(new Request(url))).text()

describe('requestOrigin', () => {
  it("is the URL's origin, host normalised, default port dropped", async () => {
    const cases: Record<string, string> = {
      'http://localhost/api': 'http://localhost',
      'http://127.0.0.1:8787/api/x?y=1': 'http://127.0.0.1:8787',
      'https://EXAMPLE.com:443/a': 'https://example.com',
      'http://example.com:80/': 'http://example.com',
      'http://0x7f.1:9000/a': 'http://127.0.0.1:9000',
      'http://[::1]:9/api': 'http://[::1]:9',
      'http://example.com?x': 'http://example.com',
    }
    for (const [url, origin] of Object.entries(cases)) expect(await originOf(url)).toBe(origin)
  })

  it('equals new URL(url).origin for any URL, asked again or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        async (url) => {
          const expected = new URL(url).origin
          expect(await originOf(url)).toBe(expected)
          expect(await originOf(url)).toBe(expected)
        },
      ),
    )
  })
})

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticSiteServer, isAllowedHost } from './staticSiteServer'

describe('isAllowedHost', () => {
  it('answers localhost, names under .localhost and IP addresses, with or without a port', () => {
    for (const host of [
      'localhost',
      'localhost:5178',
      'docs.localhost:5178',
      '127.0.0.1:5178',
      '[::1]:5178',
      '10.0.0.2',
    ]) {
      expect(isAllowedHost(host), host).toBe(true)
    }
  })

  it('refuses other names (DNS rebinding) and a missing Host', () => {
    for (const host of [
      undefined,
      '',
      'evil.example',
      'evil.example:5178',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
    ]) {
      expect(isAllowedHost(host), String(host)).toBe(false)
    }
  })

  it('refuses any name made of letters with a dot-separated public suffix', () => {
    fc.assert(
      fc.property(fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })), (domain, port) => {
        fc.pre(domain !== 'localhost' && !domain.endsWith('.localhost'))
        expect(isAllowedHost(port ? `${domain}:${port}` : domain)).toBe(false)
      }),
    )
  })
})

describe('createStaticSiteServer', () => {
  const root = mkdtempSync(join(tmpdir(), 'docs-site-'))
  let origin = ''
  const server = createStaticSiteServer(root)

  beforeAll(async () => {
    mkdirSync(join(root, 'guide'))
    writeFileSync(join(root, 'index.html'), '<p>home</p>')
    writeFileSync(join(root, '404.html'), '<p>not found</p>')
    writeFileSync(join(root, 'guide/widget.html'), '<p>widget</p>')
    writeFileSync(join(root, 'guide/index.html'), '<p>guides</p>')
    writeFileSync(join(root, 'llms.txt'), '# rampkit')
    writeFileSync(join(tmpdir(), 'outside-docs-root.txt'), 'secret')
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  // A raw request: fetch would normalise `..` away before it is sent.
  function get(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string; type: string | undefined }>(
      (resolve, reject) => {
        const req = request(`${origin}${path}`, { headers, path }, (res) => {
          let body = ''
          res.on('data', (chunk) => {
            body += chunk
          })
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] }),
          )
        })
        req.on('error', reject)
        req.end()
      },
    )
  }

  it('serves pages by their clean URLs, folders by index.html, and text files', async () => {
    expect((await get('/')).body).toBe('<p>home</p>')
    expect((await get('/guide/widget')).body).toBe('<p>widget</p>')
    expect((await get('/guide/widget.html')).body).toBe('<p>widget</p>')
    expect((await get('/guide/')).body).toBe('<p>guides</p>')
    const llms = await get('/llms.txt')
    expect(llms.type).toBe('text/plain; charset=utf-8')
  })

  it('answers 404 with the site’s page for anything missing', async () => {
    expect(await get('/guide/nothing')).toMatchObject({ status: 404, body: '<p>not found</p>' })
  })

  it('never serves a file outside its folder', async () => {
    for (const path of [
      '/../outside-docs-root.txt',
      '/%2e%2e/outside-docs-root.txt',
      '/guide/..%2f..%2foutside-docs-root.txt',
    ]) {
      const answer = await get(path)
      expect(answer.body, path).not.toContain('secret')
    }
  })

  it('refuses a request addressed to another host name', async () => {
    const answer = await get('/', { host: 'evil.example:5178' })
    expect(answer.status).toBe(403)
    expect(answer.body).not.toContain('home')
  })
})

import { createOpenApiDocument } from '@rampkit/core/openapi'
import { describe, expect, it } from 'vitest'
import { createSandbox } from '../app.js'

describe('GET /api/openapi.json', () => {
  it('serves the generated document with this sandbox first among the servers', async () => {
    const sandbox = createSandbox()
    const res = await sandbox.fetch('http://127.0.0.1:9999/api/openapi.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await res.json()) as { servers: unknown[] }
    const generated = createOpenApiDocument()
    expect(body).toEqual({
      ...generated,
      servers: [
        { url: 'http://127.0.0.1:9999/api', description: 'This sandbox' },
        ...generated.servers,
      ],
    })
  })

  it('names the origin each request reached, from the same cached document', async () => {
    const sandbox = createSandbox()
    const urls = async (origin: string) => {
      const res = await sandbox.fetch(`${origin}/api/openapi.json`)
      return ((await res.json()) as { servers: { url: string }[] }).servers.map((s) => s.url)
    }
    expect(await urls('http://localhost:8787')).toEqual([
      'http://localhost:8787/api',
      'https://api.ramp.network/api',
    ])
    expect(await urls('https://sandbox.example')).toEqual([
      'https://sandbox.example/api',
      'https://api.ramp.network/api',
    ])
  })

  it('other methods are 405 with Allow', async () => {
    const sandbox = createSandbox()
    const res = await sandbox.fetch('/api/openapi.json', { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toContain('GET')
    expect(await res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' })
  })
})

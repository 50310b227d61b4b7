import { describe, expect, it } from 'vitest'
import { getJson } from '../../test/helpers.js'
import { createSandbox } from '../app.js'
import { CONTROL_ENDPOINTS } from './root.js'

describe('GET /sandbox/openapi.json', () => {
  it('describes every control endpoint the index lists, and each described route exists', async () => {
    const sandbox = createSandbox()
    const doc = await getJson<{
      openapi: string
      servers: { url: string }[]
      paths: Record<string, Record<string, unknown>>
    }>(sandbox, '/sandbox/openapi.json')
    expect(doc.status).toBe(200)
    expect(doc.body.openapi).toBe('3.1.0')
    expect(doc.body.servers[0]?.url).toBe('http://localhost/sandbox')
    const described = Object.entries(doc.body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} /sandbox${path}`),
    )
    const listed = CONTROL_ENDPOINTS.map((endpoint) => endpoint.replace(/\?.*$/, ''))
      .map((endpoint) => endpoint.replace('{assetId}.svg', '{assetId}'))
      .filter((endpoint) => !endpoint.includes('/logos/') && !endpoint.endsWith('openapi.json'))
    expect(described.sort()).toEqual(listed.sort())
    for (const endpoint of described) {
      const [method, path] = endpoint.split(' ') as [string, string]
      const res = await sandbox.fetch(path.replace(/\{[a-zA-Z]+\}/, 'x'), {
        method,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, body: '{}' }
          : {}),
      })
      if (path === '/sandbox/events') {
        expect(res.headers.get('content-type')).toContain('text/event-stream')
        await res.body?.cancel()
        continue
      }
      const body = (await res.json()) as { code?: string; message?: string }
      // a missing record is fine; a missing route is not
      expect(body.message ?? '', endpoint).not.toMatch(/^no endpoint at/)
    }
  })
})

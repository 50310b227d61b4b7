import { type HostApiEndpointName, hostApiEndpoints } from '@rampkit/core/openapi'
import { describe, expect, it } from 'vitest'
import { createSandbox } from '../app.js'
import { hostApiRoutes } from './hostApiRoute.js'

const rows = Object.entries(hostApiEndpoints)

describe("the sandbox's host API route table", () => {
  it("serves every row of core's table at its method and path, and 405 to the other method", async () => {
    const sandbox = createSandbox()
    for (const [name, { method, path }] of rows) {
      const url = `/api${path.replace('{id}', 'no-such-id')}`
      const answer = await sandbox.fetch(url, {
        method,
        body: method === 'POST' ? '{}' : undefined,
      })
      const body = (await answer.json()) as { message?: string }
      // The row's handler answered (an unknown id or an empty quote is its own 4xx), not notFound.
      expect(body.message ?? '', name).not.toMatch(/^no endpoint at/)
      const other = await sandbox.fetch(url, { method: method === 'GET' ? 'POST' : 'GET' })
      expect(other.status, name).toBe(405)
      expect(other.headers.get('allow'), name).toContain(method)
    }
  })

  it("serves each row with the handler of the row's name", async () => {
    const handlers = Object.fromEntries(
      rows.map(([name]) => [name, () => Response.json({ handledBy: name })]),
    ) as unknown as Parameters<typeof hostApiRoutes>[0]
    const app = hostApiRoutes(handlers)
    for (const [name, { method, path }] of rows) {
      const answer = await app.request(path.replace('{id}', 'x'), { method })
      expect(await answer.json()).toEqual({ handledBy: name as HostApiEndpointName })
    }
  })
})

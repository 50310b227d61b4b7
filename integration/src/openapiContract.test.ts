import { createHostApiClient, type HostApiClient } from '@rampkit/core'
import type { OpenApiDocument } from '@rampkit/core/openapi'
import { validateHostApiResponse } from '@rampkit/core/schemas'
import { DEMO_HOST_API_KEY, type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type CheckReport,
  openApiCheckingFetch,
} from '../../packages/sandbox/src/routes/openapiCheckingFetch.js'
import { type CreateRecord, createOverHttp, itCallsEveryMethod } from './allMethods.js'

// The client's contract suite (allMethods.ts) over real HTTP, every answer of the sandbox also
// held to the OpenAPI document that the sandbox serves at /api/openapi.json.

describe('every answer of the client contract suite matches /api/openapi.json', () => {
  let server: StartedSandbox
  let document: OpenApiDocument
  let context: { client: HostApiClient; create: CreateRecord }
  const reports: CheckReport[] = []

  beforeAll(async () => {
    server = await startSandbox({ port: 0, rateLimit: 0 })
    document = (await (await fetch(`${server.apiUrl}/openapi.json`)).json()) as OpenApiDocument
    context = {
      client: createHostApiClient({
        baseUrl: server.apiUrl,
        hostApiKey: DEMO_HOST_API_KEY,
        validate: validateHostApiResponse,
        fetch: openApiCheckingFetch(fetch, { document, onCheck: (r) => reports.push(r) }),
      }),
      create: createOverHttp(server.url),
    }
  })

  afterAll(async () => {
    await server?.close()
  })

  afterEach(() => {
    const mismatches = reports.filter((report) => !report.ok)
    expect(mismatches).toEqual([])
  })

  itCallsEveryMethod(() => context)

  it('the suite reached all 11 operations, and error answers too', () => {
    const succeeded = new Set(reports.filter((r) => r.status === 200).map((r) => r.operationId))
    const operationIds = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => (operation as { operationId: string }).operationId),
    )
    expect([...succeeded].sort()).toEqual(operationIds.sort())
    expect(reports.some((r) => r.status >= 400)).toBe(true)
    expect(document.servers[0]).toEqual({ url: server.apiUrl, description: 'This sandbox' })
  })

  it('a deliberately wrong answer is reported: a proxy that drops a required field', async () => {
    const wrong: CheckReport[] = []
    // A proxy in front of the sandbox rewriting its answer, as a faulty server would send it.
    const tampering: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      const body = (await response.json()) as Record<string, unknown>
      delete body.minFeeAmount
      return new Response(JSON.stringify(body), {
        status: response.status,
        headers: response.headers,
      })
    }
    const client = createHostApiClient({
      baseUrl: server.apiUrl,
      fetch: openApiCheckingFetch(tampering, { document, onCheck: (r) => wrong.push(r) }),
    })
    await client.v3.getAssets()
    expect(wrong).toMatchObject([
      {
        ok: false,
        operationId: 'v3.getAssets',
        problems: [expect.stringContaining("must have required property 'minFeeAmount'")],
      },
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { createClientOf } from '../client/createHostApiClient.js'
import { scriptedFetch } from '../client/testing/scriptedFetch.js'
import { createOpenApiDocument, openApiDocumentOf } from '../openapi/createOpenApiDocument.js'
import { operationsOf } from '../openapi/hostApiOperations.js'
import { hostApiSummaries } from './endpoints.js'
import { throwawayTable } from './testing/throwawayTable.js'

const summaries = { ...hostApiSummaries, 'v3.getThrowaway': 'Throwaway countries' }

describe('a throwaway row of the endpoint table', () => {
  it("makes the client's method: the row's method and path, its request kind's checks", async () => {
    const countries = [{ code: 'PL', name: 'Poland' }]
    const script = scriptedFetch([Response.json(countries)])
    const client = createClientOf(throwawayTable, {
      baseUrl: 'https://api.test/api',
      fetch: script.fetch,
    })
    await expect(client.v3.getThrowaway('a b', 'token')).resolves.toEqual(countries)
    expect(script.calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', 'https://api.test/api/host-api/v3/throwaway/a%20b?secret=token'],
    ])
    await expect(client.v3.getThrowaway('id', '')).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
      details: { field: 'secret' },
    })
    expect(script.calls).toHaveLength(1)
  })

  it("makes the OpenAPI operation: path, parameters, credential and the response's schema", () => {
    const document = openApiDocumentOf(operationsOf(throwawayTable, summaries))
    const operation = document.paths['/host-api/v3/throwaway/{id}']?.get as Record<string, unknown>
    expect(operation).toMatchObject({
      operationId: 'v3.getThrowaway',
      tags: ['V3'],
      summary: 'Throwaway countries (spec 4.99)',
      security: [{ viewToken: [] }],
      parameters: [expect.objectContaining({ name: 'id', in: 'path', required: true })],
      responses: {
        '200': {
          content: {
            'application/json': { schema: { $ref: expect.stringMatching(/CountryInfoList$/) } },
          },
        },
      },
    })
    // Every operation of core's table is there too, unchanged.
    const { paths } = createOpenApiDocument()
    for (const [path, methods] of Object.entries(paths)) {
      expect(document.paths[path]).toEqual(methods)
    }
    expect(createOpenApiDocument().paths['/host-api/v3/throwaway/{id}']).toBeUndefined()
  })
})

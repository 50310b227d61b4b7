import { hostApiEndpoints } from '@rampkit/core/openapi'
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOST_API_ENDPOINTS, mswRoutesOf } from './hostApiEndpoints.js'
import { routeHandler } from './overrideEndpoint.js'

// Core's table with one more row, as CONTRIBUTING.md's "Add an endpoint" adds one.
const table = {
  ...hostApiEndpoints,
  'v3.getThrowaway': {
    method: 'POST',
    path: '/host-api/v3/throwaway/{id}',
    request: 'quote',
    response: 'OnrampQuoteResult',
    spec: '4.99',
  },
} as const

const routes = mswRoutesOf(table)
const server = setupServer(
  routeHandler(routes['v3.getThrowaway'], {}, async (request) =>
    HttpResponse.json({ answeredBy: 'v3.getThrowaway', body: await request.json() }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('a throwaway row of the endpoint table', () => {
  it("makes an MSW route: the row's method and path, `:id` for `{id}`", () => {
    expect(routes['v3.getThrowaway']).toEqual(['POST', '/host-api/v3/throwaway/:id'])
    // The rows it extends keep their routes.
    for (const [name, route] of Object.entries(HOST_API_ENDPOINTS)) {
      expect(routes[name as keyof typeof routes], name).toEqual(route)
    }
  })

  it("makes an MSW handler that answers the row's method and path under any base URL", async () => {
    const answer = await fetch('https://proxy.example/ramp/api/host-api/v3/throwaway/abc', {
      method: 'POST',
      body: JSON.stringify({ fiatValue: 1 }),
    })
    expect(await answer.json()).toEqual({
      answeredBy: 'v3.getThrowaway',
      body: { fiatValue: 1 },
    })
  })
})

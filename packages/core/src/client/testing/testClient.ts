// Test helper (not exported): a client over a scripted fetch, with instant retries.
import { expect } from 'vitest'
import { createHostApiClient, type HostApiClientOptions } from '../createHostApiClient.js'
import { HostApiError } from '../HostApiError.js'
import { recordingSleep, type Step, scriptedFetch } from './scriptedFetch.js'

export const TEST_KEY = 'test-host-api-key'

export function testClient(steps: Step[], options: Partial<HostApiClientOptions> = {}) {
  const script = scriptedFetch(steps)
  const { sleep, waits } = recordingSleep()
  const client = createHostApiClient({
    baseUrl: 'https://api.test/api',
    legacyBaseUrl: 'https://legacy.test/api',
    hostApiKey: TEST_KEY,
    fetch: script.fetch,
    sleep,
    random: () => 0.5,
    ...options,
  })
  /** The only call made, as a URL, for assertions on path and query. */
  const url = () => {
    if (script.calls.length !== 1) throw new Error(`expected one call, saw ${script.calls.length}`)
    return new URL(script.calls[0]!.url)
  }
  return { client, calls: script.calls, waits, url }
}

/** Awaits a rejection that must be an INVALID_REQUEST naming `field`. */
export async function expectInvalid(
  promise: Promise<unknown>,
  field: string,
): Promise<HostApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected INVALID_REQUEST')
    },
    (e: unknown) => e,
  )
  if (!(error instanceof HostApiError)) throw error
  if (error.code !== 'INVALID_REQUEST' || error.details?.field !== field) {
    throw new Error(
      `expected INVALID_REQUEST on ${field}, got ${error.code} ${String(error.details?.field)}: ${error.message}`,
    )
  }
  return error
}

/**
 * Checks that the only call of `test` was a JSON POST of `body` to `endpoint` (origin and
 * path), the client's key in the query: how every quote method sends its request.
 */
export function expectJsonPost(
  { url, calls }: Pick<ReturnType<typeof testClient>, 'url' | 'calls'>,
  endpoint: string,
  body: unknown,
): void {
  expect(url().origin + url().pathname).toBe(endpoint)
  expect(url().search).toBe(`?hostApiKey=${TEST_KEY}`)
  expect(calls[0]).toMatchObject({
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
  })
  expect(JSON.parse(calls[0]!.body!)).toEqual(body)
}

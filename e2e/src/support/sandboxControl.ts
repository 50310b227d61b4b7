import { expect } from 'vitest'

/**
 * POSTs to the sandbox's control API (`/sandbox/…`: advance or release a record, fail one) and
 * expects 200: the step a test takes in the sandbox's place.
 */
export async function controlSandbox(
  sandbox: { url: string },
  path: string,
  body?: unknown,
): Promise<void> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

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

/**
 * Creates a purchase or a sale through the control API (as the dashboard's tests need one on
 * the page), expects 201 and returns its id.
 */
export async function createInSandbox(
  sandbox: { url: string },
  kind: 'purchases' | 'sales',
  body: Record<string, unknown>,
): Promise<string> {
  const response = await fetch(`${sandbox.url}/sandbox/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

import type { Sandbox } from '../src/app.js'

export const KEY = 'demo-host-api-key'
export const ONRAMP = `/api/host-api/v3/onramp/quote/all?hostApiKey=${KEY}`
export const OFFRAMP = `/api/host-api/v3/offramp/quote/all?hostApiKey=${KEY}`
export const LEGACY_QUOTE = `/api/host-api/quote?hostApiKey=${KEY}`

export interface JsonResponse<T = Record<string, unknown>> {
  status: number
  headers: Headers
  body: T
}

export async function getJson<T = Record<string, unknown>>(
  sandbox: Pick<Sandbox, 'fetch'>,
  path: string,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const res = await sandbox.fetch(path, { headers })
  return { status: res.status, headers: res.headers, body: (await res.json()) as T }
}

export async function postJson<T = Record<string, unknown>>(
  sandbox: Pick<Sandbox, 'fetch'>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const res = await sandbox.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as T }
}

export const EVM_ADDRESS = `0x${'ab'.repeat(20)}`

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

/** What a record the dashboard's tests create is, unless a test says otherwise: ETH for 50 EUR. */
const RECORD_DEFAULTS = {
  purchases: {
    cryptoAssetSymbol: 'ETH_ETH',
    fiatCurrency: 'EUR',
    fiatValue: 50,
    receiverAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  },
  sales: { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 50 },
}

/**
 * Creates a purchase or a sale through the control API (as the dashboard's tests need one on
 * the page): `body` over RECORD_DEFAULTS. Expects 201 and returns its id.
 */
export async function createInSandbox(
  sandbox: { url: string },
  kind: 'purchases' | 'sales',
  body: Record<string, unknown> = {},
): Promise<string> {
  const response = await fetch(`${sandbox.url}/sandbox/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...RECORD_DEFAULTS[kind], ...body }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

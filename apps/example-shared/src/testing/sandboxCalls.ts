import type { ServicePurchase, ServiceSale } from '@rampkit/core'
import type { Sandbox } from '@rampkit/sandbox'
import { TEST_CONFIG } from './testClient.js'

/** The sandbox's own on-ramp quotes for `body`, asked directly (what the page must show). */
export async function quotesFromSandbox(sandbox: Sandbox, body: Record<string, unknown>) {
  const response = await sandbox.fetch(
    `/api/host-api/v3/onramp/quote/all?hostApiKey=${TEST_CONFIG.hostApiKey}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  )
  return (await response.json()) as Record<string, { cryptoAmount: string; fiatValue: number }>
}

/** A purchase made in the sandbox, as the widget would make it (`POST /sandbox/purchases`). */
export async function createSandboxPurchase(
  sandbox: Sandbox,
  body: Record<string, unknown>,
): Promise<ServicePurchase> {
  const response = await sandbox.fetch('/sandbox/purchases', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as ServicePurchase
}

/** A sale made in the sandbox, as the widget would make it (`POST /sandbox/sales`). */
export async function createSandboxSale(
  sandbox: Sandbox,
  body: Record<string, unknown>,
): Promise<ServiceSale> {
  const response = await sandbox.fetch('/sandbox/sales', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as ServiceSale
}

import type { TestSandbox } from '@rampkit/testing'

/** The sandbox's own on-ramp quotes for `body`, asked directly (what the page must show). */
export async function quotesFromSandbox(sandbox: TestSandbox, body: Record<string, unknown>) {
  const response = await sandbox.fetch(
    `${sandbox.baseUrl}/host-api/v3/onramp/quote/all?hostApiKey=${sandbox.hostApiKey}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  )
  return (await response.json()) as Record<string, { cryptoAmount: string; fiatValue: number }>
}

// The served sandbox against an attacker's page in Chromium (issue 22's probe, in a browser):
// a page on another site cannot reset the sandbox, read its delivery log or make it call a
// local service, and a DNS name rebound to 127.0.0.1 reaches nothing; the host API stays open.
// Chromium resolves evil.example to 127.0.0.1, so the attacker's page has a non-loopback origin.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot } from './support/browser.js'

let browser: Browser
let sandbox: StartedSandbox
let evil: Server
let evilOrigin: string
const EVM_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', lifecycle: { auto: false } })
  evil = createServer((_, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>a page elsewhere</title><h1>Win a prize</h1>'),
  )
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve))
  evilOrigin = `http://evil.example:${(evil.address() as AddressInfo).port}`
  browser = await launchBrowser({ mapHosts: { 'evil.example': '127.0.0.1' } })
})

afterAll(async () => {
  await browser?.close()
  evil?.closeAllConnections()
  evil?.close()
  await sandbox?.close()
})

async function evilPage(): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(`${evilOrigin}/`)
  return page
}

async function createPurchase(webhookStatusUrl?: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/sandbox/purchases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      receiverAddress: EVM_ADDRESS,
      ...(webhookStatusUrl ? { webhookStatusUrl } : {}),
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

describe('the served sandbox against a page elsewhere, in Chromium', () => {
  it('a bodyless no-cors POST /sandbox/reset changes nothing; the delivery log cannot be read', async () => {
    const id = await createPurchase()
    const page = await evilPage()
    const outcome = await page.evaluate(async (url) => {
      await fetch(`${url}/sandbox/reset`, { method: 'POST', mode: 'no-cors' })
      const read = await fetch(`${url}/sandbox/webhook-deliveries`).then(
        () => 'read',
        (error: unknown) => `blocked: ${String(error)}`,
      )
      const quotes = await fetch(`${url}/api/host-api/v3/assets`).then((r) => r.status)
      return { read, quotes }
    }, sandbox.url)
    expect(sandbox.sandbox.state.store.getPurchase(id)).toBeDefined()
    expect(outcome.read).toMatch(/^blocked: TypeError/)
    expect(outcome.quotes).toBe(200)
    await page.close()
  })

  it('the widget route cannot create a purchase that calls a local service', async () => {
    const before = sandbox.sandbox.state.store.purchases().length
    const page = await evilPage()
    const outcome = await page.evaluate(
      async ({ url, address }) => {
        const body = JSON.stringify({
          hostApiKey: 'demo-host-api-key',
          cryptoAssetSymbol: 'ETH_ETH',
          fiatCurrency: 'EUR',
          fiatValue: 100,
          paymentMethodType: 'CARD_PAYMENT',
          receiverAddress: address,
          webhookStatusUrl: 'http://127.0.0.1:5432/',
        })
        const post = (headers: Record<string, string>, mode: RequestMode) =>
          fetch(`${url}/widget/api/purchases`, { method: 'POST', mode, headers, body }).then(
            (response) => response.type,
            (error: unknown) => `blocked: ${String(error)}`,
          )
        return {
          json: await post({ 'content-type': 'application/json' }, 'cors'),
          simple: await post({ 'content-type': 'text/plain' }, 'no-cors'),
        }
      },
      { url: sandbox.url, address: EVM_ADDRESS },
    )
    expect(outcome.json).toMatch(/^blocked: TypeError/)
    expect(outcome.simple).toBe('opaque')
    expect(sandbox.sandbox.state.store.purchases()).toHaveLength(before)
    expect(sandbox.sandbox.state.webhooks.attempts()).toEqual([])
    await page.close()
  })

  it('a DNS name rebound to 127.0.0.1 gets HOST_NOT_ALLOWED', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`http://evil.example:${sandbox.port}/sandbox`)
    expect(response?.status()).toBe(403)
    expect(await page.textContent('body')).toContain('HOST_NOT_ALLOWED')
    await screenshot(page, 'sandbox-access/rebound-host-refused')
    await page.close()
  })
})

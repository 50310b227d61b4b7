// The Next.js example (App Router), its `next build` served by `next start` against a real
// sandbox, driven in Chromium: the HTML comes from server components (assets read with core on
// the server), hydration is clean, and the client island quotes, buys, sells and embeds like
// the other example apps.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { exampleAppInChromium, UNREACHABLE_WEBHOOK_URL } from './examples/exampleAppInChromium.js'
import { exampleAppWithReceiver } from './examples/exampleAppWithReceiver.js'
import { itFollowsPurchasesAndSales } from './examples/progressScenarios.js'
import { itRunsTheWalletScenarios } from './examples/scenarios.js'
import { startNextApp } from './examples/startNextApp.js'
import { collectConsoleProblems } from './support/consoleProblems.js'

const app = exampleAppInChromium({
  appDir: 'apps/next-example',
  serve: (sandbox) =>
    startNextApp({
      appDir: 'apps/next-example',
      packageName: '@rampkit/next-example',
      env: {
        RAMPKIT_API_URL: sandbox.apiUrl,
        RAMPKIT_WIDGET_URL: sandbox.widgetUrl,
        RAMPKIT_WEBHOOK_URL: UNREACHABLE_WEBHOOK_URL,
      },
    }),
})

const assetOptions = (page: Page) => page.getByLabel('Asset', { exact: true }).locator('option')

describe('next-example in Chromium', () => {
  it('sends the page rendered by server components: assets and currencies already in the HTML', async () => {
    // With JavaScript off, what shows is the server's HTML alone.
    const context = await app.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(app.url)
    expect(await page.getByRole('heading', { name: 'Rampkit Wallet' }).count()).toBe(1)
    expect(await page.textContent('header')).toContain(`sandbox at ${app.sandbox.apiUrl}`)
    expect(await assetOptions(page).count()).toBeGreaterThan(3)
    expect(await page.getByLabel('Asset', { exact: true }).inputValue()).toBe('ETH_ETH')
    expect(
      await page.getByLabel('Currency', { exact: true }).locator('option').count(),
    ).toBeGreaterThan(1)
    expect(await page.getByRole('button', { name: 'Buy', exact: true }).count()).toBe(1)
    // The amount's limits come from the server's asset list too.
    await page.getByText('Between €5.00 and €10,000.00 per purchase').waitFor()
    // Quotes are the browser's to ask: the server says they are coming, not that assets are.
    await page.getByText('Loading quotes…').waitFor()
    await app.shot(page, '00-server-html')
    await context.close()
  })

  it('hydrates without a console warning or error, then quotes from the browser', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = collectConsoleProblems(page, [UNREACHABLE_WEBHOOK_URL])
    const quoteRequests: string[] = []
    const assetRequests: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (url.includes('/host-api/v3/onramp/quote')) quoteRequests.push(url)
      if (url.includes('/host-api/v3/assets')) assetRequests.push(url)
    })
    await page.goto(app.url)
    // Quotes are asked by the client island's hook, after hydration.
    const rows = page.getByRole('table', { name: 'Quotes' }).locator('tbody tr')
    await expect.poll(() => rows.count()).toBeGreaterThan(1)
    expect(quoteRequests.length).toBeGreaterThan(0)
    // The island starts from the server's asset list (useAssets' initialData): not asked again.
    expect(assetRequests.filter((url) => url.includes('currencyCode=EUR'))).toEqual([])
    // The island is live: a new currency reloads assets (useAssets) and limits.
    await page.getByLabel('Currency', { exact: true }).selectOption('USD')
    await page.getByText(/Between \$[\d.,]+ and \$[\d.,]+ per purchase/).waitFor()
    await page.getByText('The webhook receiver at', { exact: false }).waitFor()
    await app.shot(page, '00-hydrated-usd')
    expect(problems).toEqual([])
    await context.close()
  })

  itRunsTheWalletScenarios(app)
})

const withReceiver = exampleAppWithReceiver({
  appDir: 'apps/next-example',
  serve: (env) =>
    startNextApp({
      appDir: 'apps/next-example',
      packageName: '@rampkit/next-example',
      env: {
        RAMPKIT_API_URL: env.apiUrl,
        RAMPKIT_WIDGET_URL: env.widgetUrl,
        RAMPKIT_WEBHOOK_URL: env.webhookUrl,
      },
    }),
})

describe('next-example in Chromium, beside the webhook receiver', () => {
  itFollowsPurchasesAndSales(withReceiver)
})

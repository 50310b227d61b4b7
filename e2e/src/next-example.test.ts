// The Next.js example (App Router): the create-rampkit Next template's client island with the
// example's extras, its `next build` served by `next start` (once for the file) beside a real
// sandbox on the local EVM chain and a webhook receiver, driven in Chromium: every wallet page's
// scenarios (the sandbox wallet connected, ETH bought, USDC sold), plus what
// Next adds: the page's HTML from the server (addresses read there per request) and a clean
// hydration.
import { describe, expect, it } from 'vitest'
import { describeExampleApp } from './examples/describeExampleApp.js'
import { quotesShown } from './examples/quotesShown.js'
import { startNextApp } from './examples/startNextApp.js'
import { collectConsoleProblems } from './support/consoleProblems.js'

const app = describeExampleApp({
  appDir: 'apps/next-example',
  // The sandbox wallet of a local chain, as the React and Vue examples.
  localChain: true,
  serve: (env) =>
    startNextApp({
      appDir: 'apps/next-example',
      packageName: '@rampkit/next-example',
      env: {
        RAMPKIT_API_URL: env.apiUrl,
        RAMPKIT_WIDGET_URL: env.widgetUrl,
        RAMPKIT_WEBHOOK_URL: env.webhookUrl,
        RAMPKIT_LOCAL_CHAIN_URL: env.localChainUrl,
      },
    }),
})

describe('next-example, as Next renders it', () => {
  it("sends the page from the server: the template's page and the extras, its quotes to come", async () => {
    // With JavaScript off, what shows is the server's HTML alone.
    const context = await app.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(app.url)
    expect(await page.getByRole('heading', { name: 'Buy and sell crypto' }).count()).toBe(1)
    expect(await page.getByRole('combobox', { name: 'Asset' }).inputValue()).toBe('ETH_ETH')
    expect(await page.getByRole('textbox', { name: 'Amount (EUR)' }).inputValue()).toBe('100')
    expect(await page.getByRole('button', { name: 'Buy', exact: true }).count()).toBe(1)
    // Quotes are the browser's to ask: the server says they are coming.
    await page.getByText('Loading quotes…').waitFor()
    await page.getByText('No purchase yet.').waitFor()
    for (const region of ['Sale status', 'Event log', 'Webhooks received', 'Embedded widget']) {
      expect(await page.getByRole('heading', { name: region }).count(), region).toBe(1)
    }
    // The addresses the client island gets were read by the server at this request (one build
    // serves any sandbox): this run's sandbox and receiver, on ports chosen at start.
    const html = (await response?.text()) ?? ''
    expect(html).toContain(app.sandbox.widgetUrl)
    expect(html).toContain(app.receiver.url)
    await app.shot(page, '00-server-html')
    await context.close()
  })

  it('hydrates without a console warning or error, then quotes from the browser', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 1100 } })
    const page = await context.newPage()
    const problems = collectConsoleProblems(page)
    const quoteRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/host-api/v3/onramp/quote')) quoteRequests.push(request.url())
    })
    await page.goto(app.url)
    // Quotes are asked by the client island's hook, after hydration.
    await quotesShown(page)
    expect(quoteRequests.length).toBeGreaterThan(0)
    // The extras read the receiver from the browser too (its list, no longer "Loading…").
    const webhooks = page.getByRole('region', { name: 'Webhooks received' })
    await expect.poll(() => webhooks.textContent()).not.toContain('Loading…')
    await app.shot(page, '00-hydrated')
    expect(problems).toEqual([])
    await context.close()
  })
})

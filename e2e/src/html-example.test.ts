// The plain HTML example (apps/html-example) in Chromium: the create-rampkit html template's page
// (no bundler: the script-tag build of @rampkit/element, global RampKit, and the page's module)
// with the example's extras in its place for own sections (the event log, the sale's status from
// the webhook receiver, the receivers' calls, a <rampkit-widget> embedded). One server, one
// sandbox on the local EVM chain and one receiver for the file: the sandbox wallet's scenarios
// every wallet page runs (describeExampleApp.ts).
import { describe, expect, it } from 'vitest'
import { startHtmlExample } from '../../apps/html-example/server.mjs'
import { ensureBuilt } from './examples/buildExampleApp.js'
import { itRunsTheWalletPageScenarios } from './examples/describeExampleApp.js'
import { exampleAppWithReceiver } from './examples/exampleAppWithReceiver.js'
import { quotesShown } from './examples/quotesShown.js'
import { sandboxQuotes } from './examples/sandboxQuotes.js'

const app = exampleAppWithReceiver({
  appDir: 'apps/html-example',
  localChain: true,
  serve: async (env) => {
    ensureBuilt('@rampkit/element')
    return startHtmlExample({ port: 0, ...env })
  },
})

describe('html-example in Chromium', () => {
  it('serves the template page without a bundler; its quotes are the sandbox’s, by method id', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 1100 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    // Every script the page asks for, from its first request on.
    const scripts: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.resourceType() === 'script' && url.origin === app.url) scripts.push(url.pathname)
    })
    await page.goto(app.url)
    await quotesShown(page)
    // The global build, the template's module, the extras and the helpers they share; and what
    // the page's import map points at: core's production build, one file per module, the wallet
    // binding's build and (in development) the sandbox wallet. No bundler anywhere.
    const modules = scripts.filter((path) => path.startsWith('/modules/'))
    expect(scripts.filter((path) => !modules.includes(path)).sort()).toEqual([
      '/app.js',
      '/example-shared.js',
      '/extras.js',
      '/rampkit.global.js',
    ])
    expect(modules).toContain('/modules/core/exports/index.js')
    expect(modules).toContain('/modules/core/exports/chains.js')
    // The sandbox wallet is imported once the page knows it runs in development.
    const outsideCore = () =>
      scripts.filter((path) => path.startsWith('/modules/') && !path.startsWith('/modules/core/'))
    await expect.poll(outsideCore).toContain('/modules/sandbox/wallet.js')
    const chunk = /^\/modules\/wallet\/chunk-\w+\.js$/
    expect(
      outsideCore()
        .filter((path) => !chunk.test(path))
        .sort(),
    ).toEqual([
      '/modules/sandbox/wallet.js',
      '/modules/wallet/connect.js',
      '/modules/wallet/index.js',
    ])

    const expected = await sandboxQuotes(app.sandbox, 'ETH_ETH', 100)
    const table = () =>
      page
        .getByRole('table', { name: 'Quotes' })
        .evaluate((element: HTMLTableElement) =>
          Object.fromEntries(
            [...element.tBodies[0]!.rows].map((row) => [
              row.cells[0]!.textContent,
              row.querySelector('data')?.value,
            ]),
          ),
        )
    await expect.poll(table).toEqual(expected)
    // No sale yet: its details' list is not shown empty (the extras' stylesheet displays it).
    const sale = page.getByRole('region', { name: 'Sale status' })
    await sale.getByText('No sale yet').waitFor()
    expect(await sale.locator('dl').isVisible()).toBe(false)
    await app.shot(page, '01-page')
    expect(errors).toEqual([])
    await context.close()
  })

  itRunsTheWalletPageScenarios(app)
})

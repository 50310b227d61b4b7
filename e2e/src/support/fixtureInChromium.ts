// What the framework fixtures (tarballs/fixtures/nuxt, tarballs/fixtures/sveltekit) are tested
// for, written once: each fixture is a small page with the same markup (a quote status, a quotes
// table, Buy and "Embedded widget" buttons), built from the packed tarballs, served by its own
// Node server against a real sandbox.
import { basename } from 'node:path'
import { createHostApiClient } from '@rampkit/core'
import { DEMO_HOST_API_KEY, type StartedSandbox } from '@rampkit/sandbox'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { type AppInChromium, appInChromium } from './appInChromium.js'
import { collectConsoleProblems } from './consoleProblems.js'
import { buildTarballFixture, startFixtureServer } from './tarballFixture.js'
// Used by the fixture projects too (tarballs/fixtures), whose expect.poll waits vitest's 1 s.
import { PAGE_DATA_MS, WIDGET_READY_MS } from './timeouts.js'

export type FixtureApp = AppInChromium

/**
 * Registers `beforeAll`/`afterAll` (see `appInChromium`): a sandbox, the fixture built from the
 * tarballs (see `buildTarballFixture`), its server (`serverEntry`, with `env(sandbox)`), and
 * Chromium.
 */
export function fixtureInChromium(options: {
  fixtureDir: string
  packages: string[]
  serverEntry: string
  env(sandbox: StartedSandbox): Record<string, string>
}): FixtureApp {
  return appInChromium({
    name: `fixture-${basename(options.fixtureDir)}`,
    // npm installs the tarballs and the framework builds the app first.
    timeoutMs: 600_000,
    async serve(sandbox, stopLater) {
      const built = await buildTarballFixture(options)
      stopLater(built.remove)
      const server = await startFixtureServer(built.dir, options.serverEntry, options.env(sandbox))
      stopLater(() => server.close())
      return server
    },
  })
}

const sandboxClient = (app: FixtureApp) =>
  createHostApiClient({ baseUrl: app.sandbox.apiUrl, hostApiKey: DEMO_HOST_API_KEY })

/** The sandbox's own quote for ETH_ETH bought with `fiatValue` EUR: `{ method: cryptoAmount }`. */
async function sandboxQuotes(app: FixtureApp, fiatValue: number) {
  const result = await sandboxClient(app).v3.getOnrampQuote({
    cryptoAssetSymbol: 'ETH_ETH',
    fiatCurrency: 'EUR',
    fiatValue,
  })
  return Object.fromEntries(
    Object.entries(result)
      .filter(([key]) => key !== 'asset')
      .map(([method, quote]) => [method, (quote as { cryptoAmount: string }).cryptoAmount]),
  )
}

function tableQuotes(page: Page) {
  return page
    .getByRole('table', { name: 'Quotes' })
    .evaluate((table: HTMLTableElement) =>
      Object.fromEntries(
        [...table.rows].map((row) => [row.cells[0]!.textContent, row.querySelector('data')!.value]),
      ),
    )
}

/** The page's HTML as the server sends it: the heading and the quote state before any script. */
export async function rendersOnTheServer(
  app: FixtureApp,
  expected: { heading: string; quoteStatus: string },
): Promise<string> {
  const response = await fetch(app.url)
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toContain(`<h1>${expected.heading}</h1>`)
  expect(html).toMatch(
    new RegExp(`aria-label="Quote status"[^>]*>${expected.quoteStatus}</output>`),
  )
  // Requests wait for the browser: nothing but the server's HTML has quotes in it.
  expect(html).not.toContain('CARD_PAYMENT')
  return html
}

/**
 * Hydrates in Chromium with no console warning or error (a hydration mismatch is one), then
 * works: the sandbox's quotes, a new amount's quotes, the embedded widget and the Buy overlay.
 */
export async function hydratesAndWorks(app: FixtureApp): Promise<void> {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  // The stand-in widget's frame logs its own (Chromium blocks its autofocus cross-origin).
  const problems = collectConsoleProblems(page, [app.sandbox.widgetUrl])
  await page.goto(app.url)

  const status = page.getByLabel('Quote status', { exact: true })
  await expect.poll(() => status.textContent(), { timeout: PAGE_DATA_MS }).toBe('success')
  expect(await tableQuotes(page)).toEqual(await sandboxQuotes(app, 100))
  const { assets } = await sandboxClient(app).v3.getAssets({ currencyCode: 'EUR' })
  await expect
    .poll(() => page.getByLabel('Asset count', { exact: true }).textContent(), {
      timeout: PAGE_DATA_MS,
    })
    .toBe(String(assets.length))

  // Typing goes through the hydrated component: new params, new quotes.
  await page.getByLabel('Amount', { exact: true }).fill('250')
  const at250 = await sandboxQuotes(app, 250)
  await expect.poll(() => tableQuotes(page), { timeout: PAGE_DATA_MS }).toEqual(at250)
  await app.shot(page, '01-hydrated-quotes')

  // The embedded widget mounts in the page (server rendering left it out).
  await page.getByRole('button', { name: 'Embedded widget' }).click()
  const frame = page.locator('main iframe[title$="buy or sell crypto"]')
  await frame.waitFor()
  expect(new URL((await frame.getAttribute('src'))!).searchParams.get('variant')).toBe(
    'embedded-desktop',
  )
  await page.frameLocator('main iframe').getByText('Quotes are ready.').waitFor()
  await page.getByRole('button', { name: 'Embedded widget' }).click()
  await frame.waitFor({ state: 'detached' })

  // Buy opens the overlay with the typed amount.
  await page.getByRole('button', { name: 'Buy' }).click()
  const overlay = page.frameLocator('iframe[title$="buy or sell crypto"]')
  await overlay.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  expect(await overlay.getByLabel('Amount').inputValue()).toBe('250')
  await app.shot(page, '02-widget')

  expect(problems).toEqual([])
  await context.close()
}

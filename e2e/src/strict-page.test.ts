import type { WidgetVariant } from '@rampkit/core'
import { startSandbox } from '@rampkit/sandbox'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ADDRESS, baseConfig, waitForEvent, widgetFrame } from './support/host.js'
import { inChromium } from './support/inChromium.js'
import {
  hostConsole,
  recordViolations,
  reported,
  type StrictApp,
  type StrictWindow,
  serveStrictPage,
} from './support/strictPage.js'
import { WIDGET_READY_MS } from './support/timeouts.js'

// A page under `default-src 'self'`, no 'unsafe-inline', `require-trusted-types-for 'script'`
// and the directives `widgetCsp` gives for every variant: each variant completes a purchase with
// no violation reported, and the same page without one of those directives reports one.

const FRAMED = ['desktop', 'mobile', 'auto', 'embedded-desktop', 'embedded-mobile'] as const
const HOSTED = ['hosted', 'hosted-auto'] as const

const chromium = inChromium({
  name: 'strict-page',
  async start(stopLater) {
    const sandbox = await startSandbox({ port: 0, host: '127.0.0.1' })
    stopLater(() => sandbox.close())
    const base = baseConfig(sandbox)
    const page = await serveStrictPage(
      sandbox,
      [...FRAMED, ...HOSTED].map((variant) => ({ url: base.url, variant })),
      ['core', 'compat', 'react', 'vue', 'svelte', 'element'],
    )
    stopLater(() => page.close())
    return { sandbox, page, base }
  },
})

const PHONE = { width: 390, height: 844 }

/** The strict page loaded in a fresh context, with its violations and console recorded. */
async function openStrictPage(
  options: { app?: StrictApp; drop?: string; coop?: string; viewport?: typeof PHONE } = {},
) {
  const { page: server, sandbox } = chromium.started
  const context = await chromium.browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
  })
  await recordViolations(context)
  const page = await context.newPage()
  const consoleProblems = hostConsole(page, sandbox)
  const query = new URLSearchParams()
  if (options.drop) query.set('drop', options.drop)
  if (options.coop) query.set('coop', options.coop)
  await page.goto(`${server.origin}/${options.app ?? 'core'}?${query}`)
  await page.waitForFunction(() => (window as unknown as StrictWindow).ready === true)
  return { context, page, consoleProblems }
}

/**
 * Creates the widget with a purchase's configuration; the user clicks Buy (an adapter's
 * embedded widget is there at once).
 */
async function clickBuy(
  page: Page,
  variant: WidgetVariant,
  app: StrictApp,
  preload = false,
): Promise<void> {
  const config = {
    ...chromium.started.base,
    variant,
    swapAsset: 'ETH_ETH',
    fiatCurrency: 'EUR',
    fiatValue: 100,
    userAddress: ADDRESS,
  }
  await page.evaluate(([c, p]) => (window as unknown as StrictWindow).prepare(c, { preload: p }), [
    config,
    preload,
  ] as const)
  if (preload && !variant.startsWith('hosted')) {
    // The hidden frame is there, its widget ready, before the click.
    await widgetFrame(page)
      .getByRole('status')
      .filter({ hasText: 'Quotes are ready.' })
      .waitFor({ state: 'attached', timeout: WIDGET_READY_MS })
  } else if (preload) {
    await page.locator('link[rel=preconnect]').waitFor({ state: 'attached' })
  }
  if (app === 'core' || app === 'compat' || !variant.startsWith('embedded')) {
    await page.getByRole('button', { name: 'Buy crypto' }).click()
  }
}

/**
 * The purchase of the test: the user clicks Buy, and once the widget is ready confirms a
 * purchase; then the page reads the host API. Stops early when the page reports a violation
 * first (a refused frame never gets ready). Returns what happened and what was reported.
 */
async function buy(
  variant: WidgetVariant,
  {
    drop,
    coop,
    app = 'core',
    preload = false,
  }: { drop?: string; coop?: string; app?: StrictApp; preload?: boolean } = {},
) {
  const phone = variant === 'mobile' || variant === 'embedded-mobile'
  const { context, page, consoleProblems } = await openStrictPage({
    app,
    drop,
    coop,
    ...(phone ? { viewport: PHONE } : {}),
  })
  const hosted = variant.startsWith('hosted')
  const opened = hosted ? page.waitForEvent('popup') : undefined
  await clickBuy(page, variant, app, preload)
  const widget = opened ? await opened : widgetFrame(page)
  await page.waitForFunction(
    () => {
      const w = window as unknown as StrictWindow
      return w.violations.length > 0 || w.events.some((e) => e.type === 'WIDGET_CONFIG_DONE')
    },
    undefined,
    { timeout: WIDGET_READY_MS },
  )
  let purchased = false
  if ((await reported(page, consoleProblems)).violations.length === 0) {
    await widget.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
    await widget.getByRole('button', { name: 'Confirm purchase' }).click()
    purchased = (await waitForEvent(page, 'PURCHASE_CREATED')).type === 'PURCHASE_CREATED'
  }
  const api = await page.evaluate(() => (window as unknown as StrictWindow).readAssets())
  const result = { purchased, api, ...(await reported(page, consoleProblems)) }
  await context.close()
  return result
}

const NOTHING_REPORTED = { purchased: true, api: 'ok', violations: [], console: [] }

describe('a page under a strict policy with the directives of widgetCsp', () => {
  it('serves the policy the test means: the helper merged into the strict base', () => {
    const origin = new URL(chromium.started.sandbox.url).origin
    expect(chromium.started.page.policy()).toBe(
      `default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; frame-src 'self' ${origin}; connect-src 'self' ${origin}`,
    )
  })

  it('reports what it refuses: an HTML sink without a Trusted Type (the listener works)', async () => {
    const { context, page, consoleProblems } = await openStrictPage()
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>'
        return false
      } catch {
        return true
      }
    })
    expect(refused).toBe(true)
    const { violations, console } = await reported(page, consoleProblems)
    expect(violations.map((v) => v.directive)).toEqual(['require-trusted-types-for'])
    expect(console.join('\n')).toMatch(/TrustedHTML/)
    await context.close()
  })

  it("the host's logo shows in the frame though the page's img-src does not name its origin", async () => {
    // The widget's own page loads the logo, under its own policy: the host page needs no
    // img-src for hostLogoUrl (widgetCsp gives none).
    const { context, page, consoleProblems } = await openStrictPage()
    await clickBuy(page, 'desktop', 'core')
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const logo = widgetFrame(page).getByRole('img', { name: 'E2E host logo' })
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    expect(await reported(page, consoleProblems)).toEqual({ violations: [], console: [] })
    await context.close()
  })

  it.each([...FRAMED, ...HOSTED])(
    '%s: opens and completes a purchase, nothing reported',
    async (variant) => {
      expect(await buy(variant)).toEqual(NOTHING_REPORTED)
    },
  )
})

describe('hosted windows and Cross-Origin-Opener-Policy (the guide says which to send)', () => {
  it('same-origin-allow-popups: the purchase reaches the page', async () => {
    expect(await buy('hosted', { coop: 'same-origin-allow-popups' })).toEqual(NOTHING_REPORTED)
  })

  it('same-origin: the window is cut off from the page, which sees it closed at once, and core warns', async () => {
    const { context, page, consoleProblems } = await openStrictPage({ coop: 'same-origin' })
    const opened = page.waitForEvent('popup')
    await clickBuy(page, 'hosted', 'core')
    await opened
    await waitForEvent(page, 'WIDGET_CLOSE')
    const events = await page.evaluate(() => (window as unknown as StrictWindow).events)
    expect(events.map((e) => e.type)).toEqual(['WIDGET_CLOSE'])
    // The page's core is its development build: it says why, and what to send instead.
    expect(consoleProblems).toEqual([
      expect.stringMatching(/^warning: rampkit: .*`same-origin-allow-popups` instead/),
    ])
    await context.close()
  })
})

describe('preloading on the same page', () => {
  it.each(['desktop', 'embedded-desktop', 'hosted-auto'] as const)(
    '%s preloaded when the page is idle: the purchase completes, nothing reported',
    async (variant) => {
      expect(await buy(variant, { preload: true })).toEqual(NOTHING_REPORTED)
    },
  )
})

describe("the adapters' widgets, the element and compat on the same page", () => {
  it.each(['react', 'vue', 'svelte', 'element'] as const)(
    '%s: the embedded widget completes a purchase, nothing reported',
    async (app) => {
      expect(await buy('embedded-desktop', { app })).toEqual(NOTHING_REPORTED)
    },
  )

  it.each(['desktop', 'embedded-desktop'] as const)(
    "compat's RampInstantSDK, %s: completes a purchase, nothing reported",
    async (variant) => {
      expect(await buy(variant, { app: 'compat' })).toEqual(NOTHING_REPORTED)
    },
  )

  it('element: an overlay shown from the Buy button completes a purchase, nothing reported', async () => {
    expect(await buy('desktop', { app: 'element' })).toEqual(NOTHING_REPORTED)
  })

  it('react without frame-src: the same test reports the refused frame', async () => {
    const result = await buy('embedded-desktop', { app: 'react', drop: 'frame-src' })
    expect(result.purchased).toBe(false)
    expect(result.violations.map((v) => v.directive)).toContain('frame-src')
  })
})

describe('the same test without one of the directives', () => {
  it.each(FRAMED)(
    '%s without frame-src: the frame is refused and reported, no purchase',
    async (variant) => {
      const origin = new URL(chromium.started.sandbox.url).origin
      const result = await buy(variant, { drop: 'frame-src' })
      expect(result).not.toEqual(NOTHING_REPORTED)
      expect(result.purchased).toBe(false)
      expect(result.violations).toContainEqual(
        expect.objectContaining({ directive: 'frame-src', blocked: origin }),
      )
      expect(result.console.join('\n')).toMatch(
        /^error: Framing '.*' violates the following Content Security Policy directive/m,
      )
    },
  )

  it('without connect-src: the page cannot read the host API, and that is reported', async () => {
    const result = await buy('embedded-desktop', { drop: 'connect-src' })
    expect(result).not.toEqual(NOTHING_REPORTED)
    expect(result.api).not.toBe('ok')
    expect(result.violations.length).toBeGreaterThan(0)
    expect(new Set(result.violations.map((v) => v.directive))).toEqual(new Set(['connect-src']))
  })
})

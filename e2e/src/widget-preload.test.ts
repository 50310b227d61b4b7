// Preloading in Chromium, around the sandbox's stand-in widget (issue 40): a widget preloaded on
// intent is loaded but hidden (not focusable, not in the accessibility tree, axe-core clean), the
// host's handlers hear nothing from it before show(), and show() reveals that very frame (one
// load); a configuration change drops it, and `saveData` skips it.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './support/axe.js'
import { inChromium } from './support/inChromium.js'
import { servePageWithSandbox } from './support/pageWithSandbox.js'
import { browserBundle } from './support/servers.js'
import { WIDGET_READY_MS } from './support/timeouts.js'

/** The page's copy of core: createWidget, preloadWidget and the controller, built as an app would. */
const pageBundle = () =>
  browserBundle(`export { createWidget, preloadWidget } from '@rampkit/core'
    export { createWidgetController } from '@rampkit/core/adapter'`)

/**
 * A host page: a Buy button and a link after it. `?controller` drives the widget through the
 * controller (its `preload` option, `preloadOn`, `setConfig`), otherwise createWidget and
 * preloadWidget. `window.events`: what the handlers heard; `window.raw`: every message the page
 * received from the widget's origin (what the widget said, heard or not).
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Preloading host</title></head>
<body><main><h1>Preloading host</h1>
<button id="buy" type="button">Buy</button> <a href="#after" id="after">After Buy</a></main>
<script type="module">
  import { createWidget, preloadWidget, createWidgetController } from '/rampkit.js'
  const params = new URLSearchParams(location.search)
  const config = JSON.parse(params.get('config'))
  const buy = document.getElementById('buy')
  window.events = []
  window.raw = []
  window.addEventListener('message', (event) => {
    if (event.origin === new URL(config.url).origin) window.raw.push(event.data && event.data.type)
  })
  if (params.has('controller')) {
    const controller = createWidgetController(config, {
      preload: 'intent',
      onEvent: (event) => window.events.push(event.type),
    })
    controller.preloadOn(buy)
    window.setConfig = (extra) => controller.setConfig({ ...config, ...extra })
    buy.addEventListener('click', () => controller.show())
  } else {
    const widget = createWidget(config)
    widget.on('*', (event) => window.events.push(event.type))
    preloadWidget(widget, { opener: buy })
    buy.addEventListener('click', () => widget.show())
  }
  window.ready = true
</script></body></html>`

const chromium = inChromium({
  name: 'widget-preload',
  async start(stopLater) {
    const { host, config } = await servePageWithSandbox(stopLater, {
      page: PAGE,
      bundle: await pageBundle(),
      hostAppName: 'Preloading host',
    })
    return { host, config: { ...config, variant: 'desktop' } }
  },
})

type TestWindow = { ready: boolean; events: string[]; raw: string[] }

/** A fresh page on the host; `saveData` stands for a browser told to save data. */
async function openPage(options: { controller?: boolean; saveData?: boolean } = {}) {
  const { host, config } = chromium.started
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 800 } })
  if (options.saveData)
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    )
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[preload page error]', error))
  const query = new URLSearchParams({ config: JSON.stringify(config) })
  if (options.controller) query.set('controller', '')
  await page.goto(`${host}?${query}`)
  await page.waitForFunction(() => (window as unknown as TestWindow).ready)
  return { context, page }
}

/** Rests the pointer on Buy long enough for an intent. */
const hoverBuy = (page: Page) => page.hover('#buy').then(() => page.waitForTimeout(200))

/** The widget iframe(s) on the page (inside the shadow root): their count and state. */
const frames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body > div')]
      .map((host) => ({
        host: host as HTMLElement,
        iframe: host.shadowRoot?.querySelector('iframe'),
      }))
      .filter(({ iframe }) => iframe)
      .map(({ host, iframe }) => ({
        visibility: getComputedStyle(host).visibility,
        inert: host.inert,
        ariaHidden: host.getAttribute('aria-hidden'),
        tabindex: iframe!.getAttribute('tabindex'),
        src: iframe!.src,
      })),
  )

/** Waits until the widget told the page (heard by the handlers or not) that it is ready. */
const widgetSaid = (page: Page, type: string) =>
  page.waitForFunction((t) => (window as unknown as TestWindow).raw.includes(t), type, {
    timeout: WIDGET_READY_MS,
  })

const state = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as TestWindow
    return { events: [...w.events], raw: [...w.raw] }
  })

describe('a widget preloaded on intent', () => {
  it('is loaded but hidden: not focusable, not announced, axe-clean, and the host hears nothing', async () => {
    const { context, page } = await openPage()
    await hoverBuy(page)
    await widgetSaid(page, 'WIDGET_CONFIG_DONE')
    expect(await frames(page)).toEqual([
      expect.objectContaining({
        visibility: 'hidden',
        inert: true,
        ariaHidden: 'true',
        tabindex: '-1',
      }),
    ])
    // The widget spoke; the host's handlers heard none of it.
    expect((await state(page)).events).toEqual([])
    // From the keyboard: Buy, then the link after it, then out of the page; never the widget.
    await page.focus('#buy')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('after')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.localName)).not.toBe('div')
    expect(page.frames().some((frame) => frame !== page.mainFrame() && frame.url() !== '')).toBe(
      true,
    )
    // Not in the accessibility tree: the page reads as its own controls only.
    const tree = await page.locator('body').ariaSnapshot()
    expect(tree).not.toMatch(/dialog|iframe|Loading/)
    await expectNoAxeViolations(page, 'the host page with a preloaded widget')
    await context.close()
  })

  it('show() reveals that very frame, loaded once, and hands over what it said', async () => {
    const { context, page } = await openPage()
    await hoverBuy(page)
    await widgetSaid(page, 'WIDGET_CONFIG_DONE')
    // Marks the loaded document: a second load would lose the mark.
    const frame = page.frames().find((f) => f !== page.mainFrame())!
    await frame.evaluate(() => {
      ;(window as unknown as { mark: number }).mark = 42
    })
    const before = await frames(page)
    await page.click('#buy')
    const after = await frames(page)
    expect(after).toHaveLength(1)
    expect(after[0]).toEqual(
      expect.objectContaining({
        src: before[0]!.src,
        visibility: 'visible',
        inert: false,
        ariaHidden: null,
        tabindex: null,
      }),
    )
    expect(await frame.evaluate(() => (window as unknown as { mark: number }).mark)).toBe(42)
    const { events } = await state(page)
    expect(events).toEqual(['APP_VERSION', 'WIDGET_CONFIG_DONE'])
    // Shown and ready at once: the dialog has focus inside, the page behind is inert.
    expect(await page.evaluate(() => document.querySelector('main')!.inert)).toBe(true)
    await expectNoAxeViolations(page, 'the host page with the preloaded widget shown')
    await context.close()
  })

  it('a configuration change before show() drops it; the next intent loads the new one', async () => {
    const { context, page } = await openPage({ controller: true })
    await hoverBuy(page)
    await widgetSaid(page, 'WIDGET_CONFIG_DONE')
    const [held] = await frames(page)
    await page.evaluate(() =>
      (window as unknown as { setConfig(extra: object): void }).setConfig({
        swapAsset: 'ETH_USDC',
      }),
    )
    expect(await frames(page)).toEqual([])
    await page.mouse.move(0, 0)
    await hoverBuy(page)
    const [next] = await frames(page)
    expect(next!.src).toContain('swapAsset=ETH_USDC')
    expect(next!.src).not.toBe(held!.src)
    expect((await state(page)).events).toEqual([])
    await context.close()
  })

  it('is skipped when the browser asks to save data: nothing loads until the click', async () => {
    const { context, page } = await openPage({ saveData: true })
    await hoverBuy(page)
    await page.waitForTimeout(500)
    expect(await frames(page)).toEqual([])
    expect((await state(page)).raw).toEqual([])
    await page.click('#buy')
    await widgetSaid(page, 'WIDGET_CONFIG_DONE')
    expect(await frames(page)).toHaveLength(1)
    await context.close()
  })
})

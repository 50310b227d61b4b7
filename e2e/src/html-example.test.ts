// The plain HTML example (apps/html-example): a page with no bundler that loads the script-tag
// build of @rampkit/element (global RampKit) and uses <rampkit-widget>, served against a real
// sandbox and driven in Chromium (its popup blocker on, as in a user's browser): a purchase in
// the embedded element, the overlay element, the official SDK's API from the same file, a bad
// attribute reported as an event, and the hosted element's new window, blocked or opened.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { startHtmlExample } from '../../apps/html-example/server.mjs'
import { ensureBuilt } from './examples/buildExampleApp.js'
import { exampleAppInChromium } from './examples/exampleAppInChromium.js'
import { collectConsoleProblems } from './support/consoleProblems.js'
import { WIDGET_READY_MS } from './support/timeouts.js'

const app = exampleAppInChromium({
  appDir: 'apps/html-example',
  popupBlocker: true,
  serve: async (sandbox) => {
    ensureBuilt('@rampkit/element')
    return startHtmlExample({ port: 0, widgetUrl: sandbox.widgetUrl })
  },
})

const WIDGET_FRAME = 'iframe[title$="buy or sell crypto"]'
/** The page's onRequestCryptoAccount answer for ETH_ETH (public/app.js). */
const ETH_ADDRESS = '0x7b1f0b1a8a4c3d2e9f6a5b4c3d2e1f0a9b8c7d6e'

async function openPage(viewport = { width: 1280, height: 1400 }, atLoad?: () => void) {
  const context = await app.browser.newContext({ viewport })
  const page = await context.newPage()
  // Run by the page itself, so without the user gesture Playwright's evaluate() carries.
  if (atLoad) await page.addInitScript(atLoad)
  // The widget's own frame (the sandbox's page) may say what it likes.
  const problems = collectConsoleProblems(page, [app.sandbox.widgetUrl])
  const scripts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script' && url.origin === app.url) scripts.push(url.pathname)
  })
  await page.goto(app.url)
  return { context, page, problems, scripts }
}

/** What the test reads of a `<rampkit-widget>` (e2e does not depend on @rampkit/element). */
type WidgetElement = HTMLElement & { open: boolean; close(): void }

const logText = (page: Page) => page.getByRole('list', { name: 'Event log' }).textContent()

describe('html-example in Chromium', () => {
  it('the embedded element: a purchase through the widget, its events as DOM events', async () => {
    const { context, page, problems, scripts } = await openPage()
    // No bundler: two classic scripts, the global build and the page's own.
    expect(scripts).toEqual(['/rampkit.global.js', '/app.js'])
    expect(
      await page.evaluate(() => {
        const kit = (window as unknown as { RampKit: Record<string, unknown> }).RampKit
        return [typeof kit.createWidget, typeof kit.RampInstantSDK, typeof kit.defineRampKitWidget]
      }),
    ).toEqual(['function', 'function', 'function'])

    const embedded = page.locator('#embedded')
    const frame = embedded.locator(WIDGET_FRAME)
    const widget = embedded.frameLocator(WIDGET_FRAME)
    await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
    const params = new URL((await frame.getAttribute('src'))!).searchParams
    expect(params.get('variant')).toBe('embedded-desktop')
    expect(params.get('swapAsset')).toBe('ETH_ETH,SOLANA_SOL')
    expect(params.get('fiatValue')).toBe('100')
    expect(params.get('hostApiKey')).toBe('demo-host-api-key')
    expect(await widget.getByLabel('Asset').inputValue()).toBe('ETH_ETH')
    expect(await widget.getByLabel('Currency').inputValue()).toBe('EUR')
    expect(await widget.getByLabel('Amount').inputValue()).toBe('100')
    // The onRequestCryptoAccount property answered the widget.
    await expect.poll(() => widget.getByLabel('Wallet address').inputValue()).toBe(ETH_ADDRESS)
    // The page gives the widget room for all of it: nothing cut off at the frame's bottom.
    const [contentHeight, frameHeight] = await widget
      .locator('html')
      .evaluate((html) => [html.scrollHeight, html.clientHeight])
    expect(contentHeight).toBeLessThanOrEqual(frameHeight!)
    await app.shot(page, '01-embedded')

    await widget.getByRole('button', { name: 'Confirm purchase' }).click()
    await widget.getByRole('heading', { name: 'Purchase created' }).waitFor()
    await expect.poll(() => logText(page)).toContain('Embedded: PURCHASE_CREATED')
    expect(await logText(page)).toMatch(/Purchase: \S+/)
    expect(await logText(page)).toContain('Embedded: WIDGET_CONFIG_DONE')
    await app.shot(page, '02-purchase-created')

    // A bad attribute: the element reports it as an event and keeps its widget.
    await page.evaluate(() =>
      document.getElementById('embedded')!.setAttribute('url', 'javascript:alert(1)'),
    )
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('WIDGET_URL_NOT_HTTP')
    expect(await embedded.locator(WIDGET_FRAME).count()).toBe(1)
    // The production build prints nothing; the page's own listener showed the problem.
    expect(problems).toEqual([])
    await context.close()
  })

  it('the overlay element opens on click and closes with the user; RampInstantSDK too', async () => {
    const { context, page, problems } = await openPage({ width: 1280, height: 900 })
    await page.getByRole('button', { name: 'Open the overlay element' }).click()
    const dialog = page.getByRole('dialog')
    const overlay = dialog.frameLocator(WIDGET_FRAME)
    await overlay.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
    const src = await dialog.locator(WIDGET_FRAME).getAttribute('src')
    expect(new URL(src!).searchParams.get('variant')).toBe('desktop')
    expect(await page.locator('#overlay').getAttribute('open')).toBe('')
    await app.shot(page, '03-overlay')

    // The user closes it: the element's `open` goes with it.
    await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })))
    await overlay.getByRole('button', { name: 'Close widget' }).click()
    // WIDGET_CLOSE itself, not the WIDGET_CLOSE_REQUEST before it.
    await expect.poll(() => logText(page)).toMatch(/Overlay: WIDGET_CLOSE(?!_)/)
    expect(await page.locator('#overlay').getAttribute('open')).toBeNull()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    await page.getByRole('button', { name: 'Open with RampInstantSDK' }).click()
    await expect.poll(() => logText(page)).toContain('RampInstantSDK: WIDGET_CONFIG_DONE')
    expect(problems).toEqual([])
    await context.close()
  })

  it('the hosted element: blocked without a click, then a purchase in its window, closed by the user', async () => {
    // The page opens the window as it loads, with no click: Chromium blocks it.
    const { context, page, problems } = await openPage({ width: 1280, height: 900 }, () =>
      // (The script runs in the widget's frames too, which have no such element.)
      addEventListener('load', () => document.getElementById('hosted')?.setAttribute('open', '')),
    )
    const hosted = page.locator('#hosted')
    const state = () =>
      hosted.evaluate((element: WidgetElement) => ({
        open: element.open,
        attribute: element.getAttribute('open'),
      }))
    const closed = { open: false, attribute: null }

    // The element says so and drops `open`, ready for a click.
    await expect.poll(() => logText(page)).toContain('Hosted: WIDGET_OPEN_FAILED')
    expect(await page.getByRole('alert').textContent()).toContain('blocked the new window')
    expect(await state()).toEqual(closed)
    expect(context.pages()).toHaveLength(1)

    // From a click: the window opens on the stand-in widget with the attributes' parameters.
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Open in a new window' }).click()
    const popup = await popupOpened
    await popup.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
    const params = new URL(popup.url()).searchParams
    expect(popup.url().startsWith(app.sandbox.widgetUrl)).toBe(true)
    expect(params.get('variant')).toBe('hosted')
    expect(params.get('swapAsset')).toBe('ETH_ETH')
    expect(params.get('fiatValue')).toBe('50')
    expect(await state()).toEqual({ open: true, attribute: '' })
    await expect.poll(() => logText(page)).toContain('Hosted: WIDGET_CONFIG_DONE')
    expect(await page.getByRole('alert').textContent()).toBe('')
    // The element's onRequestCryptoAccount answered the window, as it answers a frame.
    await expect.poll(() => popup.getByLabel('Wallet address').inputValue()).toBe(ETH_ADDRESS)
    await app.shot(popup, '04-hosted-window')

    // A second click while it is open opens no second window.
    await page.getByRole('button', { name: 'Open in a new window' }).click()
    expect(context.pages()).toHaveLength(2)

    // A purchase in the window reaches the page as the element's events.
    await popup.getByRole('button', { name: 'Confirm purchase' }).click()
    await expect.poll(() => logText(page)).toContain('Hosted: PURCHASE_CREATED')
    expect(await logText(page)).toMatch(/Purchase: \S+/)

    // The user closes the window: rampkit-widget-close, and listeners see `open` already gone.
    await hosted.evaluate((element: WidgetElement) => {
      element.addEventListener('rampkit-widget-close', (event) => {
        const { type } = (event as CustomEvent<{ type: string }>).detail
        element.dataset.heardClose = `${type} open=${element.open}`
      })
    })
    await popup.close()
    await expect.poll(() => hosted.getAttribute('data-heard-close')).toBe('WIDGET_CLOSE open=false')
    await expect.poll(() => logText(page)).toMatch(/Hosted: WIDGET_CLOSE(?!_)/)
    expect(await state()).toEqual(closed)

    // Opened again and closed by the page: the window goes, with no WIDGET_CLOSE (the host did it).
    const reopened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Open in a new window' }).click()
    const second = await reopened
    await expect.poll(() => logText(page)).toMatch(/(Hosted: WIDGET_CONFIG_DONE.*){2}/)
    const windowClosed = second.waitForEvent('close')
    await hosted.evaluate((element: WidgetElement) => element.close())
    await windowClosed
    expect(await state()).toEqual(closed)
    expect((await logText(page))!.match(/Hosted: WIDGET_CLOSE(?!_)/g)).toHaveLength(1)
    expect(problems).toEqual([])
    await context.close()
  })
})

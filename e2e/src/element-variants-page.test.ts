// The <rampkit-widget> element's overlay and hosted variants, and compat's RampInstantSDK, on a
// plain page with no bundler (e2e/fixtures/element-page: the script-tag build of
// @rampkit/element, global RampKit, and a classic script), against a real sandbox in Chromium
// with its popup blocker on, as in a user's browser. The overlay element and RampInstantSDK
// open and close with the user, by mouse and keyboard (the page behind inert, focus back on the
// opener, axe-core clean); the hosted element's window is blocked without a click, opened from
// one, answered, bought in and closed. The embedded element (its events as DOM events) is the
// html example's (html-example.test.ts).
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_HOST_API_KEY } from '@rampkit/sandbox'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ensureBuilt } from './examples/buildExampleApp.js'
import { serveStatic } from './examples/serveStatic.js'
import { appInChromium } from './support/appInChromium.js'
import { expectNoAxeViolations } from './support/axe.js'
import { collectConsoleProblems } from './support/consoleProblems.js'
import { WIDGET_READY_MS } from './support/timeouts.js'

const FIXTURE = fileURLToPath(new URL('../fixtures/element-page/', import.meta.url))
// e2e does not depend on @rampkit/element: its global build is read from the workspace.
const GLOBAL_BUILD = fileURLToPath(
  new URL('../../packages/element/dist/rampkit.global.js', import.meta.url),
)

const app = appInChromium({
  name: 'element-variants-page',
  popupBlocker: true,
  async serve(sandbox, stopLater) {
    ensureBuilt('@rampkit/element')
    const dir = mkdtempSync(join(tmpdir(), 'rampkit-element-page-'))
    stopLater(() => rmSync(dir, { recursive: true, force: true }))
    cpSync(FIXTURE, dir, { recursive: true })
    copyFileSync(GLOBAL_BUILD, join(dir, 'rampkit.global.js'))
    const served = await serveStatic(dir)
    stopLater(() => served.close())
    // Written once the page's address is known: the logo's must be absolute (the widget loads
    // it from its own origin). The server reads the file at each request.
    const html = readFileSync(join(FIXTURE, 'index.html'), 'utf8')
      .replaceAll('%RAMPKIT_PAGE_URL%', served.url)
      .replaceAll('%RAMPKIT_WIDGET_URL%', sandbox.widgetUrl)
      .replaceAll('%RAMPKIT_HOST_API_KEY%', DEMO_HOST_API_KEY)
    writeFileSync(join(dir, 'index.html'), html)
    return served
  },
})

const WIDGET_FRAME = 'iframe[title$="buy or sell crypto"]'
/** The page's onRequestCryptoAccount answer for ETH_ETH (fixtures/element-page/app.js). */
const ETH_ADDRESS = '0x7b1f0b1a8a4c3d2e9f6a5b4c3d2e1f0a9b8c7d6e'

async function openPage(viewport = { width: 1280, height: 900 }, atLoad?: () => void) {
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

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent)

const inertCount = (page: Page) =>
  page.evaluate(() => [...document.body.children].filter((e) => e.hasAttribute('inert')).length)

/**
 * Focus on `opener` (a button that says it opens a dialog), Enter: the overlay's widget is ready,
 * the page behind inert.
 */
async function openFromKeyboard(page: Page, opener: string) {
  const button = page.getByRole('button', { name: opener })
  expect(await button.getAttribute('aria-haspopup')).toBe('dialog')
  await button.focus()
  await page.keyboard.press('Enter')
  await page
    .getByRole('dialog')
    .frameLocator(WIDGET_FRAME)
    .getByText('Quotes are ready.')
    .waitFor({ timeout: WIDGET_READY_MS })
  // Everything on <body> but the overlay: the page's headings, sections, scripts.
  expect(await inertCount(page)).toBe(await page.evaluate(() => document.body.children.length - 1))
}

/** Escape in the widget: its question; Shift+Tab to Close widget, Enter; focus on `opener`. */
async function closeFromKeyboard(page: Page, opener: string) {
  await page.keyboard.press('Escape')
  const dialog = page.getByRole('dialog')
  await dialog.frameLocator(WIDGET_FRAME).getByRole('button', { name: 'Close widget' }).waitFor()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await page.locator(`body > div ${WIDGET_FRAME}`).waitFor({ state: 'detached' })
  expect(await inertCount(page)).toBe(0)
  expect(await focusedText(page)).toBe(opener)
}

describe('<rampkit-widget> overlay and hosted, RampInstantSDK, on a plain page in Chromium', () => {
  it('the overlay element opens on click and closes with the user; RampInstantSDK too', async () => {
    const { context, page, problems, scripts } = await openPage()
    // No bundler: two classic scripts, the global build and the page's own.
    expect(scripts).toEqual(['/rampkit.global.js', '/app.js'])
    expect(
      await page.evaluate(() => {
        const kit = (window as unknown as { RampKit: Record<string, unknown> }).RampKit
        return [typeof kit.createWidget, typeof kit.RampInstantSDK, typeof kit.defineRampKitWidget]
      }),
    ).toEqual(['function', 'function', 'function'])

    await page.getByRole('button', { name: 'Open the overlay element' }).click()
    const dialog = page.getByRole('dialog')
    const overlay = dialog.frameLocator(WIDGET_FRAME)
    await overlay.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
    const src = await dialog.locator(WIDGET_FRAME).getAttribute('src')
    expect(new URL(src!).searchParams.get('variant')).toBe('desktop')
    expect(await page.locator('#overlay').getAttribute('open')).toBe('')
    await app.shot(page, '01-overlay')

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
    const { context, page, problems } = await openPage(undefined, () =>
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
    await app.shot(popup, '02-hosted-window')

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

  it('has no axe-core violation with the overlay element open and closed, from the keyboard', async () => {
    const { context, page } = await openPage({ width: 1280, height: 1400 })
    await openFromKeyboard(page, 'Open the overlay element')
    await expectNoAxeViolations(page, 'element page, overlay element open')
    await app.shot(page, '03-a11y-overlay-element-open')
    await closeFromKeyboard(page, 'Open the overlay element')
    expect(await page.locator('#overlay').getAttribute('open')).toBeNull()
    await expectNoAxeViolations(page, 'element page, overlay element closed')
    await context.close()
  })

  it("compat's RampInstantSDK: the same from the keyboard, its confirm dialog answered with Tab and Enter", async () => {
    const { context, page } = await openPage({ width: 1280, height: 1400 })
    await openFromKeyboard(page, 'Open with RampInstantSDK')
    await expectNoAxeViolations(page, 'element page, RampInstantSDK open')
    // The 2.x stand-in posts WIDGET_CLOSE_REQUEST on Escape: compat's own confirm dialog asks.
    await page.keyboard.press('Escape')
    const confirm = page.getByRole('alertdialog')
    await confirm.waitFor()
    await expectNoAxeViolations(page, 'element page, RampInstantSDK confirm dialog')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.locator(`body > div ${WIDGET_FRAME}`).waitFor({ state: 'detached' })
    expect(await inertCount(page)).toBe(0)
    expect(await focusedText(page)).toBe('Open with RampInstantSDK')
    await context.close()
  })

  it('the hosted element: its window has no axe-core violation; focus back on its button when it closes', async () => {
    const { context, page } = await openPage({ width: 1280, height: 1400 })
    await page.getByRole('button', { name: 'Open in a new window' }).focus()
    const opened = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    const popup = await opened
    await popup.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
    await expectNoAxeViolations(popup, 'element page, hosted window')
    expect(await inertCount(page)).toBe(0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await popup.close()
    await expect.poll(() => focusedText(page)).toBe('Open in a new window')
    await context.close()
  })
})

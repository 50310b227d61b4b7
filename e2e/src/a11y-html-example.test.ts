// The plain HTML example's accessibility in Chromium (its popup blocker on): axe-core on the page
// with its embedded <rampkit-widget>, and with the overlay element and compat's RampInstantSDK
// open, each opened from the keyboard: the page behind inert, focus in, Escape and the widget's
// question answered from the keyboard, focus back on the button that opened it; the hosted
// element's window checked too, focus back on its button when it closes.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { startHtmlExample } from '../../apps/html-example/server.mjs'
import { ensureBuilt } from './examples/buildExampleApp.js'
import { exampleAppInChromium } from './examples/exampleAppInChromium.js'
import { expectNoAxeViolations } from './support/axe.js'
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

async function openPage() {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 1400 } })
  const page = await context.newPage()
  await page.goto(app.url)
  await page
    .locator('#embedded')
    .frameLocator(WIDGET_FRAME)
    .getByText('Quotes are ready.')
    .waitFor({ timeout: WIDGET_READY_MS })
  return { context, page }
}

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

describe('html-example, accessible in Chromium', () => {
  it('has no axe-core violation with the embedded element, and with the overlay element open and closed, from the keyboard', async () => {
    const { context, page } = await openPage()
    await expectNoAxeViolations(page, 'html-example, embedded element')
    await openFromKeyboard(page, 'Open the overlay element')
    await expectNoAxeViolations(page, 'html-example, overlay element open')
    await app.shot(page, 'a11y-overlay-element-open')
    await closeFromKeyboard(page, 'Open the overlay element')
    expect(await page.locator('#overlay').getAttribute('open')).toBeNull()
    await expectNoAxeViolations(page, 'html-example, overlay element closed')
    await context.close()
  })

  it("compat's RampInstantSDK: the same from the keyboard, its confirm dialog answered with Tab and Enter", async () => {
    const { context, page } = await openPage()
    await openFromKeyboard(page, 'Open with RampInstantSDK')
    await expectNoAxeViolations(page, 'html-example, RampInstantSDK open')
    // The 2.x stand-in posts WIDGET_CLOSE_REQUEST on Escape: compat's own confirm dialog asks.
    await page.keyboard.press('Escape')
    const confirm = page.getByRole('alertdialog')
    await confirm.waitFor()
    await expectNoAxeViolations(page, 'html-example, RampInstantSDK confirm dialog')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.locator(`body > div ${WIDGET_FRAME}`).waitFor({ state: 'detached' })
    expect(await inertCount(page)).toBe(0)
    expect(await focusedText(page)).toBe('Open with RampInstantSDK')
    await context.close()
  })

  it('the hosted element: its window has no axe-core violation; focus back on its button when it closes', async () => {
    const { context, page } = await openPage()
    await page.getByRole('button', { name: 'Open in a new window' }).focus()
    const opened = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    const popup = await opened
    await popup.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
    await expectNoAxeViolations(popup, 'html-example, hosted window')
    expect(await inertCount(page)).toBe(0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await popup.close()
    await expect.poll(() => focusedText(page)).toBe('Open in a new window')
    await context.close()
  })
})

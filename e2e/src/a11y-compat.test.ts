// Accessibility of compat's RampInstantSDK in Chromium (its production build, on the side-by-side
// page), around the stand-in widget (a 2.x, which posts WIDGET_CLOSE_REQUEST on the Escape typed
// in it, answered with the SDK's confirm dialog): the loader in the iframe's place from show(), axe-core (WCAG 2.0-2.2 A and AA)
// loading, shown, with the confirm dialog and closed; the page behind inert; the dialog's named
// buttons of at least 24 × 24 px, Escape cancelling it; focus back to the opener on Exit.
import { type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SideBySideWindow } from './official/page.js'
import { type SideBySideServer, serveSideBySide } from './official/servers.js'
import { ACCOUNT, TX_HASH } from './official/sides.js'
import { expectNoAxeViolations } from './support/axe.js'
import { launchBrowser, screenshot } from './support/browser.js'
import { ADDRESS, baseConfig, waitForEvent } from './support/host.js'

let browser: Browser
let server: SideBySideServer
let sandbox: StartedSandbox

beforeAll(async () => {
  ;[browser, server, sandbox] = await Promise.all([
    launchBrowser({ offline: true }),
    serveSideBySide('production'),
    startSandbox({ port: 0, host: '127.0.0.1' }),
  ])
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await sandbox?.close()
})

/** The page with an opener button that shows compat's desktop overlay; the widget held back. */
async function openPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  let letWidgetLoad = () => {}
  const held = new Promise<void>((resolve) => (letWidgetLoad = resolve))
  // The widget's page waits: what shows at show() is compat's own loader.
  await page.route(`${sandbox.widgetUrl}**`, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`${server.origin}/`)
  await page.waitForFunction(() => (window as unknown as SideBySideWindow).ready === true)
  await page.evaluate(
    ([config, answers]) => {
      const button = document.createElement('button')
      button.id = 'buy'
      button.textContent = 'Buy crypto'
      button.onclick = () => (window as unknown as SideBySideWindow).run('compat', config, answers)
      document.body.prepend(button)
    },
    [
      { ...baseConfig(sandbox), variant: 'desktop', userAddress: ADDRESS },
      { txHash: TX_HASH, account: ACCOUNT },
    ] as const,
  )
  return { context, page, letWidgetLoad }
}

const focusedId = (page: Page) =>
  page.evaluate(() => document.activeElement?.id || document.activeElement?.localName)

const inertOnes = (page: Page) =>
  page.evaluate(() =>
    [...document.body.children]
      .filter((element) => element.hasAttribute('inert'))
      .map((element) => element.id || element.localName),
  )

describe('compat RampInstantSDK, accessible', () => {
  it('loader from show(), page inert, confirm dialog of named 24 px buttons that Escape cancels, focus back to the opener', async () => {
    const { context, page, letWidgetLoad } = await openPage()
    await page.getByRole('button', { name: 'Buy crypto' }).focus()
    await page.keyboard.press('Enter')

    // From show(): the loader in the iframe's place, as the official SDK shows its own.
    const status = page.getByRole('status', { name: 'Loading…' })
    await status.waitFor()
    expect(
      await page.evaluate(() => {
        const iframe = document.querySelector('[role=dialog]')!.shadowRoot!.querySelector('iframe')!
        return getComputedStyle(iframe).visibility
      }),
    ).toBe('hidden')
    expect(await inertOnes(page)).toEqual(['buy', 'h1', 'container', 'script', 'script', 'script'])
    expect(await focusedId(page)).toBe('div') // the dialog itself, until the widget can have it
    await expectNoAxeViolations(page, 'compat loading')

    letWidgetLoad()
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    await expect.poll(() => status.count()).toBe(0)
    await expectNoAxeViolations(page, 'compat shown')

    // Escape (typed in the widget, which has focus): the SDK's confirm dialog, focus on its
    // safe answer.
    await page.keyboard.press('Escape')
    const dialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to exit Ramp Network and abandon the transaction?',
    })
    await dialog.waitFor()
    await screenshot(page, 'a11y-compat-close-dialog')
    for (const name of ['Cancel', 'Exit']) {
      const box = (await dialog.getByRole('button', { name }).boundingBox())!
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
    }
    expect(
      await page.evaluate(
        () => document.querySelector('[role=dialog]')!.shadowRoot!.activeElement?.textContent,
      ),
    ).toBe('Cancel')
    await expectNoAxeViolations(page, 'compat close dialog')
    await page.keyboard.press('Escape')
    await waitForEvent(page, 'WIDGET_CLOSE_REQUEST_CANCELLED')
    expect(await dialog.count()).toBe(0)

    // Focus is back in the widget: Escape again; Tab to Exit, Enter: closed, the page as it
    // was, focus on the opener.
    await page.keyboard.press('Escape')
    await dialog.waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await waitForEvent(page, 'WIDGET_CLOSE')
    expect(await inertOnes(page)).toEqual([])
    expect(await focusedId(page)).toBe('buy')
    await expectNoAxeViolations(page, 'compat closed')
    await context.close()
  })
})

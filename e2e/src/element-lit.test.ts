// <rampkit-widget> inside a Lit component with no adapter (packages/element/test/lit), built
// with Vite against a real sandbox and driven in Chromium: attributes and `.property` bindings
// reach the widget URL, a property change remounts it, `@rampkit-event` bindings see the
// widget's events from inside Lit's shadow root, the `.onRequestCryptoAccount` callback answers.
import { describe, expect, it } from 'vitest'
import { exampleAppInChromium } from './examples/exampleAppInChromium.js'
import { collectConsoleProblems } from './support/consoleProblems.js'

const app = exampleAppInChromium({
  appDir: 'packages/element/test/lit',
  packageName: '@rampkit/element',
})

const WIDGET_FRAME = 'iframe[title$="buy or sell crypto"]'

describe('<rampkit-widget> in a Lit component, in Chromium', () => {
  it('bindings reach the widget, a property change remounts it, events reach Lit', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 1200 } })
    const page = await context.newPage()
    const problems = collectConsoleProblems(page, [app.sandbox.widgetUrl])
    await page.goto(app.url)

    const frame = page.locator(`lit-wallet rampkit-widget ${WIDGET_FRAME}`)
    const widget = page.locator('lit-wallet rampkit-widget').frameLocator(WIDGET_FRAME)
    await widget.getByText('Quotes are ready.').waitFor({ timeout: 10_000 })
    const params = new URL((await frame.getAttribute('src'))!).searchParams
    expect(params.get('hostAppName')).toBe('Lit wallet')
    expect(params.get('fiatCurrency')).toBe('EUR') // a `.fiatCurrency` property binding
    expect(params.get('variant')).toBe('embedded-desktop')
    await expect
      .poll(() => widget.getByLabel('Wallet address').inputValue())
      .toBe('0x7b1f0b1a8a4c3d2e9f6a5b4c3d2e1f0a9b8c7d6e')
    const log = page.getByRole('list', { name: 'Event log' })
    await expect.poll(() => log.textContent()).toContain('WIDGET_CONFIG_DONE')
    await app.shot(page, '01-lit-embedded')

    // Lit re-renders with a new currency: one new widget with the new URL.
    const before = await frame.getAttribute('src')
    await page.getByLabel('Currency').selectOption('USD')
    await expect
      .poll(async () =>
        new URL((await frame.getAttribute('src'))!).searchParams.get('fiatCurrency'),
      )
      .toBe('USD')
    expect(await frame.getAttribute('src')).not.toBe(before)
    expect(await page.locator(`lit-wallet ${WIDGET_FRAME}`).count()).toBe(1)

    await widget.getByText('Quotes are ready.').waitFor({ timeout: 10_000 })
    await widget.getByRole('button', { name: 'Confirm purchase' }).click()
    await widget.getByRole('heading', { name: 'Purchase created' }).waitFor({ timeout: 10_000 })
    await expect.poll(() => log.textContent()).toContain('PURCHASE_CREATED')
    expect(problems).toEqual([])
    await context.close()
  })
})

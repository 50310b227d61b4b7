// <rampkit-widget> in a Solid app with no adapter (packages/element/test/solid), built with Vite
// and vite-plugin-solid against a real sandbox and driven in Chromium: attributes and `prop:`
// bindings reach the widget URL, a signal change remounts it, `on:` bindings bring the element's
// custom events into Solid, the `prop:onRequestCryptoAccount` callback answers. The JSX types the
// package README gives for Solid are the fixture's, which the package's typecheck checks.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { exampleAppInChromium } from './examples/exampleAppInChromium.js'
import { collectConsoleProblems } from './support/consoleProblems.js'

const app = exampleAppInChromium({
  appDir: 'packages/element/test/solid',
  packageName: '@rampkit/element',
})

const WIDGET_FRAME = 'iframe[title$="buy or sell crypto"]'

describe('<rampkit-widget> in a Solid app, in Chromium', () => {
  it('bindings reach the widget, a signal change remounts it, events reach Solid', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 1200 } })
    const page = await context.newPage()
    const problems = collectConsoleProblems(page, [app.sandbox.widgetUrl])
    await page.goto(app.url)

    const frame = page.locator(`#app rampkit-widget ${WIDGET_FRAME}`)
    const widget = page.locator('#app rampkit-widget').frameLocator(WIDGET_FRAME)
    await widget.getByText('Quotes are ready.').waitFor({ timeout: 10_000 })
    const params = new URL((await frame.getAttribute('src'))!).searchParams
    expect(params.get('hostAppName')).toBe('Solid wallet') // a static attribute
    expect(params.get('hostLogoUrl')).toBe(new URL('/logo.svg', app.url).href) // a dynamic one
    expect(params.get('fiatCurrency')).toBe('EUR') // `prop:fiatCurrency`
    expect(params.get('variant')).toBe('embedded-desktop')
    // `prop:onRequestCryptoAccount` answered the widget.
    await expect
      .poll(() => widget.getByLabel('Wallet address').inputValue())
      .toBe('0x7b1f0b1a8a4c3d2e9f6a5b4c3d2e1f0a9b8c7d6e')
    const log = page.getByRole('list', { name: 'Event log' })
    await expect.poll(() => log.textContent()).toContain('WIDGET_CONFIG_DONE')
    await app.shot(page, '01-solid-embedded')

    // The currency signal changes: one new widget with the new URL.
    const before = await frame.getAttribute('src')
    await page.getByLabel('Currency').selectOption('USD')
    await expect
      .poll(async () =>
        new URL((await frame.getAttribute('src'))!).searchParams.get('fiatCurrency'),
      )
      .toBe('USD')
    expect(await frame.getAttribute('src')).not.toBe(before)
    expect(await page.locator(`#app ${WIDGET_FRAME}`).count()).toBe(1)

    await widget.getByText('Quotes are ready.').waitFor({ timeout: 10_000 })
    await widget.getByRole('button', { name: 'Confirm purchase' }).click()
    await widget.getByRole('heading', { name: 'Purchase created' }).waitFor({ timeout: 10_000 })
    await expect.poll(() => log.textContent()).toContain('PURCHASE_CREATED')
    // `on:rampkit-purchase-created` read the purchase from the event's detail.
    const purchaseId = page.getByLabel('Purchase id')
    await expect.poll(() => purchaseId.textContent()).not.toBe('none')
    await widget.getByText(`Purchase ${await purchaseId.textContent()}:`).waitFor()
    await app.shot(page, '02-solid-purchase-created')
    expect(problems).toEqual([])
    await context.close()
  })
})

describe("the README's JSX types for Solid", () => {
  it('are the declaration the Solid fixture type-checks with', () => {
    const element = new URL('../../packages/element/', import.meta.url)
    const readme = readFileSync(new URL('README.md', element), 'utf8')
    const fixture = readFileSync(new URL('test/solid/rampkitWidgetJsx.ts', element), 'utf8')
    const declaration = fixture
      .slice(fixture.indexOf('import type {'))
      .replace("'../../src/index.js'", "'@rampkit/element'")
    expect(readme).toContain(`\n\`\`\`ts\n${declaration}\`\`\`\n`)
  })
})

// The Expo (React Native) example's web build against a real sandbox, driven in Chromium: the
// same wallet as the web examples, its quotes the sandbox's, Buy opening <RampWidgetView> (core's
// embedded widget on the web) in the app's sheet, a purchase through the stand-in widget, and
// its status read with the view token until RELEASED; axe-core finds nothing at WCAG A/AA.
import { createHostApiClient, methodLabel } from '@rampkit/core'
import { DEMO_HOST_API_KEY } from '@rampkit/sandbox'
import { describe, expect, it } from 'vitest'
import { bestPriceCount } from '../../apps/example-shared/src/testing/bestPriceCount.js'
import { exampleAppInChromium } from './examples/exampleAppInChromium.js'
import { serveExpoWeb } from './examples/expoWebBuild.js'
import { expectNoAxeViolations } from './support/axe.js'
import { controlSandbox } from './support/sandboxControl.js'

const app = exampleAppInChromium({
  appDir: 'apps/expo-example',
  serve: serveExpoWeb,
})

describe('expo-example (web build) in Chromium', () => {
  it('quotes, buys through the widget and follows the purchase to RELEASED', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1000, height: 1300 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(app.url)

    // Asset and currency are radio groups (React Native has no select).
    const ether = page.getByRole('radio', { name: /^Ether \(ETH\) on Ethereum/ })
    await expect.poll(() => ether.getAttribute('aria-checked')).toBe('true')
    await page.getByRole('radio', { name: /^EUR · / }).waitFor()
    expect(await page.getByRole('radio', { name: /^EUR · / }).getAttribute('aria-checked')).toBe(
      'true',
    )
    const amount = page.getByRole('textbox', { name: 'Amount' })
    await amount.fill('')
    await amount.pressSequentially('250', { delay: 30 })

    // The quotes are the sandbox's, one list item per method, the best marked.
    const client = createHostApiClient({
      baseUrl: app.sandbox.apiUrl,
      hostApiKey: DEMO_HOST_API_KEY,
    })
    const quoted = await client.v3.getOnrampQuote({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 250,
    })
    const methods = Object.keys(quoted).filter((key) => key !== 'asset')
    const list = page.getByRole('list', { name: 'Quotes per payment method' })
    const items = list.getByRole('listitem')
    await expect
      .poll(async () => {
        const texts = await items.allTextContents()
        return texts.length === methods.length && texts.every((text) => text.includes('€250.00'))
      })
      .toBe(true)
    const labels = await items.evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('aria-label')),
    )
    expect(labels.map((label) => label!.split(':')[0]).sort()).toEqual(
      methods.map(methodLabel).sort(),
    )
    expect(await list.getByText('Best price').count()).toBe(
      bestPriceCount(quoted, { fiatValue: 250 }),
    )
    await page
      .getByRole('status')
      .filter({ hasText: /^Best price: / })
      .waitFor()
    await app.shot(page, '01-quotes')
    await expectNoAxeViolations(page, 'the wallet with its quotes')

    // Buy: the widget in the app's sheet, driven by its labelled controls.
    await page.getByRole('button', { name: 'Buy', exact: true }).click()
    const widget = page.frameLocator('iframe[title$="buy or sell crypto"]')
    await widget.getByText('Quotes are ready.').waitFor({ timeout: 15_000 })
    expect(await widget.getByLabel('Asset').inputValue()).toBe('ETH_ETH')
    expect(await widget.getByLabel('Amount').inputValue()).toBe('250')
    // No userAddress in the config: the demo wallet answers the widget's account request.
    await expect
      .poll(() => widget.getByLabel('Wallet address').inputValue())
      .toBe('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')
    await app.shot(page, '02-widget')
    await widget.getByRole('button', { name: 'Confirm purchase' }).click()
    await widget.getByRole('heading', { name: 'Purchase created' }).waitFor()

    // Close the sheet: the status stays, read with the view token.
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    await page.locator('iframe[title$="buy or sell crypto"]').waitFor({ state: 'detached' })
    // The sheet slides away before it leaves the page.
    await page.getByRole('button', { name: 'Close', exact: true }).waitFor({ state: 'detached' })
    const region = page.getByRole('region', { name: 'Purchase status' })
    const status = region.getByRole('status')
    await expect.poll(() => status.textContent()).toBe('INITIALIZED')
    const log = page.getByRole('list', { name: 'Widget events, newest first' })
    await log.getByText('PURCHASE_CREATED', { exact: true }).waitFor()
    const id = (await region.getByText(/^Purchase [0-9a-z]{10,}$/).textContent())!.replace(
      'Purchase ',
      '',
    )
    await app.shot(page, '03-purchase-created')

    await controlSandbox(app.sandbox, `/sandbox/purchases/${id}/advance`, { to: 'RELEASED' })
    await region.getByRole('button', { name: 'Refresh status' }).click()
    await expect.poll(() => status.textContent()).toBe('RELEASED')
    expect(await region.textContent()).toContain('(final)')
    expect(await region.textContent()).toMatch(/Transaction \w{40,}/)
    await app.shot(page, '04-purchase-released')
    await expectNoAxeViolations(page, 'the wallet after the purchase')

    // On a phone's screen: the same page, one column.
    await page.setViewportSize({ width: 390, height: 844 })
    await app.shot(page, '05-phone')
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})

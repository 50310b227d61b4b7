// What every example page is held to in Chromium beside its journeys (keyboardJourneys.ts): Buy
// stays where it is while the quotes load, and the quotes shown are the sandbox's.
import { hostApiEndpoints } from '@rampkit/core/openapi'
import { expect } from 'vitest'
import type { AppWithReceiver } from './exampleAppWithReceiver.js'
import { quotesShown } from './quotesShown.js'
import { sandboxQuotes } from './sandboxQuotes.js'
import type { OpenedPage } from './walletPage.js'

/**
 * Buy stays where it is when the quotes arrive: the page keeps their room while they load. The
 * quote answer is held back until Buy's place has been read, so that the page is seen without
 * its quotes however fast the sandbox answers. The quotes then shown (the page's first: ETH for
 * 100 EUR) are the sandbox's, method by method (a page may name them by label or by id). Leaves
 * the page open, its quotes shown, for the next checks of a first page (axe).
 */
export async function buyStaysPut(app: AppWithReceiver): Promise<OpenedPage> {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 1100 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`**${hostApiEndpoints['v3.getOnrampQuote'].path}*`, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(app.url)
  await page
    .getByRole('status', { name: 'Quote status' })
    .filter({ hasText: 'Loading quotes…' })
    .waitFor()
  // The wallet list above Buy grows by a row when a wallet announces itself (EIP-6963), which the
  // sandbox wallet does once its chain answers: read Buy's place after that, the quotes' part
  // alone is what this holds (a fresh-clone run read it before, and Buy was 41 px lower after).
  await page
    .getByRole('list', { name: 'Connect wallet' })
    .getByRole('button', { name: 'Connect Sandbox wallet (development)' })
    .waitFor()
  const buy = page.getByRole('button', { name: 'Buy', exact: true })
  const before = await buy.boundingBox()
  expect(before).not.toBeNull()
  release()
  await quotesShown(page)
  expect(await buy.boundingBox()).toEqual(before)
  const quoted = Object.values(await sandboxQuotes(app.sandbox, 'ETH_ETH', 100)).sort()
  const shownQuotes = () =>
    page
      .getByRole('table', { name: 'Quotes' })
      .locator('tbody data')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLDataElement).value).sort())
  await expect.poll(shownQuotes).toEqual(quoted)
  return { context, page, errors }
}

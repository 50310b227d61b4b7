// What every example page is held to in Chromium beside its journeys (keyboardJourneys.ts): Buy
// stays where it is while the quotes load and the wallets announce themselves, and the quotes
// shown are the sandbox's.
import { hostApiEndpoints } from '@rampkit/core/openapi'
import type { Page, Route, ViewportSize as Viewport } from 'playwright-core'
import { expect } from 'vitest'
import type { AppWithReceiver } from './exampleAppWithReceiver.js'
import { quotesShown } from './quotesShown.js'
import { sandboxQuotes } from './sandboxQuotes.js'
import type { OpenedPage } from './walletPage.js'
import { sandboxWalletButton } from './walletScenarios.js'

/**
 * Buy stays where it is when the quotes arrive and when a wallet announces itself (EIP-6963): the
 * page keeps the room of both. On a new page of `app`, the quote answer and the local chain's
 * answers (the sandbox wallet is listed once its chain answers) are held back until Buy's place
 * has been read, so that the page is seen without either however fast they answer; then
 * released, and once `quotesShown` holds and the sandbox wallet is listed Buy must be where it
 * was. Returns the page, left open.
 */
export async function expectBuyToStayPut(
  app: AppWithReceiver,
  { viewport, quotesShown }: { viewport: Viewport; quotesShown: (page: Page) => Promise<void> },
): Promise<OpenedPage> {
  const context = await app.browser.newContext({ viewport })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const holdBack = async (route: Route) => {
    await held
    await route.continue()
  }
  await page.route(`**${hostApiEndpoints['v3.getOnrampQuote'].path}*`, holdBack)
  const chainUrl = app.chain?.rpcUrl
  if (chainUrl) await page.route(`${chainUrl}**`, holdBack)
  await page.goto(app.url)
  await page
    .getByRole('status', { name: 'Quote status' })
    .filter({ hasText: 'Loading quotes…' })
    .waitFor()
  const sandboxWallet = sandboxWalletButton(page)
  expect(await sandboxWallet.count()).toBe(0)
  const buy = page.getByRole('button', { name: 'Buy', exact: true })
  const before = await buy.boundingBox()
  expect(before).not.toBeNull()
  release()
  await quotesShown(page)
  // (Before the wallet list kept a row's room, Buy was 41 px lower once the wallet was listed.)
  if (chainUrl) await sandboxWallet.waitFor()
  expect(await buy.boundingBox()).toEqual(before)
  return { context, page, errors }
}

/**
 * A web example page's first checks: Buy stays put (expectBuyToStayPut), and the quotes then
 * shown (the page's first: ETH for 100 EUR) are the sandbox's, method by method (a page may name
 * them by label or by id). Leaves the page open, its quotes shown, for the next checks of a
 * first page (axe).
 */
export async function buyStaysPut(app: AppWithReceiver): Promise<OpenedPage> {
  const opened = await expectBuyToStayPut(app, {
    viewport: { width: 1280, height: 1100 },
    quotesShown,
  })
  const quoted = Object.values(await sandboxQuotes(app.sandbox, 'ETH_ETH', 100)).sort()
  const shownQuotes = () =>
    opened.page
      .getByRole('table', { name: 'Quotes' })
      .locator('tbody data')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLDataElement).value).sort())
  await expect.poll(shownQuotes).toEqual(quoted)
  return opened
}

// What every example page is held to in Chromium beside its wallet scenarios (walletScenarios.ts):
// Buy stays where it is while the quotes load.
import { hostApiEndpoints } from '@rampkit/core/openapi'
import { expect } from 'vitest'
import type { AppWithReceiver } from './exampleAppWithReceiver.js'
import { quotesShown } from './quotesShown.js'

/**
 * Buy stays where it is when the quotes arrive: the page keeps their room while they load. The
 * quote answer is held back until Buy's place has been read, so that the page is seen without
 * its quotes however fast the sandbox answers.
 */
export async function buyStaysPut(app: AppWithReceiver): Promise<void> {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 1100 } })
  const page = await context.newPage()
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
  const buy = page.getByRole('button', { name: 'Buy', exact: true })
  const before = await buy.boundingBox()
  expect(before).not.toBeNull()
  release()
  await quotesShown(page)
  expect(await buy.boundingBox()).toEqual(before)
  await context.close()
}

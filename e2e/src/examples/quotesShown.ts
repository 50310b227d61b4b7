import type { Page } from 'playwright-core'

/**
 * Waits until the wallet page (a create-rampkit template's page) shows its quotes: its "Quote
 * status" says how many, and the "Quotes" table has their rows. Clicks wait for this: the rows
 * drawn into the empty table move Buy and Sell down, and a click pressed before and released
 * after would land beside its button.
 */
export async function quotesShown(page: Page): Promise<void> {
  await page
    .getByRole('status', { name: 'Quote status' })
    .filter({ hasText: /^[1-9]\d* quotes$/ })
    .waitFor()
  await page.getByRole('table', { name: 'Quotes' }).locator('tbody tr').first().waitFor()
}

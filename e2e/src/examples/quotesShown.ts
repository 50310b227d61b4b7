import type { Page } from 'playwright-core'

/**
 * Waits until the wallet page shows its quotes for `symbol` (the quotes' live region names the
 * best price). Drawn, the quotes table pushes everything below it (Buy, Sell, the embedded
 * panel) ~175 px down: a click pressed before that and released after it ends beside its
 * button, which is no click at all (CI once waited 10 s for an embedded widget so never shown).
 */
export async function quotesShown(page: Page, symbol = 'ETH'): Promise<void> {
  await page
    .getByRole('region', { name: 'Quotes' })
    .getByRole('status')
    .filter({ hasText: new RegExp(`^Best price: .* ${symbol} by `) })
    .waitFor()
}

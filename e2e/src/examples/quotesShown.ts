import type { Page } from 'playwright-core'

/**
 * Waits until the wallet page shows its quotes for `symbol` (the quotes' live region names the
 * best price). Drawn into an empty table, the quotes used to push everything below them (Buy,
 * Sell, the embedded panel) ~175 px down, and a click pressed before and released after ended
 * beside its button: no click at all (CI once waited 10 s for an embedded widget so never
 * shown). The page now keeps room for five methods (scenarios.ts checks that nothing moves), but
 * another asset or currency may offer more, so clicks still wait for the quotes.
 */
export async function quotesShown(page: Page, symbol = 'ETH'): Promise<void> {
  await page
    .getByRole('region', { name: 'Quotes' })
    .getByRole('status')
    .filter({ hasText: new RegExp(`^Best price: .* ${symbol} by `) })
    .waitFor()
}

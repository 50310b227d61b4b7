import { screen, waitFor, within } from '@testing-library/dom'
import { expect } from 'vitest'
import { walletAddress } from '../standInWallet.js'
import { TEST_CONFIG } from '../testClient.js'
import { widgetFrames } from '../widgetFrames.js'
import type { PageTest } from './examplePage.js'

// The example pages' component tests, written once: each app's App.test runs this table with its
// own render function and its framework's ways of typing, clicking and settling. The page is the
// framework's create-rampkit template page (its labels: "Quotes", "Buy", "Sell", "Purchase
// status"; the template's own tests cover its quotes), given the demo wallet, with the example's
// extras after it: "Sale status", "Event log", "Webhooks received", "Embedded widget".

const button = (name: string, container: HTMLElement = document.body) =>
  within(container).getByRole('button', { name }) as HTMLButtonElement
const eventLog = () => screen.getByRole('list', { name: 'Event log' })
/** The event log's entries, newest first, as `<source> <event type>`. */
const logged = () =>
  within(eventLog())
    .queryAllByRole('listitem')
    .map(
      (li) => `${li.querySelector('.tag')?.textContent} ${li.querySelector('code')?.textContent}`,
    )

/** Renders the page and waits for its quotes: Buy and Sell open with its asset and amount. */
async function renderWithQuotes(app: PageTest['app'], options?: { pollMs?: number }) {
  app.render(options)
  const table = await screen.findByRole('table', { name: 'Quotes' })
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), {
    timeout: 3000,
  })
}

/** The demo wallet's answer to the widget's account request for `assetSymbol` on `chain`. */
const walletAnswer = (chain: string, assetSymbol: string) => ({
  type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
  payload: { address: walletAddress(chain), type: chain, name: 'Rampkit Wallet', assetSymbol },
})

/** The shown widget asks for the account of `assetSymbol`; resolves to the page's answer. */
async function askAccount({ app, widget }: PageTest, chain: string, assetSymbol: string) {
  const before = widget.answers('REQUEST_CRYPTO_ACCOUNT_RESULT').length
  await app.settle(() => widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: chain, assetSymbol }))
  await waitFor(() =>
    expect(widget.answers('REQUEST_CRYPTO_ACCOUNT_RESULT').length).toBe(before + 1),
  )
  return widget.answers('REQUEST_CRYPTO_ACCOUNT_RESULT').at(-1)
}

export const pageScenarios: readonly { name: string; run(test: PageTest): Promise<void> }[] = [
  {
    name: "buys through the overlay: the page's widget config, the demo wallet's account, the event log, the purchase's status",
    async run(test) {
      const { app, sandbox, widget } = test
      await renderWithQuotes(app)
      await app.click(button('Buy'))
      const shown = widget.shown()!
      expect(shown.kind).toBe('frame')
      expect(shown.iframe).toBe(widgetFrames()[0])
      expect(shown.config).toMatchObject({
        enabledFlows: ['ONRAMP'],
        swapAsset: 'ETH_ETH',
        fiatCurrency: 'EUR',
        fiatValue: 100,
        // The example's receiver gets the purchase's calls.
        webhookStatusUrl: `${TEST_CONFIG.webhookUrl}/purchase`,
      })
      expect(shown.params).not.toHaveProperty('userAddress') // the widget asks the wallet
      expect(await askAccount(test, 'ETH', 'ETH_ETH')).toEqual(walletAnswer('ETH', 'ETH_ETH'))

      // Released before the page hears of it: the page's first read shows it final.
      const created = await sandbox.createPurchase({
        cryptoAssetSymbol: 'ETH_ETH',
        fiatCurrency: 'EUR',
        fiatValue: 100,
        receiverAddress: walletAddress('ETH'),
      })
      await sandbox.completePurchase(created.purchase.id)
      await app.settle(() => widget.emit('PURCHASE_CREATED', created))
      expect(logged()).toEqual([
        'Buy PURCHASE_CREATED',
        'Buy REQUEST_CRYPTO_ACCOUNT',
        'Buy WIDGET_CONFIG_DONE',
        'Buy APP_VERSION',
      ]) // newest first, each entry naming its widget
      expect(eventLog().textContent).toContain(`Purchase ${created.purchase.id} created`)
      const status = screen.getByRole('status', { name: 'Purchase status' })
      await waitFor(() => expect(status.textContent).toBe('RELEASED (final)'))
      // View tokens are never shown.
      expect(document.body.textContent).not.toContain(created.purchaseViewToken)
    },
  },
  {
    name: 'sells through the overlay: the demo wallet answers its account request and sends the crypto (SEND_CRYPTO)',
    async run(test) {
      const { app, widget } = test
      await renderWithQuotes(app)
      await app.click(button('Sell'))
      const shown = widget.shown()!
      expect(shown.iframe).toBe(widgetFrames()[0])
      expect(shown.config).toMatchObject({
        enabledFlows: ['OFFRAMP'],
        offrampAsset: 'ETH_ETH',
        fiatCurrency: 'EUR',
        // The demo wallet sends: the widget is asked to let it.
        useSendCryptoCallback: true,
        offrampWebhookV3Url: `${TEST_CONFIG.webhookUrl}/offramp`,
      })
      expect(await askAccount(test, 'SOLANA', 'SOLANA_SOL')).toEqual(
        walletAnswer('SOLANA', 'SOLANA_SOL'),
      )
      // An asset the wallet has no address for: the widget is told so (and asks its user).
      expect(await askAccount(test, 'TRON', 'TRON_TRX')).toEqual({
        type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
        payload: { error: 'The wallet has no address for TRON_TRX.' },
      })

      await app.settle(() => widget.emit('OFFRAMP_SALE_CREATED'))
      await app.settle(() => widget.emit('SEND_CRYPTO'))
      const sent = await widget.waitForAnswer('SEND_CRYPTO_RESULT')
      expect(sent.payload).toEqual({ txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
      await waitFor(() =>
        expect(logged().slice(0, 2)).toEqual(['Sell SEND_CRYPTO', 'Sell OFFRAMP_SALE_CREATED']),
      )
      expect(eventLog().textContent).toMatch(/The widget asks to send [0-9.]+ ETH to 0x/)
    },
  },
  {
    name: "shows the sale's status from the webhook receiver (the host API has none) until RELEASED",
    async run(test) {
      const { app, page, sandbox, widget } = test
      await renderWithQuotes(app, { pollMs: 200 })
      const region = screen.getByRole('region', { name: 'Sale status' })
      // The live region is there, empty, before any sale: its first words are heard.
      const liveRegion = within(region).getByRole('status')
      expect(liveRegion.textContent).toBe('')
      await app.click(button('Sell'))
      // The deposit address is the widget's own: the event does not carry it.
      const { depositAddress: _, ...created } = await sandbox.createSale({
        cryptoAssetSymbol: 'ETH_ETH',
        fiatCurrency: 'EUR',
        cryptoAmount: '100000000000000000',
      })
      const { sale } = created
      await app.settle(() => widget.emit('OFFRAMP_SALE_CREATED', created))
      const status = () => within(region).queryByRole('status')?.textContent
      await waitFor(() => expect(status()).toBe('Waiting for a webhook'))
      // The same element all along: a live region that is replaced is not heard.
      expect(within(region).getByRole('status')).toBe(liveRegion)
      expect(region.textContent).toContain(sale.id)
      const call = (type: string) =>
        ({ kind: 'sale', type, id: sale.id, status: null, receivedAt: '' }) as const
      page.setReceiverCalls([call('CREATED')])
      await waitFor(() => expect(status()).toBe('CREATED'))
      page.setReceiverCalls([call('RELEASED'), call('CREATED')])
      await waitFor(() => expect(status()).toBe('RELEASED'))
      expect(region.textContent).toContain('(final)')
      // The receiver's list shows the calls it stored.
      const webhooks = screen.getByRole('region', { name: 'Webhooks received' })
      await app.click(button('Reload webhooks', webhooks))
      await waitFor(() =>
        expect(within(webhooks).getByRole('log').textContent).toContain(`RELEASED ${sale.id}`),
      )
      expect(document.body.textContent).not.toContain(created.saleViewToken)
    },
  },
  {
    name: 'opens the embedded widget in its panel on request, answered by the demo wallet, its events logged',
    async run(test) {
      const { app, widget } = test
      await renderWithQuotes(app)
      const panel = screen.getByRole('region', { name: 'Embedded widget' })
      expect(widgetFrames(panel)).toHaveLength(0)
      const show = button('Show embedded widget', panel)
      expect(show.getAttribute('aria-expanded')).toBe('false')
      await app.click(show)
      expect(widgetFrames(panel)).toHaveLength(1)
      expect(widget.shown()?.iframe).toBe(widgetFrames(panel)[0])
      expect(widget.shown()?.variant).toBe('embedded-desktop')
      expect(widget.shown()?.config).toMatchObject({ swapAsset: 'ETH_ETH', fiatCurrency: 'EUR' })
      // The mock loads the embedded widget as the widget does (WIDGET_CONFIG_DONE): the log says so.
      await waitFor(() =>
        expect(logged()).toEqual(['Embedded WIDGET_CONFIG_DONE', 'Embedded APP_VERSION']),
      )
      expect(await askAccount(test, 'BTC', 'BTC_BTC')).toEqual(walletAnswer('BTC', 'BTC_BTC'))
      await app.click(button('Hide embedded widget', panel))
      expect(widgetFrames()).toHaveLength(0)
      // Taking the widget away is not the user closing it.
      expect(logged()).not.toContain('Embedded WIDGET_CLOSE')
    },
  },
]

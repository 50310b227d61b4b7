import { methodLabel } from '@rampkit/core'
import { answerEndpoint } from '@rampkit/testing'
import { screen, waitFor, within } from '@testing-library/dom'
import { expect } from 'vitest'
import { walletAddress } from '../../wallet.js'
import { bestPriceCount } from '../bestPriceCount.js'
import { quotesFromSandbox } from '../sandboxCalls.js'
import { widgetFrames } from '../widgetFrames.js'
import type { PageTest } from './examplePage.js'

// The example pages' component tests, written once: each app's App.test runs this table with its
// own render function and its framework's ways of typing, clicking and settling.

const ETH_LIMITS = 'Between €5.00 and €10,000.00 per purchase'
const table = () => screen.getByRole('table', { name: 'Quotes' })
const rows = () => within(table()).getAllByRole('row').slice(1) as HTMLTableRowElement[]
const button = (name: string, container: HTMLElement = document.body) =>
  within(container).getByRole('button', { name }) as HTMLButtonElement
const eventLog = () => screen.getByRole('list', { name: 'Event log' })
const purchaseInput = {
  cryptoAssetSymbol: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue: 100,
  receiverAddress: walletAddress('ETH'),
}

/** Waits for the Sell button, enabled once the off-ramp assets are in, and clicks it. */
async function clickSell({ app }: PageTest) {
  const sell = (await screen.findByRole('button', { name: 'Sell' })) as HTMLButtonElement
  await waitFor(() => expect(sell.disabled).toBe(false))
  await app.click(sell)
}

export const pageScenarios: readonly { name: string; run(test: PageTest): Promise<void> }[] = [
  {
    name: 'shows assets, currencies and the sandbox quotes per method, the best one marked',
    async run({ app, sandbox }) {
      app.render()
      const asset = await screen.findByRole('option', { name: /Ether \(ETH\) on Ethereum/ })
      await waitFor(() => expect((asset as HTMLOptionElement).selected).toBe(true))
      expect(screen.getByLabelText('Currency')).toHaveProperty('value', 'EUR')
      await screen.findByText(ETH_LIMITS)
      await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 3000 })

      const expected = await quotesFromSandbox(sandbox, {
        cryptoAssetSymbol: 'ETH_ETH',
        fiatCurrency: 'EUR',
        fiatValue: 100,
      })
      const methods = Object.keys(expected).filter((key) => key !== 'asset')
      expect(
        rows()
          .map((row) => row.cells[0]!.textContent)
          .sort(),
      ).toEqual(methods.map(methodLabel).sort())
      for (const row of rows()) {
        const method = methods.find((name) => methodLabel(name) === row.cells[0]!.textContent)!
        const quote = expected[method]!
        expect(row.cells[2]!.querySelector('data')!.value).toBe(quote.cryptoAmount)
        expect(Number(row.cells[1]!.querySelector('data')!.value)).toBe(quote.fiatValue)
      }
      expect(within(table()).getAllByText('Best price')).toHaveLength(bestPriceCount(expected))
      // The live region names the table's best price, every tied method with it.
      const best = rows().filter((row) => row.classList.contains('best'))
      const methodsNamed = new Intl.ListFormat('en', { type: 'disjunction' }).format(
        best.map((row) => row.cells[0]!.textContent!),
      )
      const quotesStatus = within(screen.getByRole('region', { name: 'Quotes' })).getByRole(
        'status',
      )
      await waitFor(() =>
        expect(quotesStatus.textContent).toBe(
          `Best price: ${best[0]!.cells[2]!.textContent} by ${methodsNamed}`,
        ),
      )
    },
  },
  {
    name: 'explains an amount outside the limits and asks for no quote',
    async run({ app, page }) {
      const calls: string[] = []
      page.server.events.on('request:start', ({ request }) => {
        calls.push(request.url)
      })
      app.render()
      await screen.findByText(ETH_LIMITS)
      await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 3000 })
      const quoteCalls = () => calls.filter((url) => url.includes('/quote/')).length
      const before = quoteCalls()
      expect(before).toBeGreaterThan(0) // the listener sees the page's quote requests
      await app.setValue(screen.getByLabelText('Amount'), '2')
      expect((await screen.findByRole('alert')).textContent).toBe('The minimum is €5.00.')
      expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true')
      expect(screen.getByText('Enter a valid amount to see quotes.')).toBeTruthy()
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(quoteCalls()).toBe(before)
    },
  },
  {
    name: 'shows limits of the chosen asset and currency (BTC: 20 EUR minimum, in USD here)',
    async run({ app }) {
      app.render()
      await screen.findByRole('option', { name: /Bitcoin \(BTC\)/ })
      await app.setValue(screen.getByLabelText('Asset'), 'BTC_BTC')
      await screen.findByText('Between €20.00 and €5,000.00 per purchase')
      await screen.findByRole('option', { name: /^USD ·/ })
      await app.setValue(screen.getByLabelText('Currency'), 'USD')
      await screen.findByText(/Between \$21\.74 and \$5,434\.78 per purchase/)
      // The asset stays chosen while the list reloads in the new currency.
      expect(screen.getByLabelText('Asset')).toHaveProperty('value', 'BTC_BTC')
    },
  },
  {
    name: 'reports rate limiting in words',
    async run({ app, page }) {
      page.server.use(
        answerEndpoint('v3.getOnrampQuote', () =>
          Response.json(
            { code: 'RATE_LIMITED', message: 'Too many requests', retryAfterSeconds: 2 },
            { status: 429, headers: { 'retry-after': '2' } },
          ),
        ),
      )
      app.render()
      const alert = await screen.findByText(/Too many price requests right now/, undefined, {
        timeout: 3000,
      })
      expect(alert.textContent?.trim()).toBe(
        'Too many price requests right now: trying again in 2 s.',
      )
    },
  },
  {
    name: 'says so when the assets cannot be loaded, without the key',
    async run({ app, page, sandbox }) {
      page.server.use(
        answerEndpoint('v3.getAssets', () =>
          Response.json({ code: 'UNAUTHORIZED', message: 'Bad key' }, { status: 401 }),
        ),
      )
      app.render()
      const alert = await screen.findByText(/Assets could not be loaded/)
      expect(alert.getAttribute('role')).toBe('alert')
      expect(alert.textContent).not.toContain(sandbox.hostApiKey)
    },
  },
  {
    name: 'buys through the widget: overlay config, event log, purchase status until final',
    async run({ app, sandbox, widget }) {
      app.render({ pollMs: 60_000 })
      await screen.findByText(ETH_LIMITS)
      // The status live region is there, empty, before any purchase: its first words are heard.
      const region = screen.getByRole('region', { name: 'Purchase status' })
      const status = within(region).getByRole('status')
      expect(status.textContent).toBe('')
      expect(button('Buy').getAttribute('aria-haspopup')).toBe('dialog')
      expect(button('Buy').getAttribute('aria-expanded')).toBe('false')
      expect(button('Buy').hasAttribute('aria-pressed')).toBe(false) // it opens, not toggles
      await app.click(button('Buy'))
      const shown = widget.shown()!
      expect(shown.kind).toBe('frame')
      expect(shown.iframe).toBe(widgetFrames()[0])
      const params = shown.url.searchParams
      expect(
        Object.fromEntries(
          ['swapAsset', 'fiatCurrency', 'fiatValue', 'enabledFlows'].map((k) => [k, params.get(k)]),
        ),
      ).toEqual({
        swapAsset: 'ETH_ETH',
        fiatCurrency: 'EUR',
        fiatValue: '100',
        enabledFlows: 'ONRAMP',
      })
      expect(params.get('webhookStatusUrl')).toBe('http://127.0.0.1:8788/webhooks/purchase')
      expect(params.has('userAddress')).toBe(false) // the widget asks for the account instead
      expect(button('Buy').getAttribute('aria-expanded')).toBe('true')

      const created = await sandbox.createPurchase(purchaseInput)
      // The mock loads as the widget does (APP_VERSION, WIDGET_CONFIG_DONE), then the purchase.
      await app.settle(() => widget.emit('PURCHASE_CREATED', created))
      const log = eventLog()
      expect(
        within(log)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('code')!.textContent),
      ).toEqual(['PURCHASE_CREATED', 'WIDGET_CONFIG_DONE', 'APP_VERSION']) // newest first
      expect(log.textContent).toContain(`Purchase ${created.purchase.id} created`)
      expect(within(log).getAllByText('Buy')).toHaveLength(3) // each entry names its widget
      expect(log.textContent).not.toContain(created.purchaseViewToken)

      // The same element all along: a live region that is replaced is not heard.
      await waitFor(() => expect(status.textContent).toBe('INITIALIZED'))
      expect(within(region).getByRole('status')).toBe(status)
      // The first read (the page reads the purchase as soon as it hears of it) ends first.
      const refresh = button('Refresh status', region)
      await waitFor(() => expect(refresh.disabled).toBe(false))
      await sandbox.completePurchase(created.purchase.id)
      await app.click(refresh)
      await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('RELEASED'))
      expect(region.textContent).toContain('(final)')
    },
  },
  {
    name: 'sells through the widget: off-ramp config with the send-crypto callback',
    async run(test) {
      test.app.render()
      await clickSell(test)
      const shown = test.widget.shown()!
      expect(shown.iframe).toBe(widgetFrames()[0])
      const params = shown.url.searchParams
      expect(params.get('enabledFlows')).toBe('OFFRAMP')
      expect(params.get('offrampAsset')).toBe('ETH_ETH')
      expect(params.get('useSendCryptoCallback')).toBe('true')
      expect(params.get('offrampWebhookV3Url')).toBe('http://127.0.0.1:8788/webhooks/offramp')
    },
  },
  {
    name: 'stores the purchase it follows and resumes it after a reload, never showing the token',
    async run({ app, sandbox, widget }) {
      const { unmount } = app.render({ pollMs: 60_000 })
      await screen.findByText(ETH_LIMITS)
      await app.click(button('Buy'))
      const created = await sandbox.createPurchase(purchaseInput)
      await app.settle(() => widget.emit('PURCHASE_CREATED', created))
      expect(JSON.parse(sessionStorage.getItem('rampkit-example:purchase')!)).toEqual({
        id: created.purchase.id,
        secret: created.purchaseViewToken,
      })
      unmount()

      // A reload: a new page with the same session, over the same sandbox.
      await sandbox.completePurchase(created.purchase.id)
      app.render({ pollMs: 60_000 })
      const region = await screen.findByRole('region', { name: 'Purchase status' })
      await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('RELEASED'))
      expect(region.textContent).toContain(created.purchase.id)
      expect(document.body.textContent).not.toContain(created.purchaseViewToken)
    },
  },
  {
    name: "shows a sale's status from the webhook receiver (the host API has none) until RELEASED",
    async run(test) {
      const { app, page, sandbox, widget } = test
      app.render({ pollMs: 200 })
      const region = screen.getByRole('region', { name: 'Sale status' })
      const liveRegion = within(region).getByRole('status')
      expect(liveRegion.textContent).toBe('')
      await clickSell(test)
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
      expect(within(region).getByRole('status')).toBe(liveRegion)
      expect(region.textContent).toContain(sale.id)
      const call = (type: string) =>
        ({ kind: 'sale', type, id: sale.id, status: null, receivedAt: '' }) as const
      page.setReceiverCalls([call('CREATED')])
      await waitFor(() => expect(status()).toBe('CREATED'))
      page.setReceiverCalls([call('RELEASED'), call('CREATED')])
      await waitFor(() => expect(status()).toBe('RELEASED'))
      expect(region.textContent).toContain('(final)')
    },
  },
  {
    name: 'tells the user when the widget does not load (LOAD_TIMEOUT) and closes the empty overlay',
    async run(test) {
      test.useWidget({ sandbox: test.sandbox, load: 'never' })
      test.app.render({ loadTimeoutMs: 300 })
      await screen.findByText(ETH_LIMITS)
      await test.app.click(button('Buy'))
      expect(widgetFrames()).toHaveLength(1)
      const alert = await screen.findByText(/The widget did not load/, undefined, { timeout: 3000 })
      expect(alert.getAttribute('role')).toBe('alert')
      await waitFor(() => expect(widgetFrames()).toHaveLength(0))
      expect(eventLog().textContent).toContain('WIDGET_OPEN_FAILED')
    },
  },
  {
    name: "answers each widget's account request with the demo wallet's address for the asset",
    async run(test) {
      const { app, widget } = test
      app.render()
      await screen.findByText(ETH_LIMITS)
      // The shown widget (in `frame`) asks; its answers are the ones posted since.
      const ask = async (frame: HTMLIFrameElement, type: string, assetSymbol: string) => {
        expect(widget.shown()?.iframe).toBe(frame)
        const before = widget.answers().length
        await app.settle(() => widget.emit('REQUEST_CRYPTO_ACCOUNT', { type, assetSymbol }))
        await waitFor(() => expect(widget.answers().length).toBe(before + 1))
        return () => widget.answers().slice(before)
      }
      const answer = (chain: string, type: string, assetSymbol: string) => ({
        type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
        payload: { address: walletAddress(chain), type, name: 'Rampkit Wallet', assetSymbol },
      })

      await app.click(button('Buy'))
      const bought = await ask(widgetFrames()[0]!, 'ETH', 'ETH_ETH')
      expect(bought()).toEqual([answer('ETH', 'ETH', 'ETH_ETH')])
      await app.settle(() => widget.emit('WIDGET_CLOSE'))

      await clickSell(test)
      const sold = await ask(widgetFrames()[0]!, 'SOLANA', 'SOLANA_SOL')
      expect(sold()).toEqual([answer('SOLANA', 'SOLANA', 'SOLANA_SOL')])
      await app.settle(() => widget.emit('WIDGET_CLOSE'))

      const panel = screen.getByRole('region', { name: 'Embedded widget' })
      await app.click(button('Show embedded widget', panel))
      const embedded = await ask(widgetFrames(panel)[0]!, 'BTC', 'BTC_BTC')
      expect(embedded()).toEqual([answer('BTC', 'BTC', 'BTC_BTC')])
      // An asset the wallet has no address for: the widget is told so (and asks its user).
      await app.settle(() =>
        widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'TRON', assetSymbol: 'TRON_TRX' }),
      )
      await waitFor(() => expect(embedded()).toHaveLength(2))
      expect(embedded()[1]).toEqual({
        type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
        payload: { error: 'The wallet has no address for TRON_TRX.' },
      })
    },
  },
  {
    name: 'opens the embedded widget in its panel on request',
    async run({ app, widget }) {
      app.render()
      await screen.findByText(ETH_LIMITS)
      const panel = screen.getByRole('region', { name: 'Embedded widget' })
      expect(widgetFrames(panel)).toHaveLength(0)
      await app.click(button('Show embedded widget', panel))
      expect(widgetFrames(panel)).toHaveLength(1)
      expect(new URL(widgetFrames(panel)[0]!.src).searchParams.get('variant')).toBe(
        'embedded-desktop',
      )
      // The mock loads the embedded widget as the widget does (WIDGET_CONFIG_DONE): the log says so.
      expect(widget.shown()?.iframe).toBe(widgetFrames(panel)[0])
      await waitFor(() => expect(eventLog().textContent).toContain('Embedded'))
      await app.click(button('Hide embedded widget', panel))
      expect(widgetFrames()).toHaveLength(0)
    },
  },
]

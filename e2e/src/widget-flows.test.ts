import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.js'
import { ADDRESS, eventTypes, openWidget, waitForEvent, widgetFrame } from './support/host.js'
import type { HostWindow } from './support/hostPage.js'
import { serversInChromium } from './support/serversInChromium.js'

const setup = serversInChromium()

describe('a purchase through the stand-in widget', () => {
  it('reaches the host as a typed PURCHASE_CREATED whose token reads the purchase', async () => {
    const { page, context } = await setup.openHostWidget({
      variant: 'desktop',
      swapAsset: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 250,
      userAddress: ADDRESS,
      webhookStatusUrl: 'https://host.example/hooks/purchases',
    })
    const frame = widgetFrame(page)
    await frame.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
    await frame.getByRole('radio', { name: /^Card: pay 250\.00 EUR/ }).check()
    await frame.getByRole('button', { name: 'Confirm purchase' }).click()
    const created = await waitForEvent(page, 'PURCHASE_CREATED')
    const { purchase, purchaseViewToken, apiUrl } = created.payload
    expect(apiUrl).toBe(setup.servers.sandbox.apiUrl)
    expect(purchase).toMatchObject({
      fiatCurrency: 'EUR',
      fiatValue: 250,
      paymentMethodType: 'CARD_PAYMENT',
      receiverAddress: ADDRESS,
      status: 'INITIALIZED',
    })
    const status = await fetch(
      `${apiUrl}/host-api/purchase/${purchase.id}?secret=${encodeURIComponent(purchaseViewToken)}`,
    )
    expect(status.status).toBe(200)
    expect((await status.json()).id).toBe(purchase.id)
    const record = setup.servers.sandbox.sandbox.state.store.getPurchase(purchase.id)
    expect(record?.webhookStatusUrl).toBe('https://host.example/hooks/purchases')
    await frame.getByRole('heading', { name: 'Purchase created' }).waitFor()
    await screenshot(page, 'purchase-created')
    expect(await eventTypes(page)).toEqual([
      'APP_VERSION',
      'WIDGET_CONFIG_DONE',
      'PURCHASE_CREATED',
    ])
    await page.evaluate(() => (window as unknown as HostWindow).widget.close())
    await context.close()
  })

  it('a method above its limit shows that limit and cannot be chosen; the best other is selected', async () => {
    const { page, context } = await setup.openHostWidget({
      variant: 'desktop',
      swapAsset: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 6000,
      userAddress: ADDRESS,
    })
    const frame = widgetFrame(page)
    await frame.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
    // cards and wallets take at most 5,000 EUR; the sandbox quotes them at that limit
    for (const name of ['Card', 'Apple Pay', 'Google Pay']) {
      const radio = frame.getByRole('radio', {
        name: `${name}: At most €5,000.00 (not available for this amount)`,
      })
      expect(await radio.isDisabled()).toBe(true)
    }
    const bank = frame.getByRole('radio', { name: /^Manual bank transfer: pay 6000\.00 EUR/ })
    expect(await bank.isChecked()).toBe(true)
    // a click on the card (forced past Playwright's own check) changes nothing
    await frame.getByRole('radio', { name: /^Card: At most/ }).click({ force: true })
    expect(await bank.isChecked()).toBe(true)
    await screenshot(page, 'method-at-its-limit')
    await frame.getByRole('button', { name: 'Confirm purchase' }).click()
    const created = await waitForEvent(page, 'PURCHASE_CREATED')
    expect(created.payload.purchase).toMatchObject({
      paymentMethodType: 'MANUAL_BANK_TRANSFER',
      fiatValue: 6000,
    })
    await context.close()
  })

  it('hosted: the popup posts PURCHASE_CREATED to its opener, then goes to finalUrl', async () => {
    const { page, context } = await setup.openHost()
    const popupOpened = page.waitForEvent('popup')
    const finalUrl = `${setup.servers.host}/done.html?order=7&note=a%26b#top`
    await openWidget(page, {
      ...setup.baseConfig(),
      variant: 'hosted',
      swapAsset: 'BTC_BTC',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      userAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      finalUrl,
    })
    const popup = await popupOpened
    await popup.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
    await popup.getByRole('button', { name: 'Confirm purchase' }).click()
    const created = await waitForEvent(page, 'PURCHASE_CREATED')
    expect(created.payload.purchase.asset.symbol).toBe('BTC')
    await popup.waitForURL(finalUrl)
    await popup.getByRole('heading', { name: 'Back at the host app' }).waitFor()
    await context.close()
  })
})

describe('a sale through the stand-in widget', () => {
  it('reaches the host as OFFRAMP_SALE_CREATED, and onSendCrypto answers SEND_CRYPTO', async () => {
    const { page, context } = await setup.openHost()
    const txHash = `0x${'ab'.repeat(32)}`
    await openWidget(
      page,
      {
        ...setup.baseConfig(),
        variant: 'embedded-desktop',
        enabledFlows: ['ONRAMP', 'OFFRAMP'],
        defaultFlow: 'OFFRAMP',
        offrampAsset: 'ETH_USDC',
        fiatCurrency: 'EUR',
        fiatValue: 80,
        useSendCryptoCallback: true,
        offrampWebhookV3Url: 'https://host.example/hooks/sales',
      },
      { send: txHash },
    )
    const frame = widgetFrame(page)
    await frame.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
    expect(await frame.getByRole('radio', { name: 'Sell crypto' }).isChecked()).toBe(true)
    expect(await frame.getByLabel('Wallet address').isVisible()).toBe(false)
    await frame.getByRole('radio', { name: /^SEPA bank transfer: sell/ }).check()
    await frame.getByRole('button', { name: 'Confirm sale' }).click()
    const created = await waitForEvent(page, 'OFFRAMP_SALE_CREATED')
    const { sale, saleViewToken, apiUrl } = created.payload
    expect(sale.crypto.assetInfo).toMatchObject({ symbol: 'USDC', chain: 'ETH' })
    expect(sale.fiat).toEqual({ amount: 80, currencySymbol: 'EUR' })
    const read = await fetch(`${apiUrl}/host-api/offramp/sale/${sale.id}?secret=${saleViewToken}`)
    expect((await read.json()).id).toBe(sale.id)
    expect(setup.servers.sandbox.sandbox.state.store.getSale(sale.id)?.offrampWebhookV3Url).toBe(
      'https://host.example/hooks/sales',
    )

    expect(await frame.getByRole('button', { name: 'Confirm sale' }).isVisible()).toBe(false)
    await frame.getByRole('button', { name: 'Send from wallet' }).click()
    await frame
      .getByRole('status')
      .filter({ hasText: `Sent: transaction ${txHash}` })
      .waitFor()
    const requests = await page.evaluate(() => (window as unknown as HostWindow).sendRequests)
    expect(requests).toEqual([
      {
        assetInfo: sale.crypto.assetInfo,
        amount: sale.crypto.amount,
        address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      },
    ])
    expect(await eventTypes(page)).toEqual([
      'APP_VERSION',
      'WIDGET_CONFIG_DONE',
      'OFFRAMP_SALE_CREATED',
      'SEND_CRYPTO',
    ])
    await screenshot(page, 'sale-sent')
    await context.close()
  })

  it('a failing onSendCrypto reaches the widget as an error the user sees', async () => {
    const { page, context } = await setup.openHost()
    await openWidget(
      page,
      {
        ...setup.baseConfig(),
        variant: 'desktop',
        enabledFlows: ['OFFRAMP'],
        offrampAsset: 'ETH_ETH',
        useSendCryptoCallback: true,
      },
      { send: '!User rejected the transaction' },
    )
    const frame = widgetFrame(page)
    await frame.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
    await frame.getByRole('button', { name: 'Confirm sale' }).click()
    await waitForEvent(page, 'OFFRAMP_SALE_CREATED')
    await frame.getByRole('button', { name: 'Send from wallet' }).click()
    await frame
      .getByRole('alert')
      .filter({ hasText: 'Sending failed: User rejected the transaction' })
      .waitFor()
    expect(await frame.getByRole('button', { name: 'Send from wallet' }).isEnabled()).toBe(true)
    await context.close()
  })
})

describe('configuration checked by the widget', () => {
  it('an unknown API key gives WIDGET_CONFIG_FAILED', async () => {
    const { page, context } = await setup.openHostWidget({
      variant: 'desktop',
      hostApiKey: 'pk_unknown_key_123',
    })
    const failed = await waitForEvent(page, 'WIDGET_CONFIG_FAILED')
    expect(failed.payload).toEqual({ code: 'UNKNOWN_API_KEY', message: expect.any(String) })
    await widgetFrame(page).getByRole('alert').filter({ hasText: 'not accepted' }).waitFor()
    // Nothing to lose yet: Escape closes at once.
    await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })))
    await waitForEvent(page, 'WIDGET_CLOSE')
    await context.close()
  })

  it('fiatCurrency the country lacks falls back to its main currency', async () => {
    const { page, context } = await setup.openHostWidget({
      variant: 'embedded-mobile',
      selectedCountryCode: 'MX',
      fiatCurrency: 'GBP',
      fiatValue: 100,
      swapAsset: 'ETH_USDC',
    })
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const frame = widgetFrame(page)
    expect(await frame.getByLabel('Country').inputValue()).toBe('mx')
    expect(await frame.getByLabel('Currency').inputValue()).toBe('MXN')
    expect(Number(await frame.getByLabel('Amount').inputValue())).toBeGreaterThan(1000)
    await context.close()
  })
})

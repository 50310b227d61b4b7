// @vitest-environment jsdom
// Runs the widget's browser bundle (the very text /widget/widget.js serves, bundled from
// src/widget/client/main.ts by widgetScript() in test/widgetBundle.ts) in jsdom against an in-process sandbox, with a fake host as
// `window.opener` (hosted mode). The browser tests in e2e/ cover the same flows in Chromium,
// framed and as a popup.
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { createSandbox, type Sandbox } from '../app.js'
import { DEMO_HOST_API_KEY } from '../state.js'
import { DEFAULT_WIDGET_APP_VERSION } from './appVersion.js'
import { deliverMessage } from './client/testkit.js'
import { widgetPage } from './widgetPage.js'

const HOST = 'http://host.test'
const ADDRESS = '0x00000000000000000000000000000000000000aa'
type Posted = { type: string; payload: unknown; widgetInstanceId: string; eventVersion?: number }

declare const jsdom: { reconfigure(options: { url: string }): void }

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true })
})

/** Loads the widget page with `params` and runs its script; returns the fake host. */
function start(
  params: Record<string, string>,
  sandbox: Sandbox = createSandbox(),
  appVersion?: string,
) {
  const query = new URLSearchParams({
    hostAppName: 'Demo wallet',
    hostLogoUrl: 'https://host.test/logo.svg',
    hostApiKey: DEMO_HOST_API_KEY,
    hostUrl: HOST,
    widgetInstanceId: `id-${Math.random()}`,
    sdkType: 'WEB',
    ...params,
  })
  jsdom.reconfigure({ url: `http://sandbox.test/widget/?${query}` })
  document.open()
  document.write(widgetPage(appVersion))
  document.close()
  const posted: Posted[] = []
  const opener = { postMessage: vi.fn((message: Posted, _origin: string) => posted.push(message)) }
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true })
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    sandbox.fetch(String(input), init)) as typeof fetch
  // The bundle imports nothing (everything is bundled in), so it runs as a function body too.
  new Function(inject('widgetScript'))()
  const types = () => posted.map((message) => message.type)
  const waitFor = (type: string) =>
    vi.waitFor(
      () => {
        const found = posted.find((message) => message.type === type)
        if (!found) throw new Error(`no ${type} yet (have ${types().join(', ')})`)
        return found
      },
      { timeout: 3000, interval: 10 },
    )
  const answer = (data: unknown) => deliverMessage(opener, data, HOST)
  const answerAccount = (payload: unknown) =>
    answer({ type: 'REQUEST_CRYPTO_ACCOUNT_RESULT', payload })
  return {
    sandbox,
    posted,
    opener,
    types,
    waitFor,
    answer,
    answerAccount,
    id: query.get('widgetInstanceId')!,
  }
}

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T
const options = (id: string) => [...$<HTMLSelectElement>(id).options].map((option) => option.value)
const status = () => $('status').textContent

/** A sell-first widget that asks the host to send the crypto (SEND_CRYPTO, version 1). */
const SELL_WITH_SEND_CRYPTO = {
  enabledFlows: 'ONRAMP,OFFRAMP',
  defaultFlow: 'OFFRAMP',
  offrampAsset: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue: '150',
  useSendCryptoCallback: 'true',
  useSendCryptoCallbackVersion: '1',
}

describe('stand-in widget script', () => {
  it('shows a method the amount misses with its limit, not choosable, and selects the best other', async () => {
    const { waitFor, sandbox } = start({
      swapAsset: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: '6000',
      userAddress: ADDRESS,
    })
    await waitFor('WIDGET_CONFIG_DONE')
    const radio = (name: string) =>
      document.querySelector<HTMLInputElement>(`input[name=method][value=${name}]`)!
    // cards and wallets take at most 5,000 EUR: quoted at that limit, shown as such
    for (const [card, shown] of [
      ['CARD_PAYMENT', 'Card'],
      ['APPLE_PAY', 'Apple Pay'],
      ['GOOGLE_PAY', 'Google Pay'],
    ] as const) {
      expect(radio(card).disabled).toBe(true)
      expect(radio(card).closest('label')!.textContent).toBe(
        ` ${shown}: At most €5,000.00 (not available for this amount)`,
      )
    }
    for (const [bank, shown] of [
      ['MANUAL_BANK_TRANSFER', 'Manual bank transfer'],
      ['AUTO_BANK_TRANSFER', 'Instant bank transfer'],
    ] as const) {
      expect(radio(bank).disabled).toBe(false)
      expect(radio(bank).closest('label')!.textContent).toMatch(`${shown}: pay 6000.00 EUR, get`)
    }
    // core's bestQuote among those that serve 6,000 EUR: the lower bank transfer fee
    expect(radio('MANUAL_BANK_TRANSFER').checked).toBe(true)
    expect(status()).toBe('Quotes are ready.')
    $<HTMLButtonElement>('confirm').click()
    const created = await waitFor('PURCHASE_CREATED')
    const { purchase } = created.payload as { purchase: { id: string } }
    expect(sandbox.state.store.getPurchase(purchase.id)!.purchase).toMatchObject({
      paymentMethodType: 'MANUAL_BANK_TRANSFER',
      fiatValue: 6000,
    })
  })

  it('off-ramp: a listed-first method above its limit is not the one selected', async () => {
    const { waitFor, sandbox } = start({
      enabledFlows: 'OFFRAMP',
      defaultFlow: 'OFFRAMP',
      offrampAsset: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: '3000',
    })
    await waitFor('WIDGET_CONFIG_DONE')
    const methods = [...document.querySelectorAll<HTMLInputElement>('input[name=method]')]
    expect(methods.map((m) => [m.value, m.disabled, m.checked])).toEqual([
      ['CARD', true, false],
      ['SEPA', false, true],
    ])
    expect(methods[0]!.closest('label')!.textContent).toBe(
      ' Card: At most €2,000.00 (not available for this amount)',
    )
    // a smaller amount serves the card again: choosable, and the user's choice is kept
    const amount = $<HTMLInputElement>('amount')
    amount.value = '150'
    amount.dispatchEvent(new Event('input'))
    await vi.waitFor(() => expect(document.querySelector('input[value=CARD]:disabled')).toBeNull())
    document.querySelector<HTMLInputElement>('input[value=CARD]')!.click()
    amount.value = '160'
    amount.dispatchEvent(new Event('input'))
    await vi.waitFor(() => expect(document.body.textContent).toContain('receive 160.00 EUR'))
    expect(document.querySelector<HTMLInputElement>('input[value=CARD]')!.checked).toBe(true)
    $<HTMLButtonElement>('confirm').click()
    const created = await waitFor('OFFRAMP_SALE_CREATED')
    const { sale } = created.payload as { sale: { id: string } }
    expect(sandbox.state.store.getSale(sale.id)).toMatchObject({
      payoutMethodType: 'CARD',
      sale: { fiat: { amount: 160 } },
    })
  })

  it('buys: posts WIDGET_CONFIG_DONE, then PURCHASE_CREATED with the view token, to the host origin', async () => {
    const { waitFor, opener, id, sandbox, types } = start({
      swapAsset: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: '100',
      userAddress: ADDRESS,
      webhookStatusUrl: 'https://host.test/hooks',
    })
    await waitFor('WIDGET_CONFIG_DONE')
    expect(options('asset')).toEqual(['ETH_ETH'])
    expect($<HTMLSelectElement>('currency').value).toBe('EUR')
    expect($<HTMLInputElement>('amount').value).toBe('100')
    expect($('title').textContent).toBe('Demo wallet')
    expect(document.querySelectorAll('input[name=method]').length).toBeGreaterThan(1)
    $<HTMLButtonElement>('confirm').click()
    const created = await waitFor('PURCHASE_CREATED')
    const payload = created.payload as {
      purchase: { id: string; receiverAddress: string }
      purchaseViewToken: string
      apiUrl: string
    }
    expect(created.widgetInstanceId).toBe(id)
    expect(payload.purchase.receiverAddress).toBe(ADDRESS)
    expect(payload.apiUrl).toBe('http://sandbox.test/api')
    const record = sandbox.state.store.getPurchase(payload.purchase.id)!
    expect(record.purchase.purchaseViewToken).toBe(payload.purchaseViewToken)
    expect(record.webhookStatusUrl).toBe('https://host.test/hooks')
    for (const call of opener.postMessage.mock.calls) expect(call[1]).toBe(HOST)
    expect(types()).toEqual(['APP_VERSION', 'WIDGET_CONFIG_DONE', 'PURCHASE_CREATED'])
    expect($('doneTitle').textContent).toBe('Purchase created')
  })

  it('fails the configuration for an unknown API key', async () => {
    const { waitFor, types } = start({ hostApiKey: 'not-a-key' })
    const failed = await waitFor('WIDGET_CONFIG_FAILED')
    expect(failed.payload).toEqual({ code: 'UNKNOWN_API_KEY', message: expect.any(String) })
    expect(JSON.stringify(failed)).not.toContain('not-a-key')
    expect(types()).toEqual(['APP_VERSION', 'WIDGET_CONFIG_FAILED'])
    expect($('error').hidden).toBe(false)
  })

  it('fails the configuration for unusable parameters', async () => {
    const { waitFor } = start({ enabledFlows: 'SWAP' })
    expect((await waitFor('WIDGET_CONFIG_FAILED')).payload).toMatchObject({
      code: 'INVALID_CONFIG',
    })
  })

  it("falls back to the country's main currency and recalculates fiatValue into it", async () => {
    const { waitFor, sandbox } = start({
      selectedCountryCode: 'fr',
      fiatCurrency: 'USD',
      fiatValue: '110',
      swapAsset: 'ETH_ETH',
    })
    await waitFor('WIDGET_CONFIG_DONE')
    expect(options('currency')).toEqual(['EUR'])
    expect($<HTMLSelectElement>('currency').value).toBe('EUR')
    const assets = await (await sandbox.fetch('/api/host-api/v3/assets')).json()
    const eth = assets.assets.find(
      (a: { chain: string; symbol: string }) => a.chain === 'ETH' && a.symbol === 'ETH',
    )
    const expected = Math.round(((110 * eth.price.EUR) / eth.price.USD) * 100) / 100
    expect(Number($<HTMLInputElement>('amount').value)).toBe(expected)
  })

  it('offers the first list item as default and only the listed assets', async () => {
    const { waitFor } = start({ swapAsset: 'MATIC_*,ETH_USDC' })
    await waitFor('WIDGET_CONFIG_DONE')
    expect(options('asset').sort()).toEqual(['ETH_USDC', 'MATIC_POL', 'MATIC_USDC'])
    expect($<HTMLSelectElement>('asset').value).toBe('MATIC_POL')
  })

  it('switches to a currency the preset payment method takes (PIX → BRL)', async () => {
    const { waitFor } = start({
      selectedCountryCode: 'br',
      fiatCurrency: 'USD',
      fiatValue: '100',
      paymentMethodType: 'PIX',
      swapAsset: 'ETH_ETH',
    })
    await waitFor('WIDGET_CONFIG_DONE')
    expect($<HTMLSelectElement>('currency').value).toBe('BRL')
    expect(document.querySelector<HTMLInputElement>('input[name=method]:checked')?.value).toBe(
      'PIX',
    )
    expect(Number($<HTMLInputElement>('amount').value)).toBeGreaterThan(100)
  })

  it('opens defaultFlow first, sells, and asks the host to send the crypto', async () => {
    const { waitFor, answer, posted, sandbox } = start({
      ...SELL_WITH_SEND_CRYPTO,
      offrampWebhookV3Url: 'https://host.test/sales',
    })
    await waitFor('WIDGET_CONFIG_DONE')
    expect(document.querySelector<HTMLInputElement>('input[name=flow]:checked')?.value).toBe(
      'OFFRAMP',
    )
    expect($('flows').hidden).toBe(false)
    expect($('addressField').hidden).toBe(true)
    expect($('confirm').textContent).toBe('Confirm sale')
    $<HTMLButtonElement>('confirm').click()
    const created = await waitFor('OFFRAMP_SALE_CREATED')
    const payload = created.payload as {
      sale: { id: string; crypto: { amount: string } }
      saleViewToken: string
    }
    expect(Object.keys(payload).sort()).toEqual(['apiUrl', 'sale', 'saleViewToken'])
    expect(sandbox.state.store.getSale(payload.sale.id)!.offrampWebhookV3Url).toBe(
      'https://host.test/sales',
    )
    const send = $<HTMLButtonElement>('send')
    expect(send.hidden).toBe(false)
    send.focus()
    send.click()
    // Unavailable while the wallet asks, yet focused still (a disabled button would drop focus),
    // and a second press asks nothing more.
    expect(send.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(send)
    send.click()
    const request = await waitFor('SEND_CRYPTO')
    expect(request.eventVersion).toBe(1)
    expect(request.payload).toMatchObject({
      amount: payload.sale.crypto.amount,
      address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
    })
    answer({ type: 'SEND_CRYPTO_RESULT', payload: { error: 'user rejected' }, eventVersion: 1 })
    expect($('error').textContent).toBe('Sending failed: user rejected')
    expect(posted.filter((m) => m.type === 'SEND_CRYPTO')).toHaveLength(1)
    expect(send.hasAttribute('aria-disabled')).toBe(false)
    expect(document.activeElement).toBe(send)
    send.click()
    await vi.waitFor(() => expect(posted.filter((m) => m.type === 'SEND_CRYPTO')).toHaveLength(2))
    answer({ type: 'SEND_CRYPTO_RESULT', payload: { txHash: '0xfeed' }, eventVersion: 1 })
    expect(status()).toBe('Sent: transaction 0xfeed')
    // The button is gone: the status that replaced it has the focus, not the document.
    expect(send.hidden).toBe(true)
    expect(document.activeElement).toBe($('status'))
  })

  it('passes the hash the host answered on to the sandbox, which checks it on a chain (--evm-rpc)', async () => {
    // Nothing listens on port 9: the check ends at once with the reason, the hash is kept.
    const sandbox = createSandbox({ evm: { rpcUrl: 'http://127.0.0.1:9', pollMs: 10 } })
    const { waitFor, answer } = start(SELL_WITH_SEND_CRYPTO, sandbox)
    await waitFor('WIDGET_CONFIG_DONE')
    $<HTMLButtonElement>('confirm').click()
    const created = await waitFor('OFFRAMP_SALE_CREATED')
    const { id } = (created.payload as { sale: { id: string } }).sale
    $<HTMLButtonElement>('send').click()
    await waitFor('SEND_CRYPTO')
    const txHash = `0x${'fe'.repeat(32)}`
    answer({ type: 'SEND_CRYPTO_RESULT', payload: { txHash }, eventVersion: 1 })
    await vi.waitFor(() =>
      expect(sandbox.state.store.getSale(id)!.transfer).toMatchObject({ txHash, state: 'waiting' }),
    )
    sandbox.state.dispose()
  })

  it('posts WIDGET_CLOSE from its exit button, and has none with hideExitButton', async () => {
    const first = start({})
    await first.waitFor('WIDGET_CONFIG_DONE')
    $('exit').click()
    await first.waitFor('WIDGET_CLOSE')
    const second = start({ hideExitButton: 'true' })
    await second.waitFor('WIDGET_CONFIG_DONE')
    expect($('exit')).toBeNull()
  })

  it('shows an error and no quote for an amount below the limits', async () => {
    const { waitFor } = start({ swapAsset: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: '1' })
    await waitFor('WIDGET_CONFIG_DONE')
    expect($('error').hidden).toBe(false)
    expect($<HTMLButtonElement>('confirm').disabled).toBe(true)
  })

  it.each([
    [undefined, DEFAULT_WIDGET_APP_VERSION],
    ['1.0', '1.0'],
    ['2.7.1', '2.7.1'],
  ])(
    'posts APP_VERSION (sandbox option %s) first, once, before WIDGET_CONFIG_DONE',
    async (option, version) => {
      const { waitFor, posted, id } = start({ userAddress: ADDRESS }, createSandbox(), option)
      await waitFor('WIDGET_CONFIG_DONE')
      expect(posted[0]).toEqual({ type: 'APP_VERSION', payload: { version }, widgetInstanceId: id })
      expect(posted.filter((message) => message.type === 'APP_VERSION')).toHaveLength(1)
    },
  )

  it('as a 1.x widget leaves Escape to the host page, and still asks its user when the host asks', async () => {
    const { waitFor, answer, types } = start({ variant: 'desktop' }, createSandbox(), '1.0')
    await waitFor('WIDGET_CONFIG_DONE')
    const showModal = vi.fn()
    $<HTMLDialogElement>('closeDialog').showModal = showModal
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }))
    answer({ type: 'WIDGET_CLOSE_REQUEST', payload: null })
    await vi.waitFor(() => expect(showModal).toHaveBeenCalledOnce())
    expect(types()).not.toContain('WIDGET_CLOSE_REQUEST')
  })

  it('on its own Escape tells the host (WIDGET_CLOSE_REQUEST) and asks its user when the host asks back', async () => {
    const { waitFor, answer, types } = start({ variant: 'desktop' })
    await waitFor('WIDGET_CONFIG_DONE')
    // jsdom has no showModal: record the call.
    const showModal = vi.fn()
    $<HTMLDialogElement>('closeDialog').showModal = showModal
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }))
    await waitFor('WIDGET_CLOSE_REQUEST')
    expect(showModal).not.toHaveBeenCalled()
    answer({ type: 'WIDGET_CLOSE_REQUEST', payload: null })
    await vi.waitFor(() => expect(showModal).toHaveBeenCalledOnce())
    expect(types().filter((type) => type === 'WIDGET_CLOSE_REQUEST')).toHaveLength(1)
  })

  it('with closeable=false: no exit button, Escape asks nothing, a host close request is cancelled', async () => {
    const { waitFor, answer, types } = start({ closeable: 'false', variant: 'desktop' })
    await waitFor('WIDGET_CONFIG_DONE')
    expect($('exit')).toBeNull()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }))
    expect($<HTMLDialogElement>('closeDialog').open).toBe(false)
    answer({ type: 'WIDGET_CLOSE_REQUEST', payload: null })
    await waitFor('WIDGET_CLOSE_REQUEST_CANCELLED')
    expect($<HTMLDialogElement>('closeDialog').open).toBe(false)
    expect(types()).not.toContain('WIDGET_CLOSE')
  })

  it('is lenient like the production widget: bare symbols, lower-case currency, a defaultFlow not enabled', async () => {
    const { waitFor, types } = start({
      swapAsset: 'ETH',
      fiatCurrency: 'eur',
      fiatValue: '120',
      defaultFlow: 'OFFRAMP',
      userAddress: ADDRESS,
    })
    await waitFor('WIDGET_CONFIG_DONE')
    expect(types()).not.toContain('WIDGET_CONFIG_FAILED')
    expect(options('asset')).toEqual(['ETH_ETH', 'BASE_ETH'])
    expect($<HTMLSelectElement>('currency').value).toBe('EUR')
    expect($<HTMLInputElement>('amount').value).toBe('120')
    expect(document.querySelector<HTMLInputElement>('input[name=flow]:checked')?.value).toBe(
      'ONRAMP',
    )
    const second = start({
      defaultAsset: 'usdc',
      swapAsset: 'MATIC_*,BASE_*',
      userAddress: ADDRESS,
    })
    await second.waitFor('WIDGET_CONFIG_DONE')
    expect($<HTMLSelectElement>('asset').value).toBe('MATIC_USDC')
  })

  it('writes configuration values as text, never as markup', async () => {
    const { waitFor } = start({ hostAppName: '<img src=x onerror=alert(1)>' })
    await waitFor('WIDGET_CONFIG_DONE')
    expect($('title').textContent).toBe('<img src=x onerror=alert(1)>')
    expect($('title').children.length).toBe(0)
  })
})

describe('stand-in widget script: the wallet address from the host (REQUEST_CRYPTO_ACCOUNT)', () => {
  const note = () => $('addressNote')
  const address = () => $<HTMLInputElement>('address')

  it("asks for the selected asset's account and fills the field with the answer, naming it", async () => {
    const { waitFor, answerAccount, types } = start({ swapAsset: 'ETH_USDC' })
    const asked = await waitFor('REQUEST_CRYPTO_ACCOUNT')
    expect(asked.payload).toEqual({ type: 'ETH', assetSymbol: 'ETH_USDC' })
    expect(asked.eventVersion).toBeUndefined()
    answerAccount({ address: ADDRESS, type: 'ETH', name: 'Main account', assetSymbol: 'ETH_USDC' })
    expect(address().value).toBe(ADDRESS)
    expect(note().hidden).toBe(false)
    expect(note().textContent).toContain('Main account')
    await waitFor('WIDGET_CONFIG_DONE')
    $<HTMLButtonElement>('confirm').click()
    const created = await waitFor('PURCHASE_CREATED')
    expect(created.payload).toMatchObject({ purchase: { receiverAddress: ADDRESS } })
    expect(types()).toEqual([
      'APP_VERSION',
      'REQUEST_CRYPTO_ACCOUNT',
      'WIDGET_CONFIG_DONE',
      'PURCHASE_CREATED',
    ])
  })

  it('leaves the field to the user, with a note, when the host answers { error }', async () => {
    const { waitFor, answerAccount } = start({ swapAsset: 'ETH_ETH' })
    await waitFor('REQUEST_CRYPTO_ACCOUNT')
    answerAccount({ error: 'The host has no onRequestCryptoAccount handler.' })
    await waitFor('WIDGET_CONFIG_DONE')
    expect(address().value).toBe('')
    expect(note().hidden).toBe(false)
    expect(note().textContent).toMatch(/type it in/)
    $<HTMLButtonElement>('confirm').click()
    await vi.waitFor(() => expect($('error').textContent).toMatch(/Enter the wallet address/))
  })

  it('asks again when the asset changes and ignores the answer for the previous one', async () => {
    const { waitFor, answerAccount, posted } = start({ swapAsset: 'ETH_ETH,MATIC_POL' })
    await waitFor('WIDGET_CONFIG_DONE')
    const asset = $<HTMLSelectElement>('asset')
    asset.value = 'MATIC_POL'
    asset.dispatchEvent(new Event('change'))
    const requests = () => posted.filter((message) => message.type === 'REQUEST_CRYPTO_ACCOUNT')
    expect(requests().map((message) => message.payload)).toEqual([
      { type: 'ETH', assetSymbol: 'ETH_ETH' },
      { type: 'MATIC', assetSymbol: 'MATIC_POL' },
    ])
    answerAccount({ address: ADDRESS, type: 'ETH', assetSymbol: 'ETH_ETH' })
    expect(address().value).toBe('')
    const polygon = '0x00000000000000000000000000000000000000bb'
    answerAccount({ address: polygon, type: 'MATIC', assetSymbol: 'MATIC_POL' })
    expect(address().value).toBe(polygon)
  })

  it('never overwrites what the user typed, and clears an address given for another asset', async () => {
    const { waitFor, answerAccount } = start({ swapAsset: 'ETH_ETH,MATIC_POL' })
    await waitFor('WIDGET_CONFIG_DONE')
    answerAccount({ address: ADDRESS, assetSymbol: 'ETH_ETH' })
    expect(address().value).toBe(ADDRESS)
    const asset = $<HTMLSelectElement>('asset')
    asset.value = 'MATIC_POL'
    asset.dispatchEvent(new Event('change'))
    expect(address().value).toBe('')
    address().value = '0xtyped'
    answerAccount({ address: ADDRESS, assetSymbol: 'MATIC_POL' })
    expect(address().value).toBe('0xtyped')
  })

  it('asks nothing with userAddress, nor in the off-ramp flow', async () => {
    const given = start({ userAddress: ADDRESS })
    await given.waitFor('WIDGET_CONFIG_DONE')
    expect(given.types()).toEqual(['APP_VERSION', 'WIDGET_CONFIG_DONE'])
    expect(address().value).toBe(ADDRESS)
    const sell = start({ enabledFlows: 'OFFRAMP' })
    await sell.waitFor('WIDGET_CONFIG_DONE')
    expect(sell.types()).toEqual(['APP_VERSION', 'WIDGET_CONFIG_DONE'])
  })
})

describe('stand-in widget script: opened by a person, with no configuration', () => {
  /** Loads the page at `/widget/` + `search` as a browser tab would: no host, no opener. */
  function openTab(search: string) {
    const sandbox = createSandbox()
    jsdom.reconfigure({ url: `http://sandbox.test/widget/${search}` })
    document.open()
    document.write(widgetPage())
    document.close()
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      sandbox.fetch(String(input), init)) as typeof fetch
    new Function(inject('widgetScript'))()
  }

  it('says what it is, and links to a configuration that starts it and to the docs', async () => {
    // The README's table links the bare address: it once showed only "The widget cannot
    // start. hostAppName is required; …".
    openTab('')
    await vi.waitFor(() => expect($('intro').hidden).toBe(false), { timeout: 3000 })
    expect($('error').hidden).toBe(true)
    expect(status()).toBe('No configuration: this page waits for a host app to open it.')
    expect($('intro').textContent).toMatch(/opens it with a configuration/)
    const links = [...$('intro').querySelectorAll('a')].map((a) => a.href)
    expect(links).toContainEqual(expect.stringContaining('/guide/widget'))
    expect(links).toContainEqual(expect.stringContaining('packages/sandbox#readme'))
    const example = new URL($<HTMLAnchorElement>('introExample').href)
    expect(example.origin + example.pathname).toBe('http://sandbox.test/widget/')
    expect(Object.fromEntries(example.searchParams)).toMatchObject({
      hostAppName: 'Demo',
      hostLogoUrl: 'http://sandbox.test/favicon.svg',
      hostApiKey: DEMO_HOST_API_KEY,
    })

    // The example starts the widget: its form, the amount it names, no error.
    openTab(example.search)
    await vi.waitFor(() => expect($('flow').hidden).toBe(false), { timeout: 3000 })
    await vi.waitFor(() => expect($<HTMLInputElement>('amount').value).toBe('100'), {
      timeout: 3000,
    })
    expect($('title').textContent).toBe('Demo')
    expect($('error').hidden).toBe(true)
    expect($('intro').hidden).toBe(true)
  })

  it('keeps the error naming what is missing for a partial configuration', async () => {
    openTab('?hostAppName=Demo')
    await vi.waitFor(() => expect($('error').hidden).toBe(false), { timeout: 3000 })
    expect($('error').textContent).toBe('hostLogoUrl is required; hostApiKey is required')
    expect(status()).toBe('The widget cannot start.')
    expect($('intro').hidden).toBe(true)
  })
})

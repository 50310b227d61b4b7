import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS, postJson } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

const purchaseBody = {
  cryptoAssetSymbol: 'ETH_USDC',
  fiatCurrency: 'EUR',
  fiatValue: 50,
  receiverAddress: EVM_ADDRESS,
}

describe('control API', () => {
  it('POST /sandbox/purchases creates an INITIALIZED purchase priced by the quote model', async () => {
    let now = Date.parse('2026-01-02T03:04:05.000Z')
    const sandbox = createSandbox({ now: () => now })
    const res = await postJson(sandbox, '/sandbox/purchases', {
      ...purchaseBody,
      paymentMethodType: 'CARD_PAYMENT',
      hostApiKey: 'demo-host-api-key',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      status: 'INITIALIZED',
      finalTxHash: null,
      paymentMethodType: 'CARD_PAYMENT',
      fiatCurrency: 'EUR',
      fiatValue: 50,
      appliedFee: 2.49,
      networkFee: 3,
      assetExchangeRate: 0.92,
      assetExchangeRateEur: 0.92,
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
      endTime: '2026-01-02T03:34:05.000Z',
      receiverAddress: EVM_ADDRESS,
      asset: {
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: 6,
        type: 'ERC20',
      },
    })
    // (50 − 2.49 − 3.00) / 0.92 USDC, rounded down
    expect(res.body.cryptoAmount).toBe('48380434')
    expect(res.body.purchaseViewToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const record = sandbox.state.store.getPurchase(res.body.id as string)!
    expect(record).toMatchObject({ assetId: 'ETH_USDC', hostApiKey: 'demo-host-api-key' })
    now += 1
  })

  it('defaults to the cheapest method; ids and tokens are unique', async () => {
    const sandbox = createSandbox()
    const a = await postJson(sandbox, '/sandbox/purchases', purchaseBody)
    const b = await postJson(sandbox, '/sandbox/purchases', purchaseBody)
    expect(a.body.paymentMethodType).toBe('MANUAL_BANK_TRANSFER')
    expect(a.body.id).not.toBe(b.body.id)
    expect(a.body.purchaseViewToken).not.toBe(b.body.purchaseViewToken)
  })

  it.each([
    [{ ...purchaseBody, receiverAddress: 'bc1qnotanethaddress' }, 400, 'INVALID_REQUEST'],
    [{ ...purchaseBody, receiverAddress: undefined }, 400, 'INVALID_REQUEST'],
    [{ ...purchaseBody, paymentMethodType: 'SEPA' }, 400, 'INVALID_REQUEST'],
    [{ ...purchaseBody, paymentMethodType: 'PIX' }, 400, 'UNSUPPORTED_PAYMENT_METHOD'],
    [{ ...purchaseBody, hostApiKey: 'nope' }, 403, 'UNKNOWN_API_KEY'],
    [{ ...purchaseBody, cryptoAssetSymbol: 'ETH_DAI' }, 400, 'ASSET_DISABLED'],
    [{ ...purchaseBody, fiatValue: 1 }, 400, 'AMOUNT_TOO_LOW'],
  ])('rejects %j', async (body, status, code) => {
    const sandbox = createSandbox()
    const res = await postJson(sandbox, '/sandbox/purchases', body)
    expect([res.status, res.body.code]).toEqual([status, code])
    expect(sandbox.state.store.purchases()).toHaveLength(0)
  })

  it('POST /sandbox/sales creates a sale, by crypto or fiat amount', async () => {
    const sandbox = createSandbox()
    const res = await postJson(sandbox, '/sandbox/sales', {
      cryptoAssetSymbol: 'BTC_BTC',
      fiatCurrency: 'USD',
      fiatValue: 100,
      payoutMethodType: 'CARD',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      fiat: { amount: 100, currencySymbol: 'USD' },
      crypto: { assetInfo: { chain: 'BTC', type: 'NATIVE', address: null } },
    })
    expect(sandbox.state.store.getSale(res.body.id as string)).toMatchObject({
      payoutMethodType: 'CARD',
    })
    const bad = await postJson(sandbox, '/sandbox/sales', {
      cryptoAssetSymbol: 'BTC_BTC',
      fiatCurrency: 'USD',
      fiatValue: 100,
      payoutMethodType: 'SPEI',
    })
    expect(bad.body.code).toBe('UNSUPPORTED_PAYMENT_METHOD')
  })

  it('POST /sandbox/reset forgets purchases and sales', async () => {
    const sandbox = createSandbox()
    const created = await postJson(sandbox, '/sandbox/purchases', purchaseBody)
    expect((await postJson(sandbox, '/sandbox/reset', {})).body).toEqual({ reset: true })
    const res = await sandbox.fetch(
      `/api/host-api/purchase/${created.body.id}?secret=${created.body.purchaseViewToken}`,
    )
    expect(res.status).toBe(404)
  })

  it('serves an SVG logo for every asset', async () => {
    const sandbox = createSandbox()
    const res = await sandbox.fetch('/sandbox/logos/ETH_USDC.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(await res.text()).toContain('>USDC</text>')
    expect((await sandbox.fetch('/sandbox/logos/NOPE.svg')).status).toBe(404)
    expect((await sandbox.fetch('/sandbox/logos/..%2F..%2Fetc.svg')).status).toBe(404)
  })
})

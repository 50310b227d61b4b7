import { describe, expect, it } from 'vitest'
import { getJson } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

const sandbox = createSandbox()
type Currency = { fiatCurrency: string; onrampAvailable: boolean; offrampAvailable: boolean }

describe('GET /host-api/v3/currencies', () => {
  it('lists every currency with its availability per direction', async () => {
    const res = await getJson<Currency[]>(sandbox, '/api/host-api/v3/currencies')
    expect(res.body.map((c) => [c.fiatCurrency, c.onrampAvailable, c.offrampAvailable])).toEqual([
      ['EUR', true, true],
      ['USD', true, true],
      ['GBP', true, true],
      ['BRL', true, false],
      ['MXN', true, true],
    ])
  })

  it('countryCode filters to the currencies of that country', async () => {
    const codes = async (q: string) =>
      (await getJson<Currency[]>(sandbox, `/api/host-api/v3/currencies?countryCode=${q}`)).body.map(
        (c) => c.fiatCurrency,
      )
    expect(await codes('mx')).toEqual(['USD', 'MXN'])
    expect(await codes('GB')).toEqual(['EUR', 'USD', 'GBP'])
    expect(await codes('zz')).toEqual([])
    const bad = await getJson(sandbox, '/api/host-api/v3/currencies?countryCode=deu')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: 'INVALID_REQUEST', fields: [{ path: 'countryCode' }] })
  })
})

describe('GET /host-api/countries', () => {
  it('lists countries with supportedAssets null, a list or []', async () => {
    const res = await getJson<{ code: string; supportedAssets: string[] | null }[]>(
      sandbox,
      '/api/host-api/countries',
    )
    const byCode = Object.fromEntries(res.body.map((c) => [c.code, c]))
    expect(byCode.de).toEqual({
      code: 'de',
      name: 'Germany',
      cardPaymentsEnabled: true,
      mainCurrencyCode: 'EUR',
      supportedAssets: null,
    })
    expect(byCode.pt!.supportedAssets).toEqual([])
    expect(byCode.us!.supportedAssets).toContain('ETH_ETH')
  })
})

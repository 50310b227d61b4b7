import { describe, expect, it } from 'vitest'
import { assetsQueryOptions, offrampAssetsQueryOptions } from './assetsQueryOptions.js'
import { offrampQuoteQueryOptions } from './offrampQuoteQueryOptions.js'
import { onrampQuoteQueryOptions } from './onrampQuoteQueryOptions.js'
import { QuoteInputError } from './QuoteInputError.js'
import { assetsFor, fakeClient, onrampResultFor } from './testing/fakeClient.js'

const params = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 50 }

describe('query option factories', () => {
  it('onrampQuoteQueryOptions: a key of the params and a queryFn passing the signal', async () => {
    const { client, calls } = fakeClient()
    const options = onrampQuoteQueryOptions(client, params)
    expect(options.queryKey).toEqual(['rampkit', 'onrampQuote', params])
    const controller = new AbortController()
    const data = options.queryFn({ signal: controller.signal })
    expect(calls[0]).toMatchObject({
      method: 'getOnrampQuote',
      body: params,
      signal: controller.signal,
    })
    calls[0]!.resolve(onrampResultFor(calls[0]!.body))
    await expect(data).resolves.toMatchObject({ CARD_PAYMENT: { fiatValue: 50 } })
  })

  it('offrampQuoteQueryOptions uses the off-ramp endpoint', () => {
    const { client, calls } = fakeClient()
    const options = offrampQuoteQueryOptions(client, params)
    expect(options.queryKey[1]).toBe('offrampQuote')
    void options.queryFn({ signal: new AbortController().signal })
    expect(calls[0]?.method).toBe('getOfframpQuote')
  })

  it('a queryFn rejects (never throws) on a client-side rule, without a request', async () => {
    const { client, calls } = fakeClient()
    const options = onrampQuoteQueryOptions(client, { ...params, limits: { min: 100 } })
    await expect(options.queryFn({ signal: new AbortController().signal })).rejects.toBeInstanceOf(
      QuoteInputError,
    )
    expect(calls).toHaveLength(0)
  })

  it('assets factories default the query to {} and pass the signal', async () => {
    const { client, calls } = fakeClient()
    const onramp = assetsQueryOptions(client)
    const offramp = offrampAssetsQueryOptions(client, { currencyCode: 'USD' })
    expect(onramp.queryKey).toEqual(['rampkit', 'assets', {}])
    expect(offramp.queryKey).toEqual(['rampkit', 'offrampAssets', { currencyCode: 'USD' }])
    const signal = new AbortController().signal
    const data = onramp.queryFn({ signal })
    void offramp.queryFn({ signal })
    expect(calls.map((call) => [call.method, call.signal])).toEqual([
      ['getAssets', signal],
      ['getOfframpAssets', signal],
    ])
    calls[0]!.resolve(assetsFor({}))
    await expect(data).resolves.toMatchObject({ currencyCode: 'EUR' })
  })

  it('factories refuse a wrong client at once', () => {
    expect(() => onrampQuoteQueryOptions({} as never, params)).toThrow(TypeError)
    expect(() => assetsQueryOptions(undefined as never)).toThrow(/getAssets/)
  })
})

import { describe, expect, it } from 'vitest'
import { DE, US } from './testkit.js'
import { assetId, DEFAULT_FIAT_VALUE, initialState } from './widgetState.js'

describe('initialState', () => {
  it('starts in the default flow and the first country, with nothing loaded or quoted', () => {
    expect(initialState({ defaultFlow: 'OFFRAMP' }, [DE, US])).toEqual({
      flow: 'OFFRAMP',
      countries: [DE, US],
      country: DE,
      assets: [],
      asset: undefined,
      currencies: [],
      currency: undefined,
      fiatValue: DEFAULT_FIAT_VALUE,
      cryptoAmount: undefined,
      quotes: {},
      limits: {},
      method: undefined,
      presetsApply: true,
      quoteSequence: 0,
    })
  })

  it('selects selectedCountryCode in any case, else falls back to the first country', () => {
    expect(
      initialState({ defaultFlow: 'ONRAMP', selectedCountryCode: 'US' }, [DE, US]).country,
    ).toBe(US)
    expect(
      initialState({ defaultFlow: 'ONRAMP', selectedCountryCode: 'zz' }, [DE, US]).country,
    ).toBe(DE)
  })

  it('quotes by swapAmount only when no fiatValue is given', () => {
    const byCrypto = initialState({ defaultFlow: 'ONRAMP', swapAmount: '5000' }, [DE])
    expect(byCrypto.cryptoAmount).toBe('5000')
    const both = initialState({ defaultFlow: 'ONRAMP', swapAmount: '5000', fiatValue: 50 }, [DE])
    expect(both.cryptoAmount).toBeUndefined()
    // the configured fiatValue is applied once the currency is known (flowLoaded), not here
    expect(both.fiatValue).toBe(DEFAULT_FIAT_VALUE)
  })

  it('throws when the sandbox lists no country', () => {
    expect(() => initialState({ defaultFlow: 'ONRAMP' }, [])).toThrow('no countries')
  })
})

describe('assetId', () => {
  it('is <CHAIN>_<SYMBOL>', () => {
    expect(assetId({ chain: 'MATIC', symbol: 'USDC' })).toBe('MATIC_USDC')
  })
})

import { describe, expect, it } from 'vitest'
import { valid, warningsOf } from '../testkit.js'

describe('defaultAsset', () => {
  it('an asset id passes; other forms pass with a warning (the widget opens on its own default)', () => {
    expect(valid({ defaultAsset: 'ETH_USDC' }).defaultAsset).toBe('ETH_USDC')
    expect(warningsOf({ defaultAsset: 'ETH_USDC' })).toEqual([])
    expect(valid({ defaultAsset: 'ETH' }).defaultAsset).toBe('ETH')
    expect(warningsOf({ defaultAsset: 'ETH' })).toEqual([
      {
        path: 'defaultAsset',
        message:
          'defaultAsset "ETH" is a bare symbol: the widget matches it on every chain. Asset ids are written <CHAIN>_<SYMBOL> such as ETH_USDC, or <CHAIN>_* for a whole chain.',
      },
    ])
    expect(warningsOf({ defaultAsset: 'eth_usdc' })[0]!.message).toMatch(
      /"eth_usdc" is not upper case: did you mean "ETH_USDC"\?/,
    )
    expect(warningsOf({ defaultAsset: 'ETH_*' })[0]!.message).toMatch(
      /"ETH_\*" is not of the form <CHAIN>_<SYMBOL>/,
    )
  })

  it('is offered when the list is blank, names it, covers its chain or names its bare symbol', () => {
    for (const swapAsset of ['', 'BTC_BTC,ETH_USDC', 'ETH_*,BTC_BTC', 'USDC']) {
      expect(warningsOf({ swapAsset, defaultAsset: 'ETH_USDC' }).map((w) => w.path)).not.toContain(
        'defaultAsset',
      )
    }
  })

  it('not offered by the on-ramp list is a warning that names the list and the fix', () => {
    const fields = { swapAsset: 'ETH_*,MATIC_USDC', defaultAsset: 'BTC_BTC' }
    expect(valid(fields).defaultAsset).toBe('BTC_BTC')
    expect(warningsOf(fields)).toEqual([
      {
        path: 'defaultAsset',
        message:
          'defaultAsset "BTC_BTC" is not offered by swapAsset "ETH_*,MATIC_USDC": add it or "BTC_*" there, or the widget opens on another asset.',
      },
    ])
  })

  it('checks offrampAsset for the off-ramp flow, and ignores the list of a disabled flow', () => {
    expect(
      warningsOf({
        enabledFlows: ['OFFRAMP'],
        offrampAsset: 'ETH_ETH',
        defaultAsset: 'ETH_USDC',
      })[0]!.message,
    ).toMatch(/not offered by offrampAsset "ETH_ETH"/)
    // swapAsset excludes it, but the on-ramp flow is not enabled.
    expect(
      warningsOf({
        enabledFlows: ['OFFRAMP'],
        swapAsset: 'BTC_BTC',
        offrampAsset: 'ETH_*',
        defaultAsset: 'ETH_USDC',
      }).map((w) => w.path),
    ).not.toContain('defaultAsset')
  })

  it('offered by neither of two enabled flows names both lists', () => {
    const [warning] = warningsOf({
      enabledFlows: ['ONRAMP', 'OFFRAMP'],
      swapAsset: 'ETH_ETH',
      offrampAsset: 'BTC_BTC',
      defaultAsset: 'ETH_USDC',
    })
    expect(warning!.message).toMatch(
      /not offered by swapAsset "ETH_ETH" or offrampAsset "BTC_BTC": add it or "ETH_\*" there/,
    )
  })
})

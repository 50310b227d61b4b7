import { describe, expect, it } from 'vitest'
import { expectOneIssue, issuesOf, valid, warningsOf } from '../testkit.js'

describe('defaultAsset', () => {
  it('must be one asset id', () => {
    expect(valid({ defaultAsset: 'ETH_USDC' }).defaultAsset).toBe('ETH_USDC')
    expectOneIssue(
      { defaultAsset: 'ETH_*' },
      'defaultAsset',
      'defaultAsset must be one asset id such as ETH_USDC, got the string "ETH_*".',
    )
    expectOneIssue(
      { defaultAsset: 'usdc' },
      'defaultAsset',
      /must be one asset id such as ETH_USDC, got the string "usdc"\.$/,
    )
    expectOneIssue(
      { defaultAsset: 'eth_usdc' },
      'defaultAsset',
      /got the string "eth_usdc"\. Did you mean "ETH_USDC"\?$/,
    )
  })

  it('is offered when the list is blank, names it, or covers its chain', () => {
    expect(valid({ defaultAsset: 'ETH_USDC' }).defaultAsset).toBe('ETH_USDC')
    expect(valid({ swapAsset: 'BTC_BTC,ETH_USDC', defaultAsset: 'ETH_USDC' }).defaultAsset).toBe(
      'ETH_USDC',
    )
    expect(valid({ swapAsset: 'ETH_*,BTC_BTC', defaultAsset: 'ETH_DAI' }).defaultAsset).toBe(
      'ETH_DAI',
    )
  })

  it('not offered by the on-ramp list is an issue that names the list and the fix', () => {
    expectOneIssue(
      { swapAsset: 'ETH_*,MATIC_USDC', defaultAsset: 'BTC_BTC' },
      'defaultAsset',
      'defaultAsset "BTC_BTC" is not offered by swapAsset "ETH_*,MATIC_USDC": add it or "BTC_*" there.',
    )
  })

  it('checks offrampAsset for the off-ramp flow, and ignores the list of a disabled flow', () => {
    expectOneIssue(
      { enabledFlows: ['OFFRAMP'], offrampAsset: 'ETH_ETH', defaultAsset: 'ETH_USDC' },
      'defaultAsset',
      /not offered by offrampAsset "ETH_ETH"/,
    )
    // swapAsset excludes it, but the on-ramp flow is not enabled.
    expect(
      valid({
        enabledFlows: ['OFFRAMP'],
        swapAsset: 'BTC_BTC',
        offrampAsset: 'ETH_*',
        defaultAsset: 'ETH_USDC',
      }).defaultAsset,
    ).toBe('ETH_USDC')
    // offrampAsset excludes it, but only the on-ramp flow is enabled (the default).
    expect(valid({ offrampAsset: 'BTC_BTC', defaultAsset: 'ETH_USDC' }).defaultAsset).toBe(
      'ETH_USDC',
    )
  })

  it('offered by only one of two enabled flows is a warning', () => {
    expect(
      warningsOf({
        enabledFlows: ['ONRAMP', 'OFFRAMP'],
        swapAsset: 'ETH_*',
        offrampAsset: 'BTC_BTC',
        defaultAsset: 'ETH_USDC',
      }),
    ).toEqual([
      {
        path: 'defaultAsset',
        message:
          'defaultAsset "ETH_USDC" is not offered by offrampAsset "BTC_BTC": add it or "ETH_*" there.',
      },
    ])
  })

  it('offered by neither of two enabled flows is an issue naming both lists', () => {
    expectOneIssue(
      {
        enabledFlows: ['ONRAMP', 'OFFRAMP'],
        swapAsset: 'ETH_ETH',
        offrampAsset: 'BTC_BTC',
        defaultAsset: 'ETH_USDC',
      },
      'defaultAsset',
      /not offered by swapAsset "ETH_ETH" or offrampAsset "BTC_BTC": add it or "ETH_\*" there\.$/,
    )
  })

  it('does not pile an offer issue on top of an invalid list', () => {
    expect(
      issuesOf({ swapAsset: 'nope', defaultAsset: 'ETH_USDC' }).map((issue) => issue.path),
    ).toEqual(['swapAsset'])
  })
})

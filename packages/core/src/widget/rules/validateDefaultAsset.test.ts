import { describe, expect, it } from 'vitest'
import { expectOneIssue, issuesOf, valid, warningsOf } from '../testkit.js'

describe('defaultAsset', () => {
  it('must be one asset id', () => {
    expect(valid({ defaultAsset: 'ETH_USDC' }).defaultAsset).toBe('ETH_USDC')
    expectOneIssue(
      { defaultAsset: 'ETH_*' },
      'defaultAsset',
      'defaultAsset must be a single asset such as ETH_USDC, not the chain wildcard "ETH_*".',
    )
    expectOneIssue(
      { defaultAsset: 'usdc' },
      'defaultAsset',
      /must be an asset id <CHAIN>_<SYMBOL> such as ETH_USDC, got the string "usdc"/,
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
      'defaultAsset "BTC_BTC" is not offered: swapAsset "ETH_*,MATIC_USDC" does not include it. Add it (or its chain, BTC_*) to swapAsset, or choose an offered asset.',
    )
  })

  it('checks offrampAsset for the off-ramp flow, and ignores the list of a disabled flow', () => {
    expectOneIssue(
      { enabledFlows: ['OFFRAMP'], offrampAsset: 'ETH_ETH', defaultAsset: 'ETH_USDC' },
      'defaultAsset',
      /offrampAsset "ETH_ETH" does not include it/,
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
          'defaultAsset "ETH_USDC" is not offered in the OFFRAMP flow: offrampAsset "BTC_BTC" does not include it. Add it (or its chain, ETH_*) to offrampAsset, or choose an offered asset.',
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
      /swapAsset "ETH_ETH" does not include it and offrampAsset "BTC_BTC" does not include it\. Add it .* to swapAsset and offrampAsset/,
    )
  })

  it('does not pile an offer issue on top of an invalid list', () => {
    expect(
      issuesOf({ swapAsset: 'nope', defaultAsset: 'ETH_USDC' }).map((issue) => issue.path),
    ).toEqual(['swapAsset'])
  })
})

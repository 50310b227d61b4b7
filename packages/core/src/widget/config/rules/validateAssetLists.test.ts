import { describe, expect, it } from 'vitest'
import { expectOneIssue, valid, warningsOf } from '../testkit.js'

describe.each(['swapAsset', 'offrampAsset'] as const)('%s', (key) => {
  // offrampAsset is for the off-ramp flow only (a rule of its own, tested there).
  const flows = key === 'offrampAsset' ? { enabledFlows: ['ONRAMP', 'OFFRAMP'] } : {}
  const ok = (value: unknown) => valid({ ...flows, [key]: value })
  const warned = (value: unknown) => warningsOf({ ...flows, [key]: value })

  it('accepts single assets, lists, chain wildcards and mixes, trimming spaces', () => {
    expect(ok('ETH_USDC')[key]).toBe('ETH_USDC')
    expect(ok('ETH_*')[key]).toBe('ETH_*')
    expect(ok(' ETH_*, MATIC_USDC.e ,BTC_BTC')[key]).toBe('ETH_*,MATIC_USDC.e,BTC_BTC')
    expect(warned(' ETH_*, MATIC_USDC.e ,BTC_BTC')).toEqual([])
  })

  it('blank means every asset, so it is left out silently', () => {
    expect(ok('')).not.toHaveProperty(key)
    expect(ok('  ')).not.toHaveProperty(key)
    expect(warned('')).toEqual([])
  })

  it('accepts bare symbols as the official SDK does (its own test uses swapAsset: ETH), with a warning', () => {
    expect(ok('ETH')[key]).toBe('ETH')
    expect(ok('ETH,MATIC_*')[key]).toBe('ETH,MATIC_*')
    expect(warned('ETH,MATIC_*')).toEqual([
      {
        path: key,
        message: `${key} entry "ETH" is a bare symbol: the widget matches it on every chain. Asset ids are written <CHAIN>_<SYMBOL> such as ETH_USDC, or <CHAIN>_* for a whole chain.`,
      },
    ])
  })

  it('warns about every entry of another form, with the upper-case form when that fits', () => {
    expect(ok('ETH_USDC,eth_usdc,,*,ETH-USDC')[key]).toBe('ETH_USDC,eth_usdc,,*,ETH-USDC')
    expect(warned('ETH_USDC,eth_usdc,,*,ETH-USDC').map((w) => w.message)).toEqual([
      expect.stringMatching(/entry "eth_usdc" is not upper case: did you mean "ETH_USDC"\?/),
      expect.stringMatching(/entry is empty\./),
      expect.stringMatching(/entry "\*" is not of the form <CHAIN>_<SYMBOL>\./),
      expect.stringMatching(/entry "ETH-USDC" is not of the form <CHAIN>_<SYMBOL>\./),
    ])
  })

  it('caps the number of entry warnings for huge lists', () => {
    const warnings = warned(new Array(10_000).fill('x-').join(','))
    expect(warnings.filter((w) => w.message.includes('entry'))).toHaveLength(10)
    expect(warnings.map((w) => w.message)).toContain(`${key} has 9990 more entries of other forms.`)
  })

  it('must be one string (an array is not joined for the host)', () => {
    expectOneIssue(
      { ...flows, [key]: ['ETH_USDC'] },
      key,
      /must be a comma-separated string such as 'ETH_USDC,MATIC_\*', got an array of 1 item\.$/,
    )
    expectOneIssue(
      { ...flows, [key]: 5 },
      key,
      /must be a comma-separated string .*, got the number 5/,
    )
  })

  it('warns about repeated entries', () => {
    expect(warned('ETH_ETH,ETH_ETH')).toEqual([
      { path: key, message: `${key} lists "ETH_ETH" more than once.` },
    ])
  })
})

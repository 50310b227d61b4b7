import { describe, expect, it } from 'vitest'
import { expectOneIssue, issuesOf, valid, warningsOf } from '../testkit.js'

describe.each(['swapAsset', 'offrampAsset'] as const)('%s', (key) => {
  it('accepts single assets, lists, chain wildcards and mixes, trimming spaces', () => {
    expect(valid({ [key]: 'ETH_USDC' })[key]).toBe('ETH_USDC')
    expect(valid({ [key]: 'ETH_*' })[key]).toBe('ETH_*')
    expect(valid({ [key]: ' ETH_*, MATIC_USDC.e ,BTC_BTC' })[key]).toBe(
      'ETH_*,MATIC_USDC.e,BTC_BTC',
    )
  })

  it('blank means every asset, so it is left out silently', () => {
    expect(valid({ [key]: '' })).not.toHaveProperty(key)
    expect(valid({ [key]: '  ' })).not.toHaveProperty(key)
    expect(warningsOf({ [key]: '' })).toEqual([])
  })

  it('reports every malformed entry with its position and the expected forms', () => {
    expect(issuesOf({ [key]: 'ETH_USDC,eth_usdc,,*,ETH-USDC' })).toEqual([
      {
        path: key,
        message: `${key} entry 2 of 5 must be <CHAIN>_<SYMBOL> such as ETH_USDC or <CHAIN>_*, got the string "eth_usdc". Did you mean "ETH_USDC"?`,
      },
      {
        path: key,
        message: `${key} entry 3 of 5 must be <CHAIN>_<SYMBOL> such as ETH_USDC or <CHAIN>_*, got an empty string.`,
      },
      { path: key, message: expect.stringContaining('entry 4 of 5 must be <CHAIN>_<SYMBOL>') },
      {
        path: key,
        message: expect.stringMatching(/entry 5 of 5 must be [^?]*, got the string "ETH-USDC"\.$/),
      },
    ])
  })

  it('caps the number of entry issues for huge lists', () => {
    const issues = issuesOf({ [key]: new Array(10_000).fill('x').join(',') })
    expect(issues).toHaveLength(11)
    expect(issues[10]!.message).toBe(`${key} has 9990 more malformed entries.`)
  })

  it('must be one string (an array is not joined for the host)', () => {
    expectOneIssue(
      { [key]: ['ETH_USDC'] },
      key,
      /must be a comma-separated string such as 'ETH_USDC,MATIC_\*', got an array of 1 item\.$/,
    )
    expectOneIssue({ [key]: 5 }, key, /must be a comma-separated string .*, got the number 5/)
  })

  it('warns about repeated entries', () => {
    expect(warningsOf({ [key]: 'ETH_ETH,ETH_ETH' })).toEqual([
      { path: key, message: `${key} lists "ETH_ETH" more than once.` },
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { expectOneIssue, issuesOf, valid } from '../testkit.js'

describe('enabledFlows and defaultFlow', () => {
  it('accepts each valid combination and keeps only what was given', () => {
    expect(valid()).not.toHaveProperty('enabledFlows')
    expect(valid()).not.toHaveProperty('defaultFlow')
    expect(valid({ enabledFlows: ['OFFRAMP'] }).enabledFlows).toEqual(['OFFRAMP'])
    expect(valid({ enabledFlows: ['ONRAMP', 'OFFRAMP'], defaultFlow: 'OFFRAMP' })).toMatchObject({
      enabledFlows: ['ONRAMP', 'OFFRAMP'],
      defaultFlow: 'OFFRAMP',
    })
    expect(valid({ defaultFlow: 'ONRAMP' }).defaultFlow).toBe('ONRAMP')
  })

  it('copies the array (later mutation of the input changes nothing)', () => {
    const flows = ['ONRAMP']
    const config = valid({ enabledFlows: flows })
    flows.push('OFFRAMP')
    expect(config.enabledFlows).toEqual(['ONRAMP'])
  })

  it('must be an array, not the hosted-mode string', () => {
    expectOneIssue(
      { enabledFlows: 'ONRAMP,OFFRAMP' },
      'enabledFlows',
      "enabledFlows must be a non-empty array of distinct flows such as ['ONRAMP', 'OFFRAMP'], got the string \"ONRAMP,OFFRAMP\".",
    )
  })

  it('must not be empty', () => {
    expectOneIssue(
      { enabledFlows: [] },
      'enabledFlows',
      /must be a non-empty array of distinct flows .*, got an empty array\.$/,
    )
  })

  it('reports each bad value at its index, with a suggestion', () => {
    expect(issuesOf({ enabledFlows: ['onramp', 'SELL'] })).toEqual([
      {
        path: 'enabledFlows[0]',
        message:
          "enabledFlows[0] must be 'ONRAMP' or 'OFFRAMP', got the string \"onramp\". Did you mean 'ONRAMP'?",
      },
      {
        path: 'enabledFlows[1]',
        message: "enabledFlows[1] must be 'ONRAMP' or 'OFFRAMP', got the string \"SELL\".",
      },
    ])
  })

  it('rejects duplicates', () => {
    expectOneIssue(
      { enabledFlows: ['OFFRAMP', 'OFFRAMP'] },
      'enabledFlows[1]',
      "enabledFlows[1] repeats 'OFFRAMP'.",
    )
  })

  it('rejects long arrays in one issue without reading every item', () => {
    expectOneIssue(
      { enabledFlows: new Array(1_000_000).fill('ONRAMP') },
      'enabledFlows',
      /distinct flows .*, got an array of 1000000 items\.$/,
    )
  })

  it('handles sparse arrays', () => {
    // biome-ignore lint/suspicious/noSparseArray: the point of the test
    expectOneIssue({ enabledFlows: [, 'ONRAMP'] }, 'enabledFlows[0]', /got undefined/)
  })

  it('defaultFlow must be a flow', () => {
    expectOneIssue(
      { defaultFlow: 'offramp' },
      'defaultFlow',
      /must be 'ONRAMP' or 'OFFRAMP', got the string "offramp". Did you mean 'OFFRAMP'\?/,
    )
  })

  it('defaultFlow must be enabled, explaining the default list', () => {
    expectOneIssue(
      { defaultFlow: 'OFFRAMP' },
      'defaultFlow',
      "defaultFlow 'OFFRAMP' is not enabled: enabledFlows is ['ONRAMP'] (the default).",
    )
    expectOneIssue(
      { enabledFlows: ['OFFRAMP'], defaultFlow: 'ONRAMP' },
      'defaultFlow',
      "defaultFlow 'ONRAMP' is not enabled: enabledFlows is ['OFFRAMP'].",
    )
  })
})

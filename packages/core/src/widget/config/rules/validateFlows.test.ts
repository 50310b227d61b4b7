import { describe, expect, it } from 'vitest'
import { expectOneIssue, issuesOf, valid, warningsOf } from '../testkit.js'

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

  it('the hosted-mode string is read as a list, with a warning', () => {
    expect(valid({ enabledFlows: 'ONRAMP,OFFRAMP' }).enabledFlows).toEqual(['ONRAMP', 'OFFRAMP'])
    expect(warningsOf({ enabledFlows: 'ONRAMP,OFFRAMP' })[0]!.message).toMatch(
      /^enabledFlows is a string: the configuration takes an array/,
    )
    expectOneIssue({ enabledFlows: 'ONRAMP,BUY' }, 'enabledFlows[1]', /got the string "BUY"/)
  })

  it('empty is a warning: the default applies', () => {
    expect(valid({ enabledFlows: [] })).not.toHaveProperty('enabledFlows')
    expect(warningsOf({ enabledFlows: [] })).toEqual([
      { path: 'enabledFlows', message: "enabledFlows is empty: the default ['ONRAMP'] applies." },
    ])
  })

  it('anything else than an array or a string is an issue', () => {
    expectOneIssue({ enabledFlows: { 0: 'ONRAMP' } }, 'enabledFlows', /must be an array of flows/)
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

  it('warns about duplicates', () => {
    expect(valid({ enabledFlows: ['OFFRAMP', 'OFFRAMP'] }).enabledFlows).toEqual(['OFFRAMP'])
    expect(warningsOf({ enabledFlows: ['OFFRAMP', 'OFFRAMP'] })).toEqual([
      { path: 'enabledFlows[1]', message: "enabledFlows[1] repeats 'OFFRAMP'." },
    ])
  })

  it('rejects long arrays in one issue without reading every item', () => {
    expectOneIssue(
      { enabledFlows: new Array(1_000_000).fill('ONRAMP') },
      'enabledFlows',
      /an array of flows .*, got an array of 1000000 items\.$/,
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

  it('a defaultFlow that is not enabled is a warning explaining the default list', () => {
    expect(valid({ defaultFlow: 'OFFRAMP' }).defaultFlow).toBe('OFFRAMP')
    expect(warningsOf({ defaultFlow: 'OFFRAMP' })).toEqual([
      {
        path: 'defaultFlow',
        message:
          "defaultFlow 'OFFRAMP' is not enabled (enabledFlows is ['ONRAMP'] (the default)): the widget cannot open it. Add it to enabledFlows.",
      },
    ])
    expect(warningsOf({ enabledFlows: ['OFFRAMP'], defaultFlow: 'ONRAMP' })[0]!.message).toContain(
      "(enabledFlows is ['OFFRAMP'])",
    )
  })
})

import { describe, expect, it } from 'vitest'
import { expectOneIssue, issuesOf, valid, warningsOf } from '../testkit.js'

const FINAL = 'https://host.example/done#ok'

describe('finalUrl: hosted variants and the on-ramp flow only', () => {
  it.each(['hosted', 'hosted-mobile'])('is accepted with %s', (variant) => {
    expect(valid({ variant, finalUrl: FINAL }).finalUrl).toBe(FINAL)
    expect(valid({ variant, finalUrl: FINAL, enabledFlows: ['OFFRAMP', 'ONRAMP'] }).finalUrl).toBe(
      FINAL,
    )
  })

  it.each(['auto', 'desktop', 'mobile', 'webview-mobile'])('is an issue with %s', (variant) => {
    expectOneIssue(
      { variant, finalUrl: FINAL },
      'finalUrl',
      `finalUrl is only for the hosted variants, but variant is '${variant}'.`,
    )
  })

  it('is an issue when only the off-ramp flow is enabled', () => {
    expectOneIssue(
      { variant: 'hosted', enabledFlows: ['OFFRAMP'], finalUrl: FINAL },
      'finalUrl',
      "finalUrl is only for the ONRAMP flow, but enabledFlows is ['OFFRAMP'].",
    )
  })

  it('both problems are reported together', () => {
    expect(
      issuesOf({ enabledFlows: ['OFFRAMP'], finalUrl: FINAL }).map((issue) => issue.path),
    ).toEqual(['finalUrl', 'finalUrl'])
  })
})

describe('useSendCryptoCallback: off-ramp only', () => {
  it('true is accepted when the off-ramp flow is enabled', () => {
    expect(
      valid({ enabledFlows: ['ONRAMP', 'OFFRAMP'], useSendCryptoCallback: true })
        .useSendCryptoCallback,
    ).toBe(true)
  })

  it('true without the off-ramp flow is an issue; false is harmless', () => {
    expectOneIssue(
      { useSendCryptoCallback: true },
      'useSendCryptoCallback',
      "useSendCryptoCallback is only for the OFFRAMP flow, but enabledFlows is ['ONRAMP'] (the default).",
    )
    expect(valid({ useSendCryptoCallback: false }).useSendCryptoCallback).toBe(false)
  })
})

describe('webhooks of a disabled flow', () => {
  it('are kept, with a warning', () => {
    expect(warningsOf({ offrampWebhookV3Url: 'https://h.example/sales' })).toEqual([
      {
        path: 'offrampWebhookV3Url',
        message:
          "offrampWebhookV3Url is only for the OFFRAMP flow, but enabledFlows is ['ONRAMP'] (the default), so it will not be called.",
      },
    ])
    expect(
      warningsOf({ enabledFlows: ['OFFRAMP'], webhookStatusUrl: 'https://h.example/p' }),
    ).toEqual([
      {
        path: 'webhookStatusUrl',
        message:
          "webhookStatusUrl is only for the ONRAMP flow, but enabledFlows is ['OFFRAMP'], so it will not be called.",
      },
    ])
    expect(warningsOf({ webhookStatusUrl: 'https://h.example/p' })).toEqual([])
  })
})

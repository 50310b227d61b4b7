import { describe, expect, it } from 'vitest'
import { expectOneIssue, issuesOf, valid, warningsOf } from '../testkit.js'

const FINAL = 'https://host.example/done#ok'

describe('finalUrl: hosted variants and the on-ramp flow only', () => {
  it.each(['hosted', 'hosted-mobile', 'hosted-desktop', 'hosted-auto', 'webview-mobile'])(
    'is accepted with %s',
    (variant) => {
      expect(valid({ variant, finalUrl: FINAL }).finalUrl).toBe(FINAL)
      expect(
        valid({ variant, finalUrl: FINAL, enabledFlows: ['OFFRAMP', 'ONRAMP'] }).finalUrl,
      ).toBe(FINAL)
    },
  )

  it.each(['desktop', 'mobile'])('is an issue with %s (an overlay never redirects)', (variant) => {
    expectOneIssue(
      { variant, finalUrl: FINAL },
      'finalUrl',
      `finalUrl is only for hosted integration (buildWidgetUrl, or a hosted variant), but variant is '${variant}': the widget would never redirect.`,
    )
  })

  it('with auto (given or by default) it is a warning: the configuration may be built into a hosted URL', () => {
    for (const fields of [{ finalUrl: FINAL }, { finalUrl: FINAL, variant: 'auto' }]) {
      expect(valid(fields).finalUrl).toBe(FINAL)
      expect(warningsOf(fields)[0]!.message).toMatch(
        /createWidget opens an overlay for it and refuses finalUrl; buildWidgetUrl takes it\.$/,
      )
    }
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
      issuesOf({ variant: 'mobile', enabledFlows: ['OFFRAMP'], finalUrl: FINAL }).map(
        (issue) => issue.path,
      ),
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

describe('offrampAsset: off-ramp only', () => {
  it('is an issue without the off-ramp flow; blank is harmless', () => {
    expectOneIssue(
      { offrampAsset: 'ETH_USDC' },
      'offrampAsset',
      "offrampAsset is only for the OFFRAMP flow, but enabledFlows is ['ONRAMP'] (the default).",
    )
    expect(valid({ offrampAsset: '' })).not.toHaveProperty('offrampAsset')
    expect(valid({ enabledFlows: ['OFFRAMP'], offrampAsset: 'ETH_USDC' }).offrampAsset).toBe(
      'ETH_USDC',
    )
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

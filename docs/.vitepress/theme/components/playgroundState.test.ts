import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EXAMPLE_CONFIG,
  evaluatePlayground,
  SANDBOX_WIDGET_URL,
  sandboxWidgetUrl,
} from './playgroundState'

const required = {
  hostAppName: 'My wallet',
  hostLogoUrl: 'https://example.com/logo.svg',
  hostApiKey: 'demo-host-api-key',
}

describe('evaluatePlayground', () => {
  it('shows the example’s warnings with their hints and the URL it makes', () => {
    const result = evaluatePlayground(EXAMPLE_CONFIG)
    expect(result.issues).toEqual([])
    expect(result.warnings.map((warning) => warning.path)).toEqual(
      expect.arrayContaining(['swapAsset', 'fiatCurrency']),
    )
    expect(result.warnings.find((warning) => warning.path === 'fiatCurrency')?.message).toContain(
      'Did you mean "EUR"?',
    )
    expect(result.url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/widget\/\?/)
  })

  it('gives the missing hostApiKey as an issue, and no URL', () => {
    const { hostApiKey: _, ...withoutKey } = required
    const result = evaluatePlayground(JSON.stringify(withoutKey))
    expect(result.issues).toEqual([expect.objectContaining({ path: 'hostApiKey' })])
    expect(result.url).toBeUndefined()
  })

  it('says when the text is not JSON', () => {
    expect(evaluatePlayground('{ "hostAppName": ').syntaxError).toBeTruthy()
  })

  it('reports what the hosted URL cannot take (an embedded variant) as issues instead of throwing', () => {
    const result = evaluatePlayground(JSON.stringify({ ...required, variant: 'embedded-desktop' }))
    expect(result.url).toBeUndefined()
    expect(result.issues.length).toBeGreaterThan(0)
  })

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify({ ...required, extra: value })),
        ),
        (text) => {
          const result = evaluatePlayground(text)
          expect(result.url === undefined || result.issues.length === 0).toBe(true)
        },
      ),
    )
  })

  it('aims the same configuration at the sandbox’s stand-in widget', () => {
    const url = sandboxWidgetUrl(
      JSON.stringify({ ...required, url: 'https://app.rampnetwork.com/' }),
    )
    expect(url?.startsWith(`${SANDBOX_WIDGET_URL}?`)).toBe(true)
    expect(sandboxWidgetUrl('not json')).toBeUndefined()
  })
})

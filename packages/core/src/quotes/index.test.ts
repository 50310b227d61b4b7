import { describe, expect, it } from 'vitest'

describe('quotes exports', () => {
  it('exports exactly these runtime names', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
      [
        "QuoteInputError",
        "assetsQueryOptions",
        "bestQuote",
        "createAssetsStore",
        "createQuoteStore",
        "createResourceStore",
        "describeQuoteLimit",
        "isQuoteInputError",
        "offrampAssetsQueryOptions",
        "offrampQuoteQueryOptions",
        "onrampQuoteQueryOptions",
        "quoteOutsideLimits",
        "validateQuoteParams",
      ]
    `)
  })

  it('are all reachable from a public entry (hosts: @rampkit/core; adapters: /adapter)', async () => {
    const entries = {
      ...(await import('../exports/adapter.js')),
      ...(await import('../exports/index.js')),
    }
    for (const name of Object.keys(await import('./index.js'))) expect(entries).toHaveProperty(name)
  })
})

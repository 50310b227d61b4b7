import { describe, expect, it } from 'vitest'

describe('quotes exports', () => {
  it('exports exactly these runtime names', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULT_QUOTE_DEBOUNCE_MS",
        "DEFAULT_QUOTE_REFRESH_INTERVAL_MS",
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

  it('are all reachable from the package entry', async () => {
    const entry = await import('../exports/index.js')
    for (const name of Object.keys(await import('./index.js'))) expect(entry).toHaveProperty(name)
  })
})

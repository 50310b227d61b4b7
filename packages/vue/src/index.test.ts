import { describe, expect, it } from 'vitest'

describe('@rampkit/vue exports', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
      [
        "RampKitClientKey",
        "RampKitPlugin",
        "RampWidget",
        "provideRampKit",
        "useAssets",
        "useOfframpQuote",
        "useOnrampQuote",
        "usePurchase",
        "useRampKitClient",
        "useRampWidget",
        "useResource",
        "useSale",
      ]
    `)
  })
})

import { describe, expect, it } from 'vitest'

describe('@rampkit/react exports', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
      [
        "RampKitProvider",
        "RampWidget",
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

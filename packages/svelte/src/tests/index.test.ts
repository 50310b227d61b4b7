import { describe, expect, it } from 'vitest'

describe('@rampkit/svelte exports', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('../lib/index.js')).sort()).toMatchInlineSnapshot(`
      [
        "RampWidget",
        "createAssets",
        "createOfframpQuote",
        "createOnrampQuote",
        "createPurchase",
        "createRampWidget",
        "createResource",
        "createSale",
        "getRampKitClient",
        "rampWidget",
        "setRampKitContext",
      ]
    `)
  })
})

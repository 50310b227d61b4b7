import { describe, expect, it } from 'vitest'
import { getJson, ONRAMP, postJson } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

const QUOTE_BODY = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }

async function rate(sandbox: ReturnType<typeof createSandbox>): Promise<number> {
  const res = await postJson<{ asset: { price: { EUR: number } } }>(sandbox, ONRAMP, QUOTE_BODY)
  return res.body.asset.price.EUR
}

describe('price walk control', () => {
  it('paused, quotes stay as time passes; a step moves them; resumed, they walk from there', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z')
    const sandbox = createSandbox({ seed: 7, now: () => now, priceStepMs: 1000 })
    const paused = await postJson(sandbox, '/sandbox/prices/walk/pause', {})
    expect(paused.body).toMatchObject({ paused: true, stepMs: 1000, seeded: true })
    const held = await rate(sandbox)
    now += 60_000
    expect(await rate(sandbox)).toBe(held)
    const rates = new Set([held])
    for (let i = 0; i < 5; i++) {
      await postJson(sandbox, '/sandbox/prices/walk/step', {})
      rates.add(await rate(sandbox))
    }
    expect(rates.size).toBeGreaterThan(1)
    const stepped = await rate(sandbox)
    const resumed = await postJson(sandbox, '/sandbox/prices/walk/resume', {})
    expect(resumed.body).toMatchObject({ paused: false })
    expect(await rate(sandbox)).toBe(stepped)
    expect((await getJson(sandbox, '/sandbox/prices/walk')).body).toMatchObject({ paused: false })
  })

  it('other methods are 405', async () => {
    const sandbox = createSandbox()
    expect((await getJson(sandbox, '/sandbox/prices/walk/step')).status).toBe(405)
  })
})

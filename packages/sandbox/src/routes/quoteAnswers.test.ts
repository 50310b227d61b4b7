import { createHash } from 'node:crypto'
import { PAYMENT_METHODS } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
import { KEY, LEGACY_QUOTE, OFFRAMP, ONRAMP } from '../../test/helpers.js'
import { createSandbox, type Sandbox } from '../app.js'
import { ASSETS } from '../fixtures/assets.js'
import { FIAT_CURRENCIES } from '../fixtures/currencies.js'

/**
 * Every quote answer (status, Content-Type, body bytes) for a few thousand generated requests,
 * recorded as one digest per (endpoint, asset, currency, price). The record was made before
 * the quote path was optimised (precomputed per price step, answers built from cached parts),
 * so a change that alters any byte of any answer shows up here with the group it is in.
 * An intended change of the quote model re-records it: `vitest run -u`.
 */

// Fiat amounts around every limit and fee threshold of the fixtures (EUR cents), converted to
// each currency and nudged a cent either way, plus a spread of ordinary and extreme values.
const EUR_THRESHOLDS = [99n, 249n, 500n, 2_000n, 5_000n, 200_000n, 500_000n, 1_000_000n]
const PLAIN_FIAT = [0.01, 0.1, 1, 1.005, 12.345, 33.33, 100, 250, 999.99, 4321.5, 1e5, 1e9, 1e15]

function fiatAmounts(eurPerUnitMicro: bigint): number[] {
  const amounts = new Set(PLAIN_FIAT)
  for (const eurCents of EUR_THRESHOLDS) {
    const cents = (eurCents * 1_000_000n) / eurPerUnitMicro
    for (const nudge of [-1n, 0n, 1n]) {
      const value = cents + nudge
      if (value > 0n) amounts.add(Number(value) / 100)
    }
  }
  return [...amounts]
}

function cryptoAmounts(decimals: number): string[] {
  const unit = 10n ** BigInt(decimals)
  const amounts = new Set(['1', '999', '9999', '10000', '10001', '999999', '1000000', '1000001'])
  for (const value of [unit / 10_000n, unit / 100n, unit, 3n * unit + 7n, unit * 1_000n]) {
    if (value > 0n) amounts.add(String(value))
  }
  amounts.add('123456789012345678901234567890')
  amounts.add('9'.repeat(78))
  return [...amounts]
}

async function answer(sandbox: Sandbox, url: string, body: unknown): Promise<string> {
  const res = await sandbox.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return `${res.status} ${res.headers.get('content-type')} ${await res.text()}\n`
}

const digest = (answers: string[]) =>
  createHash('sha256').update(answers.join('')).digest('hex').slice(0, 16)

async function record(sandbox: Sandbox, price: string): Promise<string[]> {
  const lines: string[] = []
  for (const asset of ASSETS) {
    for (const fiat of FIAT_CURRENCIES) {
      const trade = { cryptoAssetSymbol: asset.id, fiatCurrency: fiat.code }
      const bodies = [
        ...fiatAmounts(fiat.eurPerUnitMicro).map((fiatValue) => ({ ...trade, fiatValue })),
        ...cryptoAmounts(asset.decimals).map((cryptoAmount) => ({ ...trade, cryptoAmount })),
      ]
      for (const [name, path] of [
        ['onramp', ONRAMP],
        ['offramp', OFFRAMP],
      ] as const) {
        const answers: string[] = []
        for (const body of bodies) answers.push(await answer(sandbox, path, body))
        lines.push(`${price} ${name} ${asset.id} ${fiat.code} ${digest(answers)}`)
      }
      const legacy: string[] = []
      for (const paymentMethodType of [undefined, ...PAYMENT_METHODS.filter((m) => m !== 'PIX')]) {
        for (const body of bodies.slice(0, 12)) {
          const withSymbol = { ...body, cryptoAssetSymbol: asset.symbol }
          legacy.push(await answer(sandbox, LEGACY_QUOTE, { ...withSymbol, paymentMethodType }))
        }
      }
      lines.push(`${price} legacy ${asset.id} ${fiat.code} ${digest(legacy)}`)
    }
  }
  return lines
}

describe('POST quote answers', () => {
  it('are byte for byte the recorded ones, fixed and seeded prices, any origin', async () => {
    const clock = { now: 1_700_000_000_000 }
    const fixed = createSandbox({ now: () => clock.now })
    const seeded = createSandbox({ seed: 7, now: () => clock.now })
    const lines = [...(await record(fixed, 'fixed'))]
    clock.now += 37 * 5_000 + 1_234 // a few steps of the walk: prices off their round values
    lines.push(...(await record(seeded, 'seeded')))

    // The origin ends up in logo URLs; a country code narrows the assets; bad input is named.
    const others: string[] = []
    const v3 = `http://127.0.0.1:8787${ONRAMP}`
    const eth = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }
    for (const body of [
      eth,
      { ...eth, userCountryCode: 'US', userRegionCode: 'ny' },
      { ...eth, cryptoAssetSymbol: 'ETH_DAI' },
      { ...eth, cryptoAssetSymbol: 'eth_eth' },
      { ...eth, fiatCurrency: 'XXX' },
      { ...eth, fiatValue: 0 },
      { ...eth, cryptoAmount: '1' },
    ]) {
      others.push(await answer(fixed, v3, body))
      others.push(await answer(fixed, `http://[::1]:9${OFFRAMP}`, body))
    }
    others.push(await answer(fixed, `/api/host-api/v3/onramp/quote/all?hostApiKey=${KEY}x`, eth))
    lines.push(`others ${digest(others)}`)

    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/quoteAnswers.txt')
  }, 120_000)
})

// @rampkit/core/compat throws exactly where the official SDK 6.2 throws, and writes the widget
// URL it writes, for configurations the official SDK accepts (its own types and the untyped
// values host apps ship: no hostApiKey, numbers past 2^53, 'true' for booleans, null, finalUrl
// on an overlay, fiatValue alone, unknown variants). Side by side in Chromium, the same page
// code, in an app's development, production and default builds (the default build decides at
// run time: the page's process.env.NODE_ENV, each value on half of the configurations). A
// difference fails unless packages/core/src/compat/differences.json lists what explains it; a
// planted one fails.
import fc from 'fast-check'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ConfigJson } from './official/configs.js'
import { compareOutcomes, knownDifferences, type Verdict } from './official/differences.js'
import { officialAcceptedConfig } from './official/lenientConfigs.js'
import {
  type OfficialOutcome,
  type Outcomes,
  officialOutcomes,
  showOutcomes,
} from './official/outcomes.js'
import type { SideBySideWindow } from './official/page.js'
import type { BuildMode } from './official/servers.js'
import { openBuildPage, sideBySideInChromium } from './official/sideBySideInChromium.js'

/** Configurations per build; the same ones in each (fixed seed; FC_SEED replays another). */
const CONFIGS = Number(process.env.COMPAT_CONFIGS ?? 520)
const SEED = Number(process.env.FC_SEED ?? 19)
const BATCH = 65

/**
 * Each build, and for the default one each run-time NODE_ENV. The default build is the same code
 * as the other two but for how `__DEV__` is written (packages/core/build/devFlag.mjs: a run-time
 * test of NODE_ENV, where the others have `true` and `false`), so what its runs add is that each
 * `__DEV__` site reads the page's NODE_ENV: every configuration runs in it once, the even ones
 * with NODE_ENV production and the odd ones with development (`half`), and each reading meets
 * half of them, with every variant setting and refusals among them (both checked).
 */
const BUILDS: {
  mode: BuildMode
  nodeEnv?: 'production' | 'development'
  warns: boolean
  half?: 0 | 1
}[] = [
  { mode: 'development', warns: true },
  { mode: 'production', warns: false },
  { mode: 'default', nodeEnv: 'production', warns: false, half: 0 },
  { mode: 'default', nodeEnv: 'development', warns: true, half: 1 },
]

const DIFFERENCES = knownDifferences()
const ALLOWED = new Set(DIFFERENCES.map(({ id }) => id))

const chromium = sideBySideInChromium({ oneProcess: true })
const configs: ConfigJson[] = fc.sample(officialAcceptedConfig, { numRuns: CONFIGS, seed: SEED })

const sideBySide = (mode: BuildMode, nodeEnv = 'production'): Promise<Page> =>
  openBuildPage(chromium, mode, { noload: '', nodeEnv })

let official: Promise<OfficialOutcome[]> | undefined

/**
 * The official SDK on every configuration, once for the file: its part of the page is the same
 * in every build (it reads no NODE_ENV), so each build's page runs compat alone beside it.
 */
function officialOnAll(): Promise<OfficialOutcome[]> {
  official ??= (async () => {
    const page = await sideBySide('production')
    const out: OfficialOutcome[] = []
    for (let start = 0; start < configs.length; start += BATCH)
      out.push(...(await officialOutcomes(page, configs.slice(start, start + BATCH))))
    await page.close()
    return out
  })()
  return official
}

/** Compat on the configurations at `indices`, in batches, beside the official SDK's outcomes. */
async function outcomesOf(page: Page, indices: number[]): Promise<Outcomes[]> {
  const officials = await officialOnAll()
  const out: Outcomes[] = []
  for (let start = 0; start < indices.length; start += BATCH) {
    const batch = indices.slice(start, start + BATCH)
    out.push(
      ...(await showOutcomes(
        page,
        batch.map((index) => configs[index]!),
        undefined,
        batch.map((index) => officials[index]!),
      )),
    )
  }
  return out
}

describe('compat throws where the official SDK throws, and writes its URL', () => {
  it('lists each difference kept on purpose with readable sentences', () => {
    expect(DIFFERENCES.length).toBeGreaterThan(0)
    expect(ALLOWED.size).toBe(DIFFERENCES.length)
    for (const entry of DIFFERENCES) {
      expect(Object.keys(entry).sort()).toEqual(['id', 'official', 'rampkit', 'reason', 'what'])
      expect(entry.id).toMatch(/^[a-z0-9-]+$/)
      for (const field of ['what', 'official', 'rampkit', 'reason'] as const)
        expect(entry[field], `${entry.id}.${field}`).toMatch(/^[A-Z].{10,}[.)]$/s)
    }
  })

  it.each(BUILDS)(
    '$mode build (NODE_ENV at run time: $nodeEnv)',
    async ({ mode, nodeEnv, warns, half }) => {
      const page = await sideBySide(mode, nodeEnv)
      const indices = configs.flatMap((_, index) =>
        half === undefined || index % 2 === half ? [index] : [],
      )
      const mine = indices.map((index) => configs[index]!)
      const outcomes = await outcomesOf(page, indices)
      const verdicts = outcomes.map((outcome, at) => compareOutcomes(mine[at]!, outcome, ALLOWED))
      const failed = verdicts.flatMap((verdict, at) =>
        verdict.same ? [] : [{ config: mine[at], outcome: outcomes[at], verdict }],
      )
      expect(failed.slice(0, 3), `seed ${SEED}: ${failed.length} differences`).toEqual([])
      const count = (test: (outcome: Outcomes, verdict: Verdict) => boolean) =>
        outcomes.filter((outcome, at) => test(outcome, verdicts[at]!)).length
      const shown = count(({ official }) => 'url' in official)
      const threw = count(({ official }) => 'threw' in official)
      const allowed = new Map<string, number>()
      for (const verdict of verdicts)
        for (const id of verdict.allowed) allowed.set(id, (allowed.get(id) ?? 0) + 1)
      // Most of the sample is shown: the property is about showing what the official SDK shows.
      if (half === undefined) expect(shown).toBeGreaterThan(configs.length * 0.8)
      // Some are refused by both: the property is about throwing where it throws too.
      expect(threw).toBeGreaterThan(0)
      // Half the sample still has every variant setting of the whole (sites differ by variant).
      const variants = (list: ConfigJson[]) => new Set(list.map(({ variant }) => String(variant)))
      expect(variants(mine)).toEqual(variants(configs))
      // Warnings are development's: the default build reads NODE_ENV when the SDK is made.
      const warned = count(({ compatWarnings }) => compatWarnings > 0)
      if (warns) expect(warned).toBeGreaterThan(mine.length / 2)
      else expect(warned).toBe(0)
      console.log(
        `compat-throws (${mode} build${nodeEnv ? `, NODE_ENV=${nodeEnv} at run time` : ''}): ${mine.length} configurations (seed ${SEED}), ${shown} shown and ${threw} refused by both alike, ${warned} with development warnings; differences on the allow-list: ${[...allowed].map(([id, n]) => `${id} ×${n}`).join(', ') || 'none'}`,
      )
      await page.close()
    },
    90_000,
  )

  it("throws where the official SDK throws on the host's calls, in each build", async () => {
    /**
     * Host calls after `new SDK(config)`, compared by the step that threw (-1: none). `allowed`:
     * the differences.json entry for where compat does not throw and the official SDK does.
     */
    const SCENARIOS: { name: string; config: ConfigJson; calls: string[]; allowed?: string }[] = [
      { name: 'on() with a callback that is not a function', config: {}, calls: ["on('*', 'x')"] },
      { name: 'on() with an unknown name', config: {}, calls: ["on('NOPE', () => {})"] },
      { name: 'unsubscribe() of nothing', config: {}, calls: ["unsubscribe('*', () => {})"] },
      {
        name: 'callbacks that are not functions',
        config: {},
        calls: ['onSendCrypto(null)', 'onRequestCryptoAccount(null)'],
      },
      { name: 'close() before show()', config: {}, calls: ['close()', 'close()'] },
      {
        name: 'close() with a WIDGET_CLOSE listener that throws',
        config: {},
        calls: ["on('WIDGET_CLOSE', () => { throw new Error('host bug') })", 'close()'],
        allowed: 'listener-errors',
      },
      {
        name: "close() after on('*') with a callback that is not a function",
        config: {},
        calls: ["on('*', 'x')", 'close()'],
        allowed: 'listener-errors',
      },
      { name: 'show() twice (overlay)', config: {}, calls: ['show()', 'show()'] },
      {
        name: 'show() twice (embedded)',
        config: { variant: 'embedded-desktop', containerNode: true },
        calls: ['show()', 'show()'],
      },
      {
        name: 'show() after close()',
        config: { variant: 'mobile' },
        calls: ['show()', 'close()', 'show()'],
      },
      {
        name: 'show() of a hosted widget twice',
        config: { variant: 'hosted-desktop' },
        calls: ['show()', 'show()'],
      },
    ]
    for (const { mode, nodeEnv } of BUILDS) {
      const page = await sideBySide(mode, nodeEnv)
      const results = await page.evaluate((scenarios) => {
        const win = window as unknown as SideBySideWindow
        const container = document.getElementById('container')!
        const warn = console.warn
        console.warn = () => {}
        try {
          return scenarios.map(({ config, calls }) =>
            (['official', 'compat'] as const).map((which) => {
              const SDK = which === 'official' ? win.sdks.OfficialSDK : win.sdks.CompatSDK
              const full: Record<string, unknown> = { hostApiKey: 'pk_test_x', ...config }
              if (full.containerNode) full.containerNode = container
              const sdk = new SDK(full as never) as unknown as Record<
                string,
                (...args: unknown[]) => unknown
              >
              let threw = -1
              calls.forEach((call, index) => {
                if (threw !== -1) return
                try {
                  new Function('sdk', `sdk.${call}`)(sdk)
                } catch {
                  threw = index
                }
              })
              try {
                sdk.close!()
              } catch {}
              container.replaceChildren()
              for (const element of [...document.body.children])
                if (element.shadowRoot) element.remove()
              return threw
            }),
          )
        } finally {
          console.warn = warn
        }
      }, SCENARIOS)
      SCENARIOS.forEach(({ name, allowed }, index) => {
        const [official, compat] = results[index]!
        // A listed difference: the official call throws the listener's error, compat reports it.
        const listed = allowed !== undefined && ALLOWED.has(allowed) && compat === -1
        if (listed) expect(official, `${mode}: ${name} (official)`).not.toBe(-1)
        else expect(compat, `${mode} ${nodeEnv ?? ''}: ${name}`).toBe(official)
      })
      await page.close()
    }
  })

  it('fails on a difference that is not on the list: a planted URL parameter, a planted throw, an id taken off', async () => {
    const page = await sideBySide('production')
    const plain = configs
      .filter((config) => config.url === 'https://widget.example/app/')
      .slice(0, 5)
    expect(plain.length).toBeGreaterThan(0)
    for (const plant of ['param', 'throw'] as const) {
      const outcomes = await showOutcomes(page, plain, plant)
      const verdicts = outcomes.map((outcome, index) =>
        compareOutcomes(plain[index]!, outcome, ALLOWED),
      )
      for (const verdict of verdicts) expect(verdict.same, plant).toBe(false)
    }
    // The differences kept on purpose fail too once off the list.
    const listed: ConfigJson[] = [
      { hostApiKey: 'pk_test_x', url: 'javascript:void(0)' },
      { hostApiKey: 'pk_test_x', url: 'https://widget.example/?hostApiKey=stale' },
    ]
    const outcomes = await showOutcomes(page, listed)
    for (const [index, id] of ['url-not-http', 'url-query-replaced'].entries()) {
      expect(compareOutcomes(listed[index]!, outcomes[index]!, ALLOWED)).toEqual({
        same: true,
        allowed: expect.arrayContaining([id]),
      })
      const without = new Set([...ALLOWED].filter((other) => other !== id))
      expect(compareOutcomes(listed[index]!, outcomes[index]!, without).same, id).toBe(false)
    }
    await page.close()
  })
})

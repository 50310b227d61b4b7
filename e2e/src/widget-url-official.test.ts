// For many configurations, every variant the official SDK 6.2 knows and two viewports, a page
// in Chromium shows the widget with the official SDK and with rampkit (createWidget, and the
// compat class with the very same config object), in an app's development and production
// builds, and compares the widget URLs' query parameters as sorted [key, value] lists: equal
// except the values of widgetInstanceId and sdkVersion. Nothing is loaded: iframes keep their
// URL (the page's ?noload), host names do not resolve, and window.open only records. The two
// viewports run side by side.
import { mkdirSync, writeFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstDifference } from './official/compareUrls.js'
import {
  caseFor,
  OFFICIAL_VARIANTS,
  type OfficialVariant,
  officialConfig,
} from './official/configs.js'
import type { BuildMode } from './official/servers.js'
import { openBuildPage, sideBySideInChromium } from './official/sideBySideInChromium.js'
import { type Shown, type Side, widgetUrls } from './official/widgetUrls.js'

/**
 * The two viewports, and the variant settings shown in each. Both SDKs read the viewport only
 * to resolve a variant that leaves the choice to it (the official SDK's determineWidgetVariant:
 * `auto`, `hosted-auto` and none at all; rampkit's resolveVariant: `auto`, `hosted-auto`); every
 * other variant is named outright and shown the same on any screen, so the mobile viewport
 * shows only the settings it can change.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, variants: [...OFFICIAL_VARIANTS, undefined] },
  { name: 'mobile', width: 390, height: 700, variants: ['auto', 'hosted-auto', undefined] },
] satisfies {
  name: string
  width: number
  height: number
  variants: (OfficialVariant | undefined)[]
}[]

/**
 * @rampkit/core as an app's development build gets it (every rule) and as its production build
 * gets it (the lean check): the URL must be the official SDK's in both. The official SDK is the
 * same code in every build (sideBySideInChromium checks it), so it runs once per case, on the
 * production build's page, and both builds' URLs are compared with that.
 */
const MODES = ['production', 'development'] as const satisfies BuildMode[]

/**
 * Configurations per viewport: BATCHES page round trips of CONFIGS_PER_BATCH each. For a deeper
 * search run with URL_BATCHES=50 (and FC_SEED to replay a run).
 */
const BATCHES = Number(process.env.URL_BATCHES ?? 5)
const CONFIGS_PER_BATCH = 8

const chromium = sideBySideInChromium({ oneProcess: true })

interface Difference {
  side: Side
  viewport: string
  variant: string
  difference: string
  config: Record<string, unknown>
  official: Shown | undefined
  rampkit: Shown | undefined
}

/** Where `side` did not give the official SDK's URL; each with the first differing pair. */
function differences(
  side: Side,
  viewport: string,
  cases: { config: Record<string, unknown>; sides: Side[] }[],
  shown: Partial<Record<Side, Shown>>[],
): Difference[] {
  const found: Difference[] = []
  cases.forEach(({ config, sides }, index) => {
    if (!sides.includes(side)) return
    const official = shown[index]?.official
    const rampkit = shown[index]?.[side]
    let difference: string | undefined
    if (!official || !rampkit) difference = 'result: missing'
    else if ('error' in official) difference = `the official SDK threw: ${official.error}`
    else if ('error' in rampkit) difference = `rampkit threw: ${rampkit.error}`
    else difference = firstDifference(official.url, rampkit.url)
    if (difference) {
      found.push({
        side,
        viewport,
        variant: String(config.variant ?? '(none)'),
        difference,
        config,
        official,
        rampkit,
      })
    }
  })
  return found
}

/** The failure message: the first difference in full, then how many more of each kind. */
function report(found: Difference[]): string {
  if (found.length === 0) return ''
  const [first] = found
  const file = new URL(
    `../artifacts/widget-url-official-${first!.side}-${first!.viewport}.json`,
    import.meta.url,
  )
  mkdirSync(new URL('.', file), { recursive: true })
  writeFileSync(file, JSON.stringify(found, null, 2))
  const kinds = new Map<string, number>()
  for (const { difference } of found) {
    const kind = difference.split(':')[0]!
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
  }
  return [
    `${found.length} widget URLs differ from the official SDK's (all in ${file.pathname}).`,
    `First: ${first!.side}, ${first!.viewport} viewport, variant ${first!.variant}: ${first!.difference}`,
    `config: ${JSON.stringify(first!.config)}`,
    `official: ${JSON.stringify(first!.official)}`,
    `rampkit:  ${JSON.stringify(first!.rampkit)}`,
    `differing parameters: ${[...kinds].map(([kind, n]) => `${kind} ×${n}`).join(', ')}`,
  ].join('\n')
}

describe.concurrent.each(VIEWPORTS)(
  'widget URL beside the official SDK, $name viewport',
  (viewport) => {
    it(
      'createWidget and RampInstantSDK (compat) give the official query parameters, in both builds',
      async () => {
        const pages = await Promise.all(
          MODES.map((mode) => openBuildPage(chromium, mode, { noload: '' }, viewport)),
        )
        const all: Record<Side, Difference[]> = { official: [], createWidget: [], compat: [] }
        let shownCount = 0
        const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31)
        const run = fc.assert(
          fc.asyncProperty(
            fc.array(officialConfig, {
              minLength: CONFIGS_PER_BATCH,
              maxLength: CONFIGS_PER_BATCH,
            }),
            async (configs) => {
              const cases = configs.flatMap((config) =>
                viewport.variants.map((variant) => ({
                  config: caseFor(config, variant),
                  // createWidget's own default variant is 'auto': compared where one is given.
                  sides: (variant === undefined
                    ? ['compat']
                    : ['createWidget', 'compat']) as Side[],
                })),
              )
              // The official SDK on the first (production) page only: the same code in each build.
              const shown = await Promise.all(
                pages.map((page, index) =>
                  widgetUrls(
                    page,
                    index === 0
                      ? cases.map(({ config, sides }) => ({
                          config,
                          sides: ['official', ...sides],
                        }))
                      : cases,
                  ),
                ),
              )
              const official = shown[0]!.map(({ official }) => ({ official }))
              for (const [index, mode] of MODES.entries()) {
                const mine = shown[index]!.map((sides, at) => ({ ...sides, ...official[at] }))
                shownCount += mine.length
                for (const side of ['createWidget', 'compat'] as const) {
                  const found = differences(side, `${mode} ${viewport.name}`, cases, mine)
                  if (all[side].length === 0) all[side] = found
                }
              }
              return all.createWidget.length === 0 && all.compat.length === 0
            },
          ),
          { numRuns: BATCHES, seed, endOnFailure: true },
        )
        // A difference is reported below with its first differing pair; anything else as thrown.
        await run.catch((error) => {
          if (all.createWidget.length === 0 && all.compat.length === 0) throw error
        })
        expect(shownCount).toBeGreaterThan(0)
        expect(all.createWidget, `seed ${seed}: ${report(all.createWidget)}`).toEqual([])
        expect(all.compat, `seed ${seed}: ${report(all.compat)}`).toEqual([])
        // The figure for notes: how much was compared (URL_BATCHES=40 for a deeper search).
        console.log(
          `widget-url-official (${viewport.name}): ${BATCHES * CONFIGS_PER_BATCH} configurations × ${viewport.variants.length} variant settings × ${MODES.length} builds = ${shownCount} cases, each createWidget/compat URL equal to the official SDK's (seed ${seed})`,
        )
        for (const page of pages) await page.close()
      },
      // A batch took up to 8 s in CI (40 s for the default 5, beside the template builds).
      Math.max(120_000, BATCHES * 24_000),
    )
  },
)

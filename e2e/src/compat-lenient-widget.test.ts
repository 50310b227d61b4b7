// The configurations of issue 19's table that the official SDK 6.2 shows and compat used to
// refuse, against the sandbox's stand-in widget, with the same page code and both SDKs, with the
// stand-in widget reporting APP_VERSION 1.0 and 2.0: both show the widget with the same URL
// parameters, and the widget reports the same (WIDGET_CONFIG_DONE, or WIDGET_CONFIG_FAILED with
// its code), in the same event order. In an app's production build; its development build
// writes the same URL for each (the one thing the builds could change here: they differ only in
// the configuration's check and warnings, and the widget reads nothing but the URL).
import { describe, expect, it } from 'vitest'
import { comparableUrl } from './official/compareUrls.js'
import { showOutcomes } from './official/outcomes.js'
import type { SideBySideWindow } from './official/page.js'
import { expectBuild } from './official/servers.js'
import {
  openBuildPage,
  sideBySideInChromium,
  WIDGET_VERSIONS,
  type WidgetVersion,
} from './official/sideBySideInChromium.js'
import { officialRuns, type Side, withBoth } from './official/sides.js'
import { screenshot } from './support/browser.js'
import { baseConfig } from './support/host.js'

const chromium = sideBySideInChromium({ widgets: true })

/** Each case: what it changes in the sandbox configuration (`undefined` removes the key). */
const CASES: [string, Record<string, unknown>, 'WIDGET_CONFIG_DONE' | 'WIDGET_CONFIG_FAILED'][] = [
  ['no hostApiKey', { hostApiKey: undefined }, 'WIDGET_CONFIG_FAILED'],
  ['swapAmount as a number past 2^53', { swapAmount: 2 ** 60 }, 'WIDGET_CONFIG_DONE'],
  ["'true' for a boolean", { hideExitButton: 'true' }, 'WIDGET_CONFIG_DONE'],
  ['null values', { userAddress: null, swapAsset: null }, 'WIDGET_CONFIG_DONE'],
  ['finalUrl on an overlay', { finalUrl: 'https://host.example/done' }, 'WIDGET_CONFIG_DONE'],
  ['fiatValue without fiatCurrency', { fiatValue: '100' }, 'WIDGET_CONFIG_DONE'],
  ["variant 'hosted' (the desktop overlay)", { variant: 'hosted' }, 'WIDGET_CONFIG_DONE'],
]

/** The sandbox configuration with a case's change, for the stand-in widget reporting `version`. */
function caseConfig(change: Record<string, unknown>, version: WidgetVersion) {
  const config: Record<string, unknown> = { ...baseConfig(chromium.sandboxes[version]), ...change }
  for (const [key, value] of Object.entries(change)) if (value === undefined) delete config[key]
  return config
}

/** The events up to the widget's word on its configuration, as the page's '*' handler got them. */
async function untilConfigured(side: Side) {
  await side.page.waitForFunction(
    () =>
      (window as unknown as SideBySideWindow).events.some(({ type }) =>
        type.startsWith('WIDGET_CONFIG_'),
      ),
    undefined,
    { timeout: 15_000 },
  )
  const events = await side.page.evaluate(() => (window as unknown as SideBySideWindow).events)
  const last = events.findIndex(({ type }) => type.startsWith('WIDGET_CONFIG_'))
  return events
    .slice(0, last + 1)
    .map(({ type, payload }) =>
      type === 'WIDGET_CONFIG_FAILED' ? `${type} ${(payload as { code: string }).code}` : type,
    )
}

/** The official SDK's run of each case (on the production build's page, as compat's). */
const official = officialRuns(chromium)

// Every case has pages of its own: the cases run concurrently (expect is each test's own).
describe.concurrent.each(WIDGET_VERSIONS)(
  'the issue table beside the official SDK, production build, stand-in widget %s',
  (version) => {
    it.for(CASES)(
      '%s: shown by both, the widget reports the same',
      { timeout: 40_000 },
      async ([name, change, word], { expect }) => {
        const config = caseConfig(change, version)
        const flow = async (side: Side) => {
          // Each page first shows it runs the build asked for (one server serves them all).
          await expectBuild(side.page, 'production')
          const events = await untilConfigured(side)
          if (side.which === 'compat' && name === 'no hostApiKey')
            await screenshot(side.page, `compat-lenient-no-host-api-key-${version}`)
          return events
        }
        const seen = await withBoth(
          chromium.browser,
          chromium.server.url('production'),
          config,
          flow,
          official(name, config, flow),
        )
        expect(comparableUrl(seen.urls.compat)).toEqual(comparableUrl(seen.urls.official))
        expect(seen.compat).toEqual(seen.official)
        expect(seen.compat.at(-1)).toMatch(new RegExp(`^${word}`))
      },
    )
  },
)

describe('the issue table, development build', () => {
  it('compat writes the official URL for every case, with either widget', async () => {
    const page = await openBuildPage(chromium, 'development', { noload: '' })
    const configs = WIDGET_VERSIONS.flatMap((version) =>
      CASES.map(([, change]) => caseConfig(change, version)),
    )
    const outcomes = await showOutcomes(page, configs)
    for (const [index, { official, compat }] of outcomes.entries()) {
      const name = CASES[index % CASES.length]![0]
      expect('url' in official && 'url' in compat, `${name}: shown by both`).toBe(true)
      if ('url' in official && 'url' in compat)
        expect(comparableUrl(compat.url), name).toEqual(comparableUrl(official.url))
    }
    await page.close()
  })
})

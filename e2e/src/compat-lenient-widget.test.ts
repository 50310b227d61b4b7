// The configurations of issue 19's table that the official SDK 6.2 shows and compat used to
// refuse, against the sandbox's stand-in widget, with the same page code and both SDKs, in an
// app's development and production builds, with the stand-in widget reporting APP_VERSION 1.0
// and 2.0: both show the widget with the same URL parameters, and the widget reports the same
// (WIDGET_CONFIG_DONE, or WIDGET_CONFIG_FAILED with its code), in the same event order.
import { describe, it } from 'vitest'
import { comparableUrl } from './official/compareUrls.js'
import type { SideBySideWindow } from './official/page.js'
import { type BuildMode, expectBuild } from './official/servers.js'
import { sideBySideInChromium, WIDGET_VERSIONS } from './official/sideBySideInChromium.js'
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

/** The official SDK's run of each case, once for both builds (the same code in each). */
const official = officialRuns(chromium)

const RUNS = (['development', 'production'] as const).flatMap((mode) =>
  WIDGET_VERSIONS.map((version) => ({ mode, version })),
)

// Every case has pages of its own: the cases run concurrently (expect is each test's own).
describe.concurrent.each(RUNS)(
  'the issue table beside the official SDK, $mode build, stand-in widget $version',
  ({ mode, version }) => {
    it.for(CASES)(
      '%s: shown by both, the widget reports the same',
      { timeout: 40_000 },
      async ([name, change, word], { expect }) => {
        const config: Record<string, unknown> = {
          ...baseConfig(chromium.sandboxes[version]),
          ...change,
        }
        for (const [key, value] of Object.entries(change))
          if (value === undefined) delete config[key]
        const flow = async (side: Side) => {
          const events = await untilConfigured(side)
          if (side.which === 'compat' && name === 'no hostApiKey' && mode === 'development')
            await screenshot(side.page, `compat-lenient-no-host-api-key-${version}`)
          return events
        }
        // Each page first shows it runs the build asked for (one server serves them all).
        const on = (build: BuildMode) => async (side: Side) => {
          await expectBuild(side.page, build)
          return flow(side)
        }
        const seen = await withBoth(
          chromium.browser,
          chromium.server.url(mode),
          config,
          on(mode),
          official(name, config, on('production')),
        )
        expect(comparableUrl(seen.urls.compat)).toEqual(comparableUrl(seen.urls.official))
        expect(seen.compat).toEqual(seen.official)
        expect(seen.compat.at(-1)).toMatch(new RegExp(`^${word}`))
      },
    )
  },
)

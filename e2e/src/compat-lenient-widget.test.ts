// The configurations of issue 19's table that the official SDK 6.2 shows and compat used to
// refuse, against the sandbox's stand-in widget, with the same page code and both SDKs, in an
// app's development and production builds, with the stand-in widget reporting APP_VERSION 1.0
// and 2.0: both show the widget with the same URL parameters, and the widget reports the same
// (WIDGET_CONFIG_DONE, or WIDGET_CONFIG_FAILED with its code), in the same event order.
import { type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { comparableUrl } from './official/compareUrls.js'
import type { SideBySideWindow } from './official/page.js'
import { type BuildMode, type SideBySideServer, serveSideBySide } from './official/servers.js'
import { BOTH, openSide, type Which } from './official/sides.js'
import { launchBrowser, screenshot } from './support/browser.js'
import { baseConfig } from './support/host.js'

let browser: Browser
const servers = {} as Record<BuildMode, SideBySideServer>
/** The stand-in widget as a 1.x and as a 2.x widget (the official SDK acts on the version). */
const VERSIONS = ['1.0', '2.0'] as const
const sandboxes = {} as Record<(typeof VERSIONS)[number], StartedSandbox>

beforeAll(async () => {
  ;[browser, servers.development, servers.production, sandboxes['1.0'], sandboxes['2.0']] =
    await Promise.all([
      launchBrowser({ offline: true }),
      serveSideBySide('development'),
      serveSideBySide('production'),
      startSandbox({ port: 0, host: '127.0.0.1', widgetAppVersion: '1.0' }),
      startSandbox({ port: 0, host: '127.0.0.1', widgetAppVersion: '2.0' }),
    ])
})

afterAll(async () => {
  await browser?.close()
  for (const server of Object.values(servers)) await server?.close()
  for (const sandbox of Object.values(sandboxes)) await sandbox?.close()
})

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
async function untilConfigured(side: Awaited<ReturnType<typeof openSide>>) {
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

const RUNS = (['development', 'production'] as const).flatMap((mode) =>
  VERSIONS.map((version) => ({ mode, version })),
)

describe.each(RUNS)(
  'the issue table beside the official SDK, $mode build, stand-in widget $version',
  ({ mode, version }) => {
    it.each(CASES)(
      '%s: shown by both, the widget reports the same',
      async (name, change, word) => {
        const config: Record<string, unknown> = { ...baseConfig(sandboxes[version]), ...change }
        for (const [key, value] of Object.entries(change))
          if (value === undefined) delete config[key]
        const seen = {} as Record<Which, { url: string; events: string[] }>
        for (const which of BOTH) {
          const side = await openSide(browser, servers[mode].origin, which, config)
          try {
            seen[which] = { url: side.url, events: await untilConfigured(side) }
            if (which === 'compat' && name === 'no hostApiKey' && mode === 'development')
              await screenshot(side.page, `compat-lenient-no-host-api-key-${version}`)
          } finally {
            await side.context.close()
          }
        }
        expect(comparableUrl(seen.compat.url)).toEqual(comparableUrl(seen.official.url))
        expect(seen.compat.events).toEqual(seen.official.events)
        expect(seen.compat.events.at(-1)).toMatch(new RegExp(`^${word}`))
      },
      40_000,
    )
  },
)

import type { Page } from 'playwright-core'
import type { ConfigJson } from './configs.js'
import type { SideBySideWindow } from './page.js'

/** What one SDK did with a configuration: where it threw, or the widget URL it showed. */
export type Outcome = { threw: 'constructor' | 'show'; message: string } | { url: string }

/** Both SDKs on one configuration. */
export interface Outcomes {
  official: Outcome
  compat: Outcome
  /** Whether the page's <head> got the official Google Fonts link, per side. */
  fontLink: { official: boolean; compat: boolean }
  /** What compat printed with console.warn. */
  compatWarnings: number
}

/**
 * A difference planted on compat's side by the page (to show the comparison catches it): an
 * extra URL parameter, or a throw from show().
 */
export type Plant = 'param' | 'throw' | undefined

/** What the official SDK did with one configuration, and whether it added its fonts link. */
export interface OfficialOutcome {
  outcome: Outcome
  fontLink: boolean
}

/**
 * Runs each configuration with the official SDK and with compat, as the same page code would:
 * `new SDK(config)`, `show()`, the URL it loads (iframe `src` kept by the page's `?noload`, or
 * what `window.open` got), `close()`. One page round trip for the whole batch.
 *
 * `official`, when given (one per configuration, from `officialOutcomes`), stands for the
 * official SDK's side, which is then not run again: it is the same code in every build of the
 * page (it reads no NODE_ENV), and showing a widget costs Chromium a frame each time.
 */
export async function showOutcomes(
  page: Page,
  configs: ConfigJson[],
  plant?: Plant,
  official?: OfficialOutcome[],
): Promise<Outcomes[]> {
  if (official && official.length !== configs.length)
    throw new Error(`${official.length} official outcomes for ${configs.length} configurations`)
  const shown = await runSides(page, configs, official ? ['compat'] : ['official', 'compat'], plant)
  return shown.map(({ official: mine, compat }, index) => {
    const known = official?.[index]
    return {
      official: known ? known.outcome : mine!.outcome,
      compat: compat!.outcome,
      fontLink: { official: known ? known.fontLink : mine!.fontLink, compat: compat!.fontLink },
      compatWarnings: compat!.warnings,
    }
  })
}

/** The official SDK alone on each configuration, for `showOutcomes` in each build's page. */
export async function officialOutcomes(
  page: Page,
  configs: ConfigJson[],
): Promise<OfficialOutcome[]> {
  return (await runSides(page, configs, ['official'])).map(({ official }) => ({
    outcome: official!.outcome,
    fontLink: official!.fontLink,
  }))
}

type Shown = { outcome: Outcome; fontLink: boolean; warnings: number }

/** `sides` on each configuration, in that order, the page cleaned before and after each. */
function runSides(
  page: Page,
  configs: ConfigJson[],
  sides: ('official' | 'compat')[],
  plant?: Plant,
): Promise<Partial<Record<'official' | 'compat', Shown>>[]> {
  return page.evaluate(
    ({ batch, sides, plant }) => {
      const win = window as unknown as SideBySideWindow
      const { OfficialSDK, CompatSDK } = win.sdks
      const container = document.getElementById('container')!
      const warn = console.warn
      const log = { group: console.group, groupEnd: console.groupEnd, log: console.log }
      let warnings = 0
      const cleanUp = () => {
        container.replaceChildren()
        for (const element of [...document.body.children]) if (element.shadowRoot) element.remove()
        for (const link of document.head.querySelectorAll('[data-ramp-font]')) link.remove()
      }
      /** One side: where it threw, or the URL shown. */
      const run = (which: 'official' | 'compat', json: Record<string, unknown>) => {
        const config: Record<string, unknown> = { ...json }
        if (config.containerNode === true) config.containerNode = container
        win.opened.length = 0
        const SDK = which === 'official' ? OfficialSDK : CompatSDK
        let sdk: InstanceType<typeof CompatSDK>
        try {
          sdk = new SDK(config as never) as typeof sdk
        } catch (error) {
          return { threw: 'constructor' as const, message: String(error) }
        }
        try {
          if (which === 'compat' && plant === 'throw') throw new Error('planted')
          sdk.show()
        } catch (error) {
          return { threw: 'show' as const, message: String(error) }
        }
        let url = sdk.domNodes ? sdk.domNodes.iframe.src : win.opened[0]!
        if (which === 'compat' && plant === 'param') url += '&planted=1'
        sdk.close()
        return { url }
      }
      console.warn = () => {
        warnings += 1
      }
      // The official SDK's own 'Config errors' log, for an unknown variant: not this test's.
      console.group = console.groupEnd = console.log = () => {}
      try {
        return batch.map((config) => {
          const out: Partial<Record<'official' | 'compat', Shown>> = {}
          for (const which of sides) {
            cleanUp()
            warnings = 0
            const outcome = run(which, config)
            const fontLink = document.head.querySelector('[data-ramp-font]') !== null
            out[which] = { outcome, fontLink, warnings }
          }
          cleanUp()
          return out
        })
      } finally {
        console.warn = warn
        Object.assign(console, log)
      }
    },
    { batch: configs, sides, plant },
  )
}

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

/**
 * Runs each configuration with the official SDK and with compat, as the same page code would:
 * `new SDK(config)`, `show()`, the URL it loads (iframe `src` kept by the page's `?noload`, or
 * what `window.open` got), `close()`. One page round trip for the whole batch.
 */
export function showOutcomes(
  page: Page,
  configs: ConfigJson[],
  plant?: Plant,
): Promise<Outcomes[]> {
  return page.evaluate(
    ({ batch, plant }) => {
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
          cleanUp()
          const official = run('official', config)
          const officialFont = document.head.querySelector('[data-ramp-font]') !== null
          cleanUp()
          warnings = 0
          const compat = run('compat', config)
          const compatFont = document.head.querySelector('[data-ramp-font]') !== null
          cleanUp()
          return {
            official,
            compat,
            fontLink: { official: officialFont, compat: compatFont },
            compatWarnings: warnings,
          }
        })
      } finally {
        console.warn = warn
        Object.assign(console, log)
      }
    },
    { batch: configs, plant },
  )
}

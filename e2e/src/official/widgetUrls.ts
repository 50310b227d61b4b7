import type { Page } from 'playwright-core'
import type { ConfigJson } from './configs.js'
import type { SideBySideWindow } from './page.js'

/** Who shows the widget: the official SDK, rampkit's createWidget, or rampkit's compat class. */
export type Side = 'official' | 'createWidget' | 'compat'

/** A widget URL, or what was thrown instead of showing one. */
export type Shown = { url: string } | { error: string }

/**
 * Shows every configuration with each side in the page and returns the URLs they loaded
 * (iframe `src`; for hosted variants what `window.open` got), one page round trip per batch.
 */
export function widgetUrls(
  page: Page,
  cases: { config: ConfigJson; sides: Side[] }[],
): Promise<Partial<Record<Side, Shown>>[]> {
  return page.evaluate((batch) => {
    const win = window as unknown as SideBySideWindow
    const { OfficialSDK, CompatSDK, createWidget } = win.sdks
    const container = document.getElementById('container')!
    return batch.map(({ config, sides }) => {
      const out: Partial<Record<Side, Shown>> = {}
      for (const side of sides) {
        const full: Record<string, unknown> = { ...config }
        if (full.containerNode) full.containerNode = container
        win.opened.length = 0
        try {
          if (side === 'createWidget') {
            const widget = createWidget(full as never)
            widget.show()
            const elements = widget.elements()
            out[side] = {
              url: elements && 'iframe' in elements ? elements.iframe.src : win.opened[0]!,
            }
            widget.close()
          } else {
            const sdk =
              side === 'official' ? new OfficialSDK(full as never) : new CompatSDK(full as never)
            sdk.show()
            out[side] = { url: sdk.domNodes ? sdk.domNodes.iframe.src : win.opened[0]! }
            sdk.close()
          }
        } catch (error) {
          out[side] = { error: String(error) }
        }
        // Whatever a side left behind (the official SDK keeps nothing after close()).
        container.replaceChildren()
        for (const element of [...document.body.children]) {
          if (element.shadowRoot) element.remove()
        }
      }
      return out
    })
  }, cases)
}

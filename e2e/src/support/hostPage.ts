import type { SendCryptoPayload, WidgetConfig, WidgetEvent, WidgetInstance } from '@rampkit/core'

/** What the host page exposes to the tests (set by its module script). */
export interface HostWindow {
  ready: boolean
  rampkit: typeof import('@rampkit/core')
  widget: WidgetInstance
  /** Every event the widget's `'*'` handler received. */
  events: WidgetEvent[]
  /** Every message the page received, checked or not: `{ origin, type }`. */
  raw: { origin: string; type: unknown }[]
  sendRequests: SendCryptoPayload[]
  /**
   * createWidget(config) with `containerNode` = #container for embedded variants; `send`
   * installs an onSendCrypto handler answering that txHash (or throwing `'!message'`).
   */
  openWidget(
    config: WidgetConfig,
    options?: { show?: boolean; send?: string; loadTimeoutMs?: number },
  ): void
}

/**
 * The opening of a test host page up to `<body>`: its title, and the container an embedded
 * widget goes in (900 × 620).
 */
export function hostPageHead(title: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title>
<style>body { font-family: sans-serif; margin: 24px } #container { width: 900px; height: 620px; border: 1px dashed #999 }</style>
</head>
<body>
`
}

/** The host app's page: a button, a container for embedded widgets, a long body to scroll. */
export function hostPage(): string {
  return `${hostPageHead('Host app')}<h1>Host app</h1>
<button id="open" type="button">Open widget</button>
<input id="host-input" aria-label="Host input">
<div id="container"></div>
<div style="height: 3000px">Long page</div>
<script type="module">
  import * as rampkit from '/rampkit.js'
  window.rampkit = rampkit
  window.events = []
  window.raw = []
  window.sendRequests = []
  window.addEventListener('message', (event) => {
    window.raw.push({ origin: event.origin, type: event.data && event.data.type })
  })
  window.openWidget = (config, options = {}) => {
    const full = { ...config }
    if (String(full.variant).startsWith('embedded')) full.containerNode = document.getElementById('container')
    const widget = rampkit.createWidget(full, options.loadTimeoutMs ? { loadTimeoutMs: options.loadTimeoutMs } : {})
    widget.on('*', (event) => window.events.push(event))
    if (options.send) {
      widget.onSendCrypto(async (request) => {
        window.sendRequests.push(request)
        if (options.send.startsWith('!')) throw new Error(options.send.slice(1))
        return { txHash: options.send }
      })
    }
    window.widget = widget
    document.getElementById('open').onclick = () => widget.show()
    if (options.show !== false) widget.show()
  }
  // A configuration in the URL fragment opens at load: with no user gesture (page.evaluate
  // counts as one in Playwright), as a page that opens a popup on its own would.
  if (location.hash.length > 1) window.openWidget(JSON.parse(decodeURIComponent(location.hash.slice(1))))
  window.ready = true
</script>
</body>
</html>
`
}

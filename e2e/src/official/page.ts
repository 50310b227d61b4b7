import type { WidgetConfig, WidgetInstance } from '@rampkit/core'
import type { RampInstantSDK as CompatSDK } from '@rampkit/core/compat'
import { hostPageHead } from '../support/hostPage.js'

/**
 * An app's build mode: @rampkit/core's export condition and `process.env.NODE_ENV`. `default`
 * is an app whose bundler resolves no mode condition and leaves `process.env.NODE_ENV` alone:
 * core's default build then decides at run time, here by the page's `process.env.NODE_ENV`
 * (the side-by-side page's `?nodeEnv=`, `production` when not given).
 */
export type BuildMode = 'development' | 'production' | 'default'

/** The two SDKs (and rampkit's own launcher) as the side-by-side page loads them. */
export interface Sdks {
  /** `RampInstantSDK` of `@ramp-network/ramp-instant-sdk` 6.2.0, bundled from the e2e dev dependency. */
  OfficialSDK: new (
    config: never,
  ) => OfficialLike
  /** `RampInstantSDK` of the built `@rampkit/core/compat`. */
  CompatSDK: typeof CompatSDK
  createWidget: (config: WidgetConfig) => WidgetInstance
  /** The build of @rampkit/core in the script (`sdksBundle`'s mode). */
  build: BuildMode
}

/** What the tests use of the official SDK (its own types come from the same dev dependency). */
export interface OfficialLike {
  show(): OfficialLike
  close(): OfficialLike
  on(type: string, callback: (event: never) => unknown): OfficialLike
  onSendCrypto(callback: (...args: never[]) => Promise<{ txHash: string }>): OfficialLike
  onRequestCryptoAccount(callback: (...args: never[]) => Promise<{ address: string }>): OfficialLike
  domNodes?: { iframe: HTMLIFrameElement; shadow: ShadowRoot }
  widgetWindow?: Window
}

/** A recorded event: what the `'*'` handler got, as JSON. */
export interface RecordedEvent {
  type: string
  payload: unknown
}

/** What the page exposes to the tests. */
export interface SideBySideWindow {
  ready: boolean
  sdks: Sdks
  /** Every URL given to `window.open` (stubbed: it records and returns null, a blocked popup). */
  opened: string[]
  /** Set by `run`. */
  events: RecordedEvent[]
  sendRequests: { assetInfo: unknown; amount: string; address: string }[]
  accountRequests: { type: string; assetSymbol: string }[]
  sdk: { close(): unknown }
  /**
   * The same page code for either SDK: `new SDK(config)` with `containerNode` = #container
   * for embedded variants, a `'*'` handler recording events, `onSendCrypto` answering
   * `answers.txHash`, `onRequestCryptoAccount` answering `answers.account`; then `show()`.
   * Returns the widget URL (iframe `src`, or what `window.open` got).
   */
  run(
    which: 'official' | 'compat',
    config: Record<string, unknown>,
    answers: { txHash: string; account: { address: string; name?: string } },
  ): string
}

/**
 * A page with both SDKs on it: a container for embedded widgets and `window.open` stubbed.
 * Loaded with `?noload`, widget iframes record the URL they are given instead of loading it.
 */
export function sideBySidePage(
  /** Whose script the page loads: that build's (`/sdks.js?build=`), or the server's own. */
  build?: BuildMode,
): string {
  return `${hostPageHead('Both SDKs')}<h1>Host app, both SDKs</h1>
<div id="container"></div>
<script>
  // What a default build of @rampkit/core reads at run time (the other builds have it built in).
  window.process = { env: { NODE_ENV: new URLSearchParams(location.search).get('nodeEnv') ?? 'production' } }
</script>
<script src="/sdks.js${build ? `?build=${build}` : ''}"></script>
<script>
  // ?noload: widget iframes keep the URL they are given without loading it (the URL test
  // compares what each SDK asks to load; loading 10,000 frames would only cost time).
  if (new URLSearchParams(location.search).has('noload')) {
    const keep = (iframe, url) => {
      iframe.dataset.wouldLoad = new URL(String(url), document.baseURI).href
    }
    Object.defineProperty(HTMLIFrameElement.prototype, 'src', {
      configurable: true,
      get() {
        return this.dataset.wouldLoad ?? ''
      },
      set(url) {
        keep(this, url)
      },
    })
    const setAttribute = Element.prototype.setAttribute
    Element.prototype.setAttribute = function (name, value) {
      if (this instanceof HTMLIFrameElement && String(name).toLowerCase() === 'src') return keep(this, value)
      return setAttribute.call(this, name, value)
    }
  }
  window.opened = []
  window.open = (url) => {
    window.opened.push(String(url))
    return null
  }
  window.run = (which, config, answers) => {
    const SDK = which === 'official' ? window.sdks.OfficialSDK : window.sdks.CompatSDK
    const full = { ...config }
    if (String(full.variant).startsWith('embedded')) full.containerNode = document.getElementById('container')
    window.events = []
    window.sendRequests = []
    window.accountRequests = []
    const sdk = new SDK(full)
      .on('*', (event) => window.events.push(JSON.parse(JSON.stringify(event))))
      .onSendCrypto(async (assetInfo, amount, address) => {
        window.sendRequests.push({ assetInfo, amount, address })
        return { txHash: answers.txHash }
      })
      .onRequestCryptoAccount(async (type, assetSymbol) => {
        window.accountRequests.push({ type, assetSymbol })
        return { ...answers.account, type, assetSymbol }
      })
    window.sdk = sdk
    sdk.show()
    return sdk.domNodes ? sdk.domNodes.iframe.src : window.opened[window.opened.length - 1]
  }
  window.ready = true
</script>
</body>
</html>
`
}

// A Solid app using <rampkit-widget> with no adapter: attributes, `prop:` bindings for the
// currency and the account callback, `on:` bindings for the element's custom events, typed by
// docs/snippets/solid/rampkitWidgetJsx.ts (see tsconfig.json). Built with Vite by
// e2e/src/element-solid.test.ts against the sandbox.
import type { RequestCryptoAccountHandler } from '@rampkit/core'
import { createSignal, For } from 'solid-js'
import { render } from 'solid-js/web'
// The package's source, so that its type check needs no build; Vite compiles it as an app's would.
import { defineRampKitWidget } from '../../src/index.js'

defineRampKitWidget()

const WIDGET_URL = import.meta.env.VITE_RAMPKIT_WIDGET_URL ?? 'http://127.0.0.1:8787/widget/'
// Absolute, as the widget loads it from its own origin.
const LOGO_URL = new URL('/logo.svg', location.href).href
const ADDRESS = '0x7b1f0b1a8a4c3d2e9f6a5b4c3d2e1f0a9b8c7d6e'

function SolidWallet() {
  const [currency, setCurrency] = createSignal('EUR')
  const [events, setEvents] = createSignal<readonly string[]>([])
  const [purchaseId, setPurchaseId] = createSignal<string>()
  const answerAccount: RequestCryptoAccountHandler = async () => ({ address: ADDRESS })

  return (
    <>
      <label>
        Currency
        <select onChange={(event) => setCurrency(event.currentTarget.value)}>
          <option>EUR</option>
          <option>USD</option>
        </select>
      </label>
      <rampkit-widget
        style={{ display: 'block' }}
        host-app-name="Solid wallet"
        host-logo-url={LOGO_URL}
        host-api-key="demo-host-api-key"
        url={WIDGET_URL}
        swap-asset="ETH_ETH"
        fiat-value="100"
        prop:fiatCurrency={currency()}
        prop:onRequestCryptoAccount={answerAccount}
        on:rampkit-event={(event) => setEvents((seen) => [...seen, event.detail.type])}
        on:rampkit-purchase-created={(event) => setPurchaseId(event.detail.payload.purchase.id)}
      />
      <ol aria-label="Event log">
        <For each={events()}>{(type) => <li>{type}</li>}</For>
      </ol>
      <p>
        Purchase created: <output aria-label="Purchase id">{purchaseId() ?? 'none'}</output>
      </p>
    </>
  )
}

render(() => <SolidWallet />, document.getElementById('app')!)

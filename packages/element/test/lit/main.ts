/// <reference types="vite/client" />
// A Lit component using <rampkit-widget> with no adapter: attributes, `.property` bindings for
// the currency and the account callback, `@rampkit-*` event bindings, inside Lit's shadow root.
// Built with Vite by e2e/src/element-lit.test.ts against the sandbox.
import type { RequestCryptoAccountHandler } from '@rampkit/core'
import { html, LitElement } from 'lit'
// The package's source, so that its type check needs no build; Vite compiles it as an app's would.
import { defineRampKitWidget } from '../../src/index.js'

defineRampKitWidget()

const WIDGET_URL = import.meta.env.VITE_RAMPKIT_WIDGET_URL ?? 'http://127.0.0.1:8787/widget/'
// Absolute, as the widget loads it from its own origin.
const LOGO_URL = new URL('/logo.svg', location.href).href
const ADDRESS = '0x7b1f0b1a8a4c3d2e9f6a5b4c3d2e1f0a9b8c7d6e'

class LitWallet extends LitElement {
  static override properties = { currency: { state: true }, events: { state: true } }
  // `declare`: a class field would hide the reactive accessors Lit defines.
  declare currency: string
  declare events: string[]

  constructor() {
    super()
    this.currency = 'EUR'
    this.events = []
  }

  answerAccount: RequestCryptoAccountHandler = async () => ({ address: ADDRESS })

  override render() {
    return html`
      <label>
        Currency
        <select @change=${(event: Event) => {
          this.currency = (event.target as HTMLSelectElement).value
        }}>
          <option>EUR</option>
          <option>USD</option>
        </select>
      </label>
      <rampkit-widget
        style="display: block"
        host-app-name="Lit wallet"
        host-logo-url=${LOGO_URL}
        host-api-key="demo-host-api-key"
        url=${WIDGET_URL}
        swap-asset="ETH_ETH"
        fiat-value="100"
        .fiatCurrency=${this.currency}
        .onRequestCryptoAccount=${this.answerAccount}
        @rampkit-event=${(event: CustomEvent<{ type: string }>) => {
          this.events = [...this.events, event.detail.type]
        }}
      ></rampkit-widget>
      <ol aria-label="Event log">
        ${this.events.map((type) => html`<li>${type}</li>`)}
      </ol>
    `
  }
}

customElements.define('lit-wallet', LitWallet)

import type { RequestCryptoAccountHandler } from '@rampkit/core'
import { defineRampKitWidget, type RampKitWidgetEventMap } from '@rampkit/element'
import { html, LitElement } from 'lit'

defineRampKitWidget() // once, in the browser

export class BuyWidget extends LitElement {
  static override properties = { currency: { type: String } }
  currency = 'EUR'

  answer: RequestCryptoAccountHandler = async ({ assetSymbol }) => ({
    address: '0x0000000000000000000000000000000000000000',
    assetSymbol,
  })

  onPurchase(event: RampKitWidgetEventMap['rampkit-purchase-created']) {
    console.log('purchase', event.detail.payload.purchase.id)
  }

  // Attributes as written, `.property` for values and functions, `@event` for the element's events
  // (lower-case names: HTML attributes fold case).
  override render() {
    return html`
      <rampkit-widget
        style="display: block; height: 640px"
        host-app-name="My wallet"
        host-logo-url="https://example.com/logo.svg"
        host-api-key="demo-host-api-key"
        url="http://127.0.0.1:8787/widget/"
        .fiatCurrency=${this.currency}
        .onRequestCryptoAccount=${this.answer}
        @rampkit-purchase-created=${this.onPurchase}
      ></rampkit-widget>
    `
  }
}
customElements.define('buy-widget', BuyWidget)

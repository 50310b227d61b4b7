import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core'
import type { RequestCryptoAccountHandler } from '@rampkit/core'
import type { RampKitWidgetEventMap } from '@rampkit/element'

// `<rampkit-widget>` is a custom element: Angular binds its attributes, properties and events
// as it does for any element once CUSTOM_ELEMENTS_SCHEMA is set. Call defineRampKitWidget()
// once in main.ts (see main.ts beside this file).
@Component({
  selector: 'app-buy-widget',
  standalone: true,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <rampkit-widget
      host-app-name="My wallet"
      host-logo-url="https://example.com/logo.svg"
      host-api-key="demo-host-api-key"
      url="http://127.0.0.1:8787/widget/"
      [fiatCurrency]="currency"
      [onRequestCryptoAccount]="answerAccount"
      (rampkit-purchase-created)="onPurchase($event)"
      (rampkit-error)="onError($event)"
    ></rampkit-widget>
  `,
  styles: ['rampkit-widget { display: block; height: 640px }'],
})
export class BuyWidgetComponent {
  currency = 'EUR'
  lastPurchaseId: string | undefined

  // A property, never an attribute: looked up at each request, so replacing it never reloads.
  answerAccount: RequestCryptoAccountHandler = async ({ assetSymbol }) => ({
    address: '0x0000000000000000000000000000000000000000',
    assetSymbol,
  })

  // Templates type `$event` as Event: the element's event map gives the detail's type.
  onPurchase(event: Event) {
    const { detail } = event as RampKitWidgetEventMap['rampkit-purchase-created']
    this.lastPurchaseId = detail.payload.purchase.id
  }

  onError(event: Event) {
    const { detail } = event as RampKitWidgetEventMap['rampkit-error']
    console.error(detail.issues)
  }
}

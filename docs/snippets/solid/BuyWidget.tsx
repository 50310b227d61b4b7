import type { RequestCryptoAccountHandler } from '@rampkit/core'
import { defineRampKitWidget, type RampKitWidgetEventMap } from '@rampkit/element'
import { createSignal } from 'solid-js'

defineRampKitWidget() // once, in the browser

export function BuyWidget() {
  const [currency, setCurrency] = createSignal('EUR')
  const answer: RequestCryptoAccountHandler = async ({ assetSymbol }) => ({
    address: '0x0000000000000000000000000000000000000000',
    assetSymbol,
  })
  const onPurchase = (event: RampKitWidgetEventMap['rampkit-purchase-created']) =>
    console.log('purchase', event.detail.payload.purchase.id)
  return (
    <>
      <select onChange={(event) => setCurrency(event.currentTarget.value)}>
        <option>EUR</option>
        <option>USD</option>
      </select>
      {/* prop: sets a property, on: listens for the custom event by its exact name. */}
      <rampkit-widget
        host-app-name="My wallet"
        host-logo-url="https://example.com/logo.svg"
        host-api-key="demo-host-api-key"
        url="http://127.0.0.1:8787/widget/"
        prop:fiatCurrency={currency()}
        prop:onRequestCryptoAccount={answer}
        on:rampkit-purchase-created={onPurchase}
        style={{ display: 'block', height: '640px' }}
      />
    </>
  )
}

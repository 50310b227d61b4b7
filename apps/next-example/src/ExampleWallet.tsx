'use client'

// The React example's page: the one create-rampkit gives a Next app (app/App.tsx, the React
// template's page, never a copy) with the example's extras, both written once there.
import { App, type AppProps } from '@rampkit/react-example/src/App.js'
import { CURRENCY } from '../../../packages/create-rampkit/templates/next/app/config'

export type ExampleWalletProps = AppProps

/**
 * The wallet page's client side: the Next template's page (the user's wallet, quotes, Buy, Sell,
 * the purchase's status, the final transaction's receipt), with the React example's extras
 * after it; the sandbox wallet listed when the server's config names the local chain. A client
 * component of the example's own, since the wallet cannot cross from the server component.
 */
export function ExampleWallet(props: ExampleWalletProps) {
  return <App {...props} currency={CURRENCY} />
}

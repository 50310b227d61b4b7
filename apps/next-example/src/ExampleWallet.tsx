'use client'

import { type AppConfig, demoWallet } from '@rampkit/example-shared'
import {
  type ExampleExtrasOptions,
  useExampleExtras,
} from '@rampkit/react-example/src/ExampleExtras.js'
import { CURRENCY } from '../../../packages/create-rampkit/templates/next/app/config'
// The page is the one create-rampkit gives a Next app (app/App.tsx, the React template's page),
// never a copy: the example adds its extras to it.
import { App } from '../../../packages/create-rampkit/templates/react/src/App'

export type ExampleWalletProps = ExampleExtrasOptions & { config: AppConfig }

/**
 * The wallet page's client side: the Next template's page (quotes, Buy, Sell, the purchase's
 * status), answered by the demo wallet, with the React example's extras after it. A client
 * component of the example's own, since the handlers cannot cross from the server component.
 */
export function ExampleWallet(props: ExampleWalletProps) {
  const extras = useExampleExtras({
    ...props,
    currency: CURRENCY,
    onRequestCryptoAccount: demoWallet.onRequestCryptoAccount,
  })
  return (
    <App config={props.config} logoUrl={props.logoUrl} wallet={demoWallet} onEvent={extras.onEvent}>
      {extras.sections}
    </App>
  )
}

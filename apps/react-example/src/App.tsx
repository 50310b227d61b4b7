import type { AppConfig } from '@rampkit/example-shared'
import { cryptoAccountHandler } from '@rampkit/wallet'
import { createWalletConnector, type WalletConnector } from '@rampkit/wallet/connect'
import { useMemo, useSyncExternalStore } from 'react'
// The page is the create-rampkit template's, never a copy: the example adds its extras to it.
import {
  App as TemplatePage,
  type AppProps as TemplatePageProps,
} from '../../../packages/create-rampkit/templates/react/src/App.js'
import { type ExampleExtrasOptions, useExampleExtras } from './ExampleExtras.js'

export type AppProps = Omit<ExampleExtrasOptions, 'onRequestCryptoAccount'> & {
  config: AppConfig
} & Pick<TemplatePageProps, 'connector' | 'wallet'>

let pageConnector: WalletConnector | undefined

/**
 * The wallet page: the React template's (the user's wallet, quotes, Buy, Sell, the purchase's
 * status, the final transaction's receipt), with the example's extras after it. With
 * `config.localChainUrl` (development), the sandbox wallet of the local chain is listed. The
 * example holds the page's wallet connector, so its embedded widget is answered by the same
 * connected wallet.
 */
export function App({ connector: given, wallet, ...props }: AppProps) {
  pageConnector ??= createWalletConnector()
  const connector = given ?? pageConnector
  const { wallet: connected } = useSyncExternalStore(
    connector.subscribe,
    connector.getSnapshot,
    connector.getSnapshot,
  )
  const { localChainUrl } = props.config
  const onRequestCryptoAccount = useMemo(
    () =>
      wallet?.onRequestCryptoAccount ?? (connected ? cryptoAccountHandler(connected) : undefined),
    [wallet, connected],
  )
  const extras = useExampleExtras({ ...props, onRequestCryptoAccount })
  return (
    <TemplatePage
      config={props.config}
      logoUrl={props.logoUrl}
      sandboxWallet={localChainUrl ? { rpcUrl: localChainUrl } : undefined}
      connector={connector}
      wallet={wallet}
      onEvent={extras.onEvent}
    >
      {extras.sections}
    </TemplatePage>
  )
}

import type { AppConfig } from '@rampkit/example-shared'
// The page is the create-rampkit template's, never a copy: the example adds its extras to it.
import {
  App as TemplatePage,
  type AppProps as TemplatePageProps,
} from '../../../packages/create-rampkit/templates/react/src/App.js'
import { type ExampleExtrasOptions, useExampleExtras } from './ExampleExtras.js'

export type AppProps = ExampleExtrasOptions & { config: AppConfig } & Pick<
    TemplatePageProps,
    'connector' | 'wallet'
  >

/**
 * The wallet page: the React template's (the user's wallet, quotes, Buy, Sell, the purchase's
 * status, the final transaction's receipt), with the example's extras after it. With
 * `config.localChainUrl` (development), the sandbox wallet of the local chain is listed.
 */
export function App({ connector, wallet, ...props }: AppProps) {
  const extras = useExampleExtras(props)
  const { localChainUrl } = props.config
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

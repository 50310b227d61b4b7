import { type AppConfig, demoWallet } from '@rampkit/example-shared'
// The page is the create-rampkit template's, never a copy: the example adds its extras to it.
import { App as TemplatePage } from '../../../packages/create-rampkit/templates/react/src/App.js'
import { type ExampleExtrasOptions, useExampleExtras } from './ExampleExtras.js'

export type AppProps = ExampleExtrasOptions & { config: AppConfig }

/**
 * The wallet page: the React template's (quotes, Buy, Sell, the purchase's status), answered by
 * the demo wallet, with the example's extras after it.
 */
export function App(props: AppProps) {
  const extras = useExampleExtras(props)
  return (
    <TemplatePage config={props.config} wallet={demoWallet} onEvent={extras.onEvent}>
      {extras.sections}
    </TemplatePage>
  )
}

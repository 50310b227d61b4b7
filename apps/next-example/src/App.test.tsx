import { standInWallet, TEST_CONFIG, TEST_LOGO_URL } from '@rampkit/example-shared/testing'
import { describeReactPage } from '@rampkit/react-example/src/testing/describeReactPage.js'
import { ExampleWallet } from './ExampleWallet.js'

// The page's scenarios are every example app's (example-shared/testing/page), here on the client
// component the server page renders: the Next template's island with the extras, the widget
// answered by the scenarios' stand-in wallet (the page's own wallet is the e2e's).
describeReactPage('next-example', (options) => (
  <ExampleWallet config={TEST_CONFIG} logoUrl={TEST_LOGO_URL} wallet={standInWallet} {...options} />
))

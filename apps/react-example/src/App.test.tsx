import { standInWallet, TEST_CONFIG, TEST_LOGO_URL } from '@rampkit/example-shared/testing'
import { App } from './App.js'
import { describeReactPage } from './testing/describeReactPage.js'

// The page's scenarios are every example app's (example-shared/testing/page): the extras'
// wiring, the widget answered by the scenarios' stand-in wallet (the page's own wallet, connected
// through EIP-6963, is the template's tests' and the e2e's).
describeReactPage('react-example', (options) => (
  <App config={TEST_CONFIG} logoUrl={TEST_LOGO_URL} wallet={standInWallet} {...options} />
))

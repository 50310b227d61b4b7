import { TEST_CONFIG, TEST_LOGO_URL } from '@rampkit/example-shared/testing'
import { App } from './App.js'
import { describeReactPage } from './testing/describeReactPage.js'

// The page's scenarios are every example app's (example-shared/testing/page).
describeReactPage('react-example', (options) => (
  <App config={TEST_CONFIG} logoUrl={TEST_LOGO_URL} {...options} />
))

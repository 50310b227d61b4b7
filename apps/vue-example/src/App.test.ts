import {
  createTestClient,
  standInWallet,
  TEST_CONFIG,
  TEST_LOGO_URL,
} from '@rampkit/example-shared/testing'
import { describeExamplePage } from '@rampkit/example-shared/testing/page'
import { RampKitPlugin } from '@rampkit/vue'
import { cleanup, fireEvent, render } from '@testing-library/vue'
import { nextTick } from 'vue'
import App from './App.vue'

// The page's scenarios are every example app's (example-shared/testing/page), on this page over
// the page server's host API (MSW): Vue types with fireEvent.update (v-model's way) and renders
// a widget event's changes on the next tick. The widget is answered by the scenarios' stand-in
// wallet (the page's own wallet, connected through EIP-6963, is the template's tests' and the
// e2e's).
describeExamplePage({
  name: 'vue-example',
  render: (options = {}) =>
    render(App, {
      props: { config: TEST_CONFIG, logoUrl: TEST_LOGO_URL, wallet: standInWallet, ...options },
      global: { plugins: [[RampKitPlugin, { client: createTestClient() }]] },
    }),
  cleanup,
  setValue: async (element, value) => {
    await fireEvent.update(element, value)
  },
  click: async (element) => {
    await fireEvent.click(element)
  },
  settle: async (action) => {
    await action()
    await nextTick()
  },
})

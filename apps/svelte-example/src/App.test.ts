import {
  createTestClient,
  standInWallet,
  TEST_CONFIG,
  TEST_LOGO_URL,
} from '@rampkit/example-shared/testing'
import { describeExamplePage } from '@rampkit/example-shared/testing/page'
import { cleanup, fireEvent, render } from '@testing-library/svelte'
import { flushSync } from 'svelte'
import App from './App.svelte'

// The page's scenarios are every example app's (example-shared/testing/page), on this page over
// the page server's host API (MSW): Svelte's bindings listen to `input` on a text field and
// `change` on a select, and flushSync renders a widget event's changes. The widget is answered by
// the scenarios' stand-in wallet (the page's own wallet, connected through EIP-6963, is the
// template's tests' and the e2e's).
describeExamplePage({
  name: 'svelte-example',
  render: (options = {}) =>
    render(App, {
      props: {
        client: createTestClient(),
        config: TEST_CONFIG,
        logoUrl: TEST_LOGO_URL,
        wallet: standInWallet,
        ...options,
      },
    }),
  cleanup,
  setValue: async (element, value) => {
    const event = element instanceof HTMLSelectElement ? fireEvent.change : fireEvent.input
    await event(element, { target: { value } })
  },
  click: async (element) => {
    await fireEvent.click(element)
  },
  settle: async (action) => {
    await action()
    flushSync()
  },
})

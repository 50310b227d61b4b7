import { createTestClient, TEST_CONFIG, TEST_LOGO_URL } from '@rampkit/example-shared/testing'
import { describeExamplePage } from '@rampkit/example-shared/testing/page'
import { RampKitProvider } from '@rampkit/react'
// The template's test tools (its devDependencies; see vitest.config.ts and tsconfig.json).
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { ExampleWallet } from './ExampleWallet.js'

// The page's scenarios are every example app's (example-shared/testing/page), here on the client
// component the server page renders: the Next template's island with the extras.
describeExamplePage({
  name: 'next-example',
  render: (options) =>
    render(
      <RampKitProvider client={createTestClient()}>
        <ExampleWallet config={TEST_CONFIG} logoUrl={TEST_LOGO_URL} {...options} />
      </RampKitProvider>,
    ),
  cleanup,
  setValue: async (element, value) => {
    fireEvent.change(element, { target: { value } })
  },
  click: async (element) => {
    fireEvent.click(element)
  },
  settle: (action) => act(action),
})

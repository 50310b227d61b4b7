// Test helper (not part of the app): the page over @rampkit/testing's in-process sandbox.
import { createTestClient, TEST_CONFIG, TEST_LOGO_URL } from '@rampkit/example-shared/testing'
import { RampKitProvider } from '@rampkit/react'
import type { TestSandbox } from '@rampkit/testing'
import { render } from '@testing-library/react'
import { App } from '../App.js'

export function renderApp(
  options: {
    /** Wraps the sandbox's fetch (to count or answer requests). */
    fetch?: (sandboxFetch: typeof fetch) => typeof fetch
    pollMs?: number
    loadTimeoutMs?: number
    /** The sandbox of an earlier render (a reload keeps the service's state). */
    sandbox?: TestSandbox
  } = {},
) {
  const { sandbox, client } = createTestClient(options.fetch, options.sandbox)
  const view = render(
    <RampKitProvider client={client}>
      <App
        client={client}
        config={TEST_CONFIG}
        logoUrl={TEST_LOGO_URL}
        pollMs={options.pollMs}
        loadTimeoutMs={options.loadTimeoutMs}
      />
    </RampKitProvider>,
  )
  return { ...view, sandbox, client }
}

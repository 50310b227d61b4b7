// Test helper (not part of the app): the page over @rampkit/testing's in-process sandbox.
import { createTestClient, TEST_CONFIG, TEST_LOGO_URL } from '@rampkit/example-shared/testing'
import type { TestSandbox } from '@rampkit/testing'
import { render } from '@testing-library/svelte'
import Root from '../Root.svelte'

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
  const view = render(Root, {
    props: {
      client,
      config: TEST_CONFIG,
      logoUrl: TEST_LOGO_URL,
      pollMs: options.pollMs,
      loadTimeoutMs: options.loadTimeoutMs,
    },
  })
  return { ...view, sandbox, client }
}

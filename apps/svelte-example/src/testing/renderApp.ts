// Test helper (not part of the app): the page, its host API answered by MSW (createPageServer).
import { createTestClient, TEST_CONFIG, TEST_LOGO_URL } from '@rampkit/example-shared/testing'
import { render } from '@testing-library/svelte'
import Root from '../Root.svelte'

export function renderApp(options: { pollMs?: number; loadTimeoutMs?: number } = {}) {
  const client = createTestClient()
  const view = render(Root, {
    props: {
      client,
      config: TEST_CONFIG,
      logoUrl: TEST_LOGO_URL,
      pollMs: options.pollMs,
      loadTimeoutMs: options.loadTimeoutMs,
    },
  })
  return { ...view, client }
}

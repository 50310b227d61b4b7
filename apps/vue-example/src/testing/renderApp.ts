// Test helper (not part of the app): the page, its host API answered by MSW (createPageServer).
import { createTestClient, TEST_CONFIG, TEST_LOGO_URL } from '@rampkit/example-shared/testing'
import { RampKitPlugin } from '@rampkit/vue'
import { render } from '@testing-library/vue'
import App from '../App.vue'

export function renderApp(options: { pollMs?: number; loadTimeoutMs?: number } = {}) {
  return render(App, {
    props: { config: TEST_CONFIG, logoUrl: TEST_LOGO_URL, ...options },
    global: { plugins: [[RampKitPlugin, { client: createTestClient() }]] },
  })
}

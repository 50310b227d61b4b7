// Test helper (not part of the app): the page, its host API answered by MSW (createPageServer).
import { createTestClient, TEST_CONFIG, TEST_LOGO_URL } from '@rampkit/example-shared/testing'
import { RampKitProvider } from '@rampkit/react'
import { render } from '@testing-library/react'
import { App } from '../App.js'

export function renderApp(options: { pollMs?: number; loadTimeoutMs?: number } = {}) {
  return render(
    <RampKitProvider client={createTestClient()}>
      <App config={TEST_CONFIG} logoUrl={TEST_LOGO_URL} {...options} />
    </RampKitProvider>,
  )
}

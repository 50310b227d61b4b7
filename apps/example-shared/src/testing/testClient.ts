import { createHostApiClient, type HostApiClient } from '@rampkit/core'
import { createTestSandbox, type TestSandbox } from '@rampkit/testing'
import type { AppConfig } from '../config.js'

/** The page's config in component tests: the API and widget of an in-process sandbox. */
export const TEST_CONFIG: AppConfig = {
  apiUrl: 'http://localhost/api',
  widgetUrl: 'http://localhost/widget/',
  webhookUrl: 'http://127.0.0.1:8788/webhooks',
  hostApiKey: 'demo-host-api-key',
}

/** The logo URL the component tests give the page. */
export const TEST_LOGO_URL = 'http://localhost/logo.svg'

/**
 * A fresh test sandbox from the published kit (or `existing`: a reloaded page meets the same
 * service) and a client that reaches it with no socket and no retries. `wrapFetch` wraps the
 * sandbox's fetch (to count or answer requests).
 */
export function createTestClient(
  wrapFetch: (sandboxFetch: typeof fetch) => typeof fetch = (f) => f,
  existing?: TestSandbox,
): {
  sandbox: TestSandbox
  client: HostApiClient
} {
  const sandbox = existing ?? createTestSandbox()
  const client = createHostApiClient({
    baseUrl: sandbox.baseUrl,
    hostApiKey: sandbox.hostApiKey,
    fetch: wrapFetch(sandbox.fetch as typeof fetch),
    retries: 0,
  })
  return { sandbox, client }
}

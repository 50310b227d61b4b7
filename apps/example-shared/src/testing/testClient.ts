import { createHostApiClient, type HostApiClient } from '@rampkit/core'
import type { AppConfig } from '../config.js'

/** The page's config in component tests: the API of `createPageServer`'s test sandbox. */
export const TEST_CONFIG: AppConfig = {
  apiUrl: 'http://localhost/api',
  widgetUrl: 'http://localhost/widget/',
  webhookUrl: 'http://127.0.0.1:8788/webhooks',
  hostApiKey: 'demo-host-api-key',
}

/** The logo URL the component tests give the page. */
export const TEST_LOGO_URL = 'http://localhost/logo.svg'

/**
 * The page's client as the page makes it (the global fetch, which MSW answers), without
 * retries: a failure shows at once.
 */
export function createTestClient(): HostApiClient {
  return createHostApiClient({
    baseUrl: TEST_CONFIG.apiUrl,
    hostApiKey: TEST_CONFIG.hostApiKey,
    retries: 0,
  })
}

// Test helper (not part of the app): the app over @rampkit/testing's in-process sandbox (the
// host API through its fetch) and a webhook receiver answering the calls a test says it stored.
import { createHostApiClient } from '@rampkit/core'
import type { ReceivedWebhook } from '@rampkit/example-shared'
import { TEST_CONFIG, TEST_LOGO_URL } from '@rampkit/example-shared/testing'
import { RampKitProvider } from '@rampkit/react-native'
import type { TestSandbox } from '@rampkit/testing'
import { render } from '@testing-library/react-native'
import { App } from '../App'

/** What the app's receiver list (`GET …/webhooks`) answers; the host API goes to the sandbox. */
export function answerReceiver(calls: () => readonly ReceivedWebhook[]): () => void {
  const original = globalThis.fetch
  globalThis.fetch = async (input) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.startsWith(TEST_CONFIG.webhookUrl)) return Response.json(calls())
    throw new TypeError(`The test network has no answer for ${url}`)
  }
  return () => {
    globalThis.fetch = original
  }
}

export async function renderApp(sandbox: TestSandbox, options: { pollMs?: number } = {}) {
  const client = createHostApiClient({
    baseUrl: TEST_CONFIG.apiUrl,
    hostApiKey: TEST_CONFIG.hostApiKey,
    fetch: sandbox.fetch,
    retries: 0,
  })
  return render(
    <RampKitProvider client={client}>
      <App config={{ ...TEST_CONFIG, logoUrl: TEST_LOGO_URL }} pollMs={options.pollMs} />
    </RampKitProvider>,
  )
}

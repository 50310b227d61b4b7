import { rampkitHandlers, type TestSandbox } from '@rampkit/testing'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import type { ReceivedWebhook } from '../webhookLog.js'
import { TEST_CONFIG } from './testClient.js'

/**
 * The network of the example pages' component tests (MSW): the host API answered by a test
 * sandbox at `TEST_CONFIG.apiUrl`, and the webhook receiver (not running here) answering the
 * calls a test says it stored. `answer(sandbox)` before each test, `listen()` once.
 */
export function createPageServer() {
  const server = setupServer()
  let receiverCalls: readonly ReceivedWebhook[] = []
  return {
    server,
    /** From now on: the host API from `sandbox`, the receiver with no calls stored. */
    answer(sandbox: TestSandbox) {
      receiverCalls = []
      server.resetHandlers(
        ...rampkitHandlers({ sandbox, baseUrl: TEST_CONFIG.apiUrl }),
        http.get(TEST_CONFIG.webhookUrl, () => HttpResponse.json(receiverCalls)),
      )
    },
    /** What the receiver's list (`GET /webhooks`, newest first) answers from now on. */
    setReceiverCalls(calls: readonly ReceivedWebhook[]) {
      receiverCalls = calls
    },
  }
}

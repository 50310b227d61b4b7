// Test helper (not part of the app): the app over @rampkit/testing's in-process sandbox (the
// host API through its fetch) and a webhook receiver answering the calls a test says it stored.
import { createHostApiClient } from '@rampkit/core'
import type { ReceivedWebhook } from '@rampkit/example-shared'
import { TEST_CONFIG, TEST_LOGO_URL } from '@rampkit/example-shared/testing'
import { RampKitProvider } from '@rampkit/react-native'
import { mockWalletProvider, type TestSandbox } from '@rampkit/testing'
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { App } from '../App'

/** The fake wallet's account, and the hash of every transaction it sends. */
export const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
export const HASH = `0x${'cd'.repeat(32)}`

/**
 * A wallet SDK's EIP-1193 provider (the testing kit's mock wallet): on Ethereum (chain 1) holding
 * 2.5 ETH; every transaction it sends is `HASH`. `requests` lists what the app asked of it.
 */
export const fakeWallet = () =>
  mockWalletProvider({
    accounts: [ACCOUNT],
    chainId: 1,
    balance: 25n * 10n ** 17n,
    sendTransaction: () => HASH,
  })

/** Connects the fake wallet through the page's Connect button: its account is shown. */
export async function connectWallet() {
  await act(async () => {
    fireEvent.press(screen.getByRole('button', { name: 'Connect Test wallet' }))
  })
  await screen.findByText(ACCOUNT)
}

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

/** The app over `sandbox`, its wallet `fakeWallet()`'s provider (named Test wallet) unless told. */
export async function renderApp(
  sandbox: TestSandbox,
  options: { pollMs?: number; wallet?: ReturnType<typeof fakeWallet> } = {},
) {
  const client = createHostApiClient({
    baseUrl: TEST_CONFIG.apiUrl,
    hostApiKey: TEST_CONFIG.hostApiKey,
    fetch: sandbox.fetch,
    retries: 0,
  })
  return render(
    <RampKitProvider client={client}>
      <App
        config={{ ...TEST_CONFIG, logoUrl: TEST_LOGO_URL }}
        pollMs={options.pollMs}
        provider={(options.wallet ?? fakeWallet()).provider}
        providerName="Test wallet"
      />
    </RampKitProvider>,
  )
}

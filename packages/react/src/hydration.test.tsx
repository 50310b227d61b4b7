import { assetsFor, fakeClient, quoteFor } from '@rampkit/adapter-testing/fakeClient'
import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import type { RampKitClient } from '@rampkit/core'
import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { RampKitProvider } from './context/RampKitProvider.js'
import { useAssets } from './hooks/useAssets.js'
import { useOnrampQuote } from './hooks/useOnrampQuote.js'

function Price() {
  const quote = useOnrampQuote({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 50 })
  return (
    <output>
      {quote.status === 'success' ? quote.data.CARD_PAYMENT?.cryptoAmount : quote.status}
    </output>
  )
}

const initialUsd = assetsFor('USD')

function Assets() {
  const assets = useAssets({ currencyCode: 'USD' }, { initialData: initialUsd })
  return <output>{assets.status === 'success' ? assets.data.currencyCode : assets.status}</output>
}

fakeTimersInEachTest()

/**
 * Renders `page` on the server with a client of its own, then hydrates that markup with a fresh
 * client (whose calls it returns) and lets `ms` of fake time pass.
 */
async function serverThenHydrate(page: ReactNode, ms: number) {
  const app = (client: RampKitClient) => <RampKitProvider client={client}>{page}</RampKitProvider>
  const container = document.createElement('div')
  container.innerHTML = renderToString(app(fakeClient().client))
  const serverText = container.textContent

  const errors = vi.spyOn(console, 'error')
  const recoverable = vi.fn()
  const { client, calls } = fakeClient()
  const root = await act(async () =>
    hydrateRoot(container, app(client), { onRecoverableError: recoverable }),
  )
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
  expect(recoverable).not.toHaveBeenCalled()
  expect(errors).not.toHaveBeenCalled()
  return { serverText, container, calls, unmount: () => act(() => root.unmount()) }
}

describe('hydration', () => {
  it('hydrates the server markup without a mismatch, then asks', async () => {
    const { serverText, container, calls, unmount } = await serverThenHydrate(<Price />, 0)
    expect(serverText).toBe('idle')
    expect(calls).toHaveLength(1)
    await act(async () => calls[0]!.resolve(quoteFor(calls[0]!.body)))
    expect(container.textContent).toBe('50000')
    unmount()
  })

  it('renders initialData on the server and hydrates it without asking again', async () => {
    const { serverText, container, calls, unmount } = await serverThenHydrate(<Assets />, 1000)
    expect(serverText).toBe('USD')
    expect(calls).toHaveLength(0)
    expect(container.textContent).toBe('USD')
    unmount()
  })
})

import { assetsFor, fakeClient, quoteFor } from '@rampkit/adapter-testing/fakeClient'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('hydration', () => {
  it('hydrates the server markup without a mismatch, then asks', async () => {
    const server = fakeClient()
    const app = (client: typeof server.client) => (
      <RampKitProvider client={client}>
        <Price />
      </RampKitProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(app(server.client))
    expect(container.textContent).toBe('idle')

    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    const { client, calls } = fakeClient()
    const root = await act(async () =>
      hydrateRoot(container, app(client), { onRecoverableError: recoverable }),
    )
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(calls).toHaveLength(1)
    await act(async () => calls[0]!.resolve(quoteFor(calls[0]!.body)))
    expect(container.textContent).toBe('50000')
    act(() => root.unmount())
  })

  it('renders initialData on the server and hydrates it without asking again', async () => {
    const app = (client: ReturnType<typeof fakeClient>['client']) => (
      <RampKitProvider client={client}>
        <Assets />
      </RampKitProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(app(fakeClient().client))
    expect(container.textContent).toBe('USD')

    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    const { client, calls } = fakeClient()
    const root = await act(async () =>
      hydrateRoot(container, app(client), { onRecoverableError: recoverable }),
    )
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(calls).toHaveLength(0)
    expect(container.textContent).toBe('USD')
    act(() => root.unmount())
  })
})

// @vitest-environment node

import { fakeClient } from '@rampkit/adapter-testing/fakeClient'
import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { RampKitProvider } from './context/RampKitProvider.js'
import { useAssets } from './hooks/useAssets.js'
import { useOfframpQuote } from './hooks/useOfframpQuote.js'
import { useOnrampQuote } from './hooks/useOnrampQuote.js'

function Quotes() {
  const onramp = useOnrampQuote({
    cryptoAssetSymbol: 'ETH_ETH',
    fiatCurrency: 'EUR',
    fiatValue: 50,
  })
  const offramp = useOfframpQuote({
    cryptoAssetSymbol: 'ETH_ETH',
    fiatCurrency: 'EUR',
    cryptoAmount: '1',
  })
  const assets = useAssets()
  return (
    <p>
      {onramp.status}/{offramp.status}/{assets.status}/{String(onramp.isFetching)}
    </p>
  )
}

fakeTimersInEachTest()

describe('server rendering', () => {
  it('renders the idle state and starts nothing', async () => {
    expect(typeof window).toBe('undefined')
    const { client, calls } = fakeClient()
    const html = renderToString(
      <RampKitProvider client={client}>
        <Quotes />
      </RampKitProvider>,
    )
    expect(html).toBe('<p>idle<!-- -->/<!-- -->idle<!-- -->/<!-- -->idle<!-- -->/<!-- -->false</p>')
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(0)
  })
})

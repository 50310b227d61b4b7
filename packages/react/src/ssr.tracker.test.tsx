// @vitest-environment node

import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import { PURCHASE, SALE, trackerClient } from '@rampkit/adapter-testing/trackerClient'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { RampKitProvider } from './context/RampKitProvider.js'
import { usePurchase } from './hooks/usePurchase.js'
import { useSale } from './hooks/useSale.js'

function Progress() {
  const created = usePurchase({ purchase: PURCHASE, purchaseViewToken: 'v' })
  const stored = usePurchase({ id: 'p2', secret: 'v' })
  const sale = useSale({ sale: SALE, saleViewToken: 'v' }, { readStatus: () => 'CREATED' })
  const none = usePurchase(null)
  return (
    <p>
      {created.purchase?.status}/{stored.status}/{sale.sale?.id}:{String(sale.saleStatus)}/
      {none.status}
    </p>
  )
}

fakeTimersInEachTest()

describe('server rendering of the trackers', () => {
  it('renders what is known without reading anything', async () => {
    expect(typeof document).toBe('undefined')
    const { client, calls } = trackerClient()
    const html = renderToString(
      <RampKitProvider client={client}>
        <Progress />
      </RampKitProvider>,
    )
    expect(html.replaceAll('<!-- -->', '')).toContain('INITIALIZED/loading/s1:undefined/idle')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(0)
  })
})

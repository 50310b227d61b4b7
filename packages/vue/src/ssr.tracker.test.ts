// @vitest-environment node

import { PURCHASE, SALE, trackerClient } from '@rampkit/adapter-testing/trackerClient'
import { describe, expect, it, vi } from 'vitest'
import { createSSRApp, defineComponent, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { usePurchase } from './composables/usePurchase.js'
import { useSale } from './composables/useSale.js'
import { RampKitPlugin } from './plugin/RampKitPlugin.js'

const Progress = defineComponent({
  setup() {
    const created = usePurchase({ purchase: PURCHASE, purchaseViewToken: 'v' })
    const stored = usePurchase(() => ({ id: 'p2', secret: 'v' }))
    const sale = useSale({ sale: SALE, saleViewToken: 'v' }, { readStatus: () => 'CREATED' })
    const none = usePurchase(null)
    return () =>
      h(
        'p',
        [
          created.purchase.value?.status,
          stored.status.value,
          `${sale.sale.value?.id}:${String(sale.saleStatus.value)}`,
          none.status.value,
        ].join('/'),
      )
  },
})

describe('server rendering of the trackers', () => {
  it('renders what is known without reading anything', async () => {
    vi.useFakeTimers()
    try {
      expect(typeof document).toBe('undefined')
      const { client, calls } = trackerClient()
      const app = createSSRApp(Progress).use(RampKitPlugin, { client })
      expect(await renderToString(app)).toBe('<p>INITIALIZED/loading/s1:undefined/idle</p>')
      await vi.advanceTimersByTimeAsync(10_000)
      expect(calls).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })
})

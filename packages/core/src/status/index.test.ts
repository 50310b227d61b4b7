import { expect, it } from 'vitest'
import * as status from './index.js'

it('src/status exports', () => {
  expect(Object.keys(status).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_PURCHASE_POLL_MS",
      "DEFAULT_SALE_POLL_MS",
      "FINAL_PURCHASE_STATUSES",
      "SALE_STATUSES",
      "createPurchaseTracker",
      "createSaleTracker",
      "isFinalPurchaseStatus",
      "isFinalSaleStatus",
      "isSaleStatus",
    ]
  `)
})

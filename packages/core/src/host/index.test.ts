import { expect, it } from 'vitest'
import * as host from './index.js'

it('src/host exports', () => {
  expect(Object.keys(host).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_EVENT_LOG_SIZE",
      "DEFAULT_PURCHASE_POLL_MS",
      "FINAL_PURCHASE_STATUSES",
      "appendWidgetEvent",
      "checkEventLogSize",
      "createPurchaseTracker",
      "createWidgetController",
      "describeWidgetEvent",
      "isFinalPurchaseStatus",
      "mountWidget",
      "widgetConfigKey",
      "widgetNeedsRemount",
    ]
  `)
})

import { expect, it } from 'vitest'
import * as adapter from './adapter.js'

it('@rampkit/core/adapter exports', () => {
  expect(Object.keys(adapter).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_LOAD_TIMEOUT_MS",
      "WIDGET_CONFIG_KEYS",
      "answerMobileRequest",
      "buildMobileWidgetUrl",
      "createAssetsStore",
      "createPurchaseStore",
      "createResourceStore",
      "createSaleStore",
      "createWidgetController",
      "isDismissible",
      "isEmbeddedVariant",
      "isHostedVariant",
      "isOverlay",
      "mobileReplyScript",
      "mountWidget",
      "readMobileWidgetMessage",
      "variantKind",
      "widgetConfigKey",
    ]
  `)
})

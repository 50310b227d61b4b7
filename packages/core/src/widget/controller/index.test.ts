import { expect, it } from 'vitest'
import * as controller from './index.js'

it('src/widget/controller exports', () => {
  expect(Object.keys(controller).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_EVENT_LOG_SIZE",
      "appendWidgetEvent",
      "describeWidgetEvent",
      "warnOnMixedEnvironments",
      "widgetConfigKey",
    ]
  `)
})

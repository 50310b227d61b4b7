import { describe, expect, it } from 'vitest'
import * as compat from './compat.js'

describe('@rampkit/core/compat', () => {
  it('exports', () => {
    expect(Object.keys(compat).sort()).toMatchInlineSnapshot(`
      [
        "RampInstantEventTypes",
        "RampInstantSDK",
        "WidgetConfigError",
        "WidgetEnvironmentError",
      ]
    `)
  })

  it('imports on a server, and says where to construct instead', () => {
    expect(typeof window).toBe('undefined')
    expect(
      () =>
        new compat.RampInstantSDK({
          hostAppName: 'App',
          hostLogoUrl: 'https://example.com/logo.svg',
          hostApiKey: 'pk_test_server_side_key',
        }),
    ).toThrow(compat.WidgetEnvironmentError)
  })

  it('RampInstantEventTypes has the official values', () => {
    expect(compat.RampInstantEventTypes).toEqual({
      WIDGET_CLOSE: 'WIDGET_CLOSE',
      WIDGET_CONFIG_DONE: 'WIDGET_CONFIG_DONE',
      WIDGET_CONFIG_FAILED: 'WIDGET_CONFIG_FAILED',
      PURCHASE_CREATED: 'PURCHASE_CREATED',
      OFFRAMP_SALE_CREATED: 'OFFRAMP_SALE_CREATED',
    })
  })
})

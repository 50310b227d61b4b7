import type { PurchaseCreatedPayload, SendCryptoPayload } from '@rampkit/core'
import type { HttpHandler } from 'msw'
import { describe, expectTypeOf, it } from 'vitest'
import {
  answerEndpoint,
  createTestSandbox,
  failEndpoint,
  type HostApiEndpoint,
  type MockWidgetHandle,
  mockWidget,
  type RampkitHandlers,
  rampkitHandlers,
  type TestSandbox,
} from './index.js'

describe('@rampkit/testing types', () => {
  it('createTestSandbox: helpers resolve to the service types', () => {
    const sandbox = createTestSandbox({ startTime: '2026-01-01T00:00:00Z' })
    expectTypeOf(sandbox).toEqualTypeOf<TestSandbox>()
    expectTypeOf(sandbox.createPurchase()).resolves.toEqualTypeOf<PurchaseCreatedPayload>()
    expectTypeOf(sandbox.advanceTime).parameter(0).toEqualTypeOf<number>()
    // @ts-expect-error RETURNED has its own helper
    sandbox.failPurchase('id', 'RETURNED')
  })

  it('rampkitHandlers spread into setupServer; overrides are handlers named by endpoint', () => {
    const handlers = rampkitHandlers()
    expectTypeOf(handlers).toEqualTypeOf<RampkitHandlers>()
    expectTypeOf([...handlers]).toEqualTypeOf<HttpHandler[]>()
    expectTypeOf(failEndpoint('v3.getOnrampQuote', 429)).toEqualTypeOf<HttpHandler>()
    expectTypeOf<'v3.getOnrampQuote'>().toExtend<HostApiEndpoint>()
    // @ts-expect-error not an endpoint
    failEndpoint('v3.getNothing', 500)
    // @ts-expect-error not a failure
    failEndpoint('v3.getAssets', 'slow')
    answerEndpoint('v3.getCurrencies', [])
  })

  it('mockWidget: emit takes only what the widget sends, with its payload type', () => {
    const widget = mockWidget()
    expectTypeOf(widget).toEqualTypeOf<MockWidgetHandle>()
    expectTypeOf(widget.emit<'SEND_CRYPTO'>)
      .parameter(1)
      .toEqualTypeOf<SendCryptoPayload | undefined>()
    // @ts-expect-error the launcher's own event, never the widget's
    widget.emit('WIDGET_OPEN_FAILED')
  })
})

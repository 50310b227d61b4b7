import type { IncomingMessage } from 'node:http'
import { describe, expectTypeOf, it } from 'vitest'
import { type NodeWebhookRequest, verifyNodeWebhookRequest } from './verifyNodeWebhookRequest.js'
import { verifyWebhookRequest, type WebhookRequestVerification } from './verifyWebhookRequest.js'

describe('webhook request helpers types', () => {
  it('takes a fetch Request and a Node IncomingMessage (with or without a parsed body)', () => {
    expectTypeOf(verifyWebhookRequest).parameter(0).toEqualTypeOf<Request>()
    expectTypeOf<IncomingMessage>().toExtend<NodeWebhookRequest>()
    expectTypeOf<IncomingMessage & { body: unknown }>().toExtend<NodeWebhookRequest>()
    expectTypeOf(
      verifyNodeWebhookRequest,
    ).returns.resolves.toEqualTypeOf<WebhookRequestVerification>()
  })

  it('gives the body only once verified', () => {
    const result = {} as WebhookRequestVerification
    if (result.verified) expectTypeOf(result.body).toEqualTypeOf<string>()
    // @ts-expect-error a rejection has no body
    if (!result.verified) void result.body
  })
})

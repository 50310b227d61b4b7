import type { Hono } from 'hono'
import { describe, expectTypeOf, it } from 'vitest'
import {
  createSandbox,
  type SandboxErrorCode,
  type ServicePurchase,
  type StartedSandbox,
  startSandbox,
} from './index.js'

describe('public types', () => {
  it('createSandbox → { app, fetch, state }', () => {
    const sandbox = createSandbox({ apiKeys: ['k'], seed: 1, rateLimit: 0, now: () => 0 })
    expectTypeOf(sandbox.app).toEqualTypeOf<Hono>()
    expectTypeOf(sandbox.fetch).parameter(0).toEqualTypeOf<string | URL | Request>()
    expectTypeOf(sandbox.fetch).returns.toEqualTypeOf<Promise<Response>>()
    expectTypeOf(sandbox.state.store.purchases()[0]!.purchase).toEqualTypeOf<ServicePurchase>()
    // @ts-expect-error seed is a number
    createSandbox({ seed: 'x' })
  })

  it('startSandbox resolves to the started server', () => {
    expectTypeOf(startSandbox).returns.toEqualTypeOf<Promise<StartedSandbox>>()
    expectTypeOf<'RATE_LIMITED'>().toExtend<SandboxErrorCode>()
  })
})

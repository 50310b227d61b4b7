import { describe, expect, it } from 'vitest'
import { HOOKED_PURCHASE, postJson } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

describe('replay and retry now', () => {
  it('replay sends the same body again as a new delivery', async () => {
    const bodies: string[] = []
    const sandbox = createSandbox({
      webhookFetch: async (_input, init) => {
        bodies.push(String(init?.body))
        return new Response('ok')
      },
    })
    await postJson(sandbox, '/sandbox/purchases', HOOKED_PURCHASE)
    await sandbox.state.webhooks.whenIdle()
    const [first] = sandbox.state.webhooks.attempts()
    const replay = await postJson<{ deliveryId: string }>(
      sandbox,
      `/sandbox/webhook-deliveries/${first?.deliveryId}/replay`,
      {},
    )
    expect(replay.status).toBe(202)
    expect(replay.body.deliveryId).not.toBe(first?.deliveryId)
    await sandbox.state.webhooks.whenIdle()
    expect(bodies).toHaveLength(2)
    expect(bodies[1]).toBe(bodies[0])
    expect(sandbox.state.webhooks.attempts()[1]?.replayOf).toBe(first?.deliveryId)
    const missing = await postJson(sandbox, '/sandbox/webhook-deliveries/nope/replay', {})
    expect(missing.status).toBe(404)
  })

  it('retry now sends a call waiting for its retry at once', async () => {
    let answer = 503
    const sandbox = createSandbox({
      webhookRetryMs: 3_600_000,
      webhookFetch: async () => new Response('x', { status: answer }),
    })
    await postJson(sandbox, '/sandbox/purchases', HOOKED_PURCHASE)
    const waiting = async () => {
      for (let i = 0; i < 100 && sandbox.state.webhooks.attempts().length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      return sandbox.state.webhooks.attempts()[0]!
    }
    const failed = await waiting()
    expect(failed.outcome).toBe('retrying')
    answer = 200
    const retried = await postJson(
      sandbox,
      `/sandbox/webhook-deliveries/${failed.deliveryId}/retry`,
      {},
    )
    expect(retried.status).toBe(202)
    await sandbox.state.webhooks.whenIdle()
    expect(sandbox.state.webhooks.attempts().map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'retrying'],
      [2, 'delivered'],
    ])
    const again = await postJson(
      sandbox,
      `/sandbox/webhook-deliveries/${failed.deliveryId}/retry`,
      {},
    )
    expect(again.status).toBe(404)
    sandbox.state.dispose()
  })
})

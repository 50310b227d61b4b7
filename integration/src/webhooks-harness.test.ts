import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { requestJson, serveWebhookCalls } from './webhooks-harness.js'

describe('serveWebhookCalls', () => {
  it('answers 502 when its handler fails, as a proxy whose target is gone', async () => {
    const server = await serveWebhookCalls(async () => {
      throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })
    })
    try {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const req = request(`${server.url}/webhooks/purchase`, { method: 'POST', agent: false })
        req.on('response', (res) => {
          res.resume()
          resolve(res.statusCode)
        })
        req.on('error', reject)
        req.end('{}')
      })
      expect(status).toBe(502)
    } finally {
      await server.close()
    }
  })

  it('drops a call whose sender reset its connection mid-body, and keeps serving', async () => {
    const calls: string[] = []
    const server = await serveWebhookCalls(async (call) => {
      calls.push(call.body)
      return { status: 200, body: { ok: true } }
    })
    try {
      // A body promised longer than sent, then the socket destroyed: the request stream errors.
      await new Promise<void>((resolve) => {
        const req = request(`${server.url}/webhooks/purchase`, {
          method: 'POST',
          agent: false,
          headers: { 'content-length': '100' },
        })
        req.on('error', () => resolve())
        req.write('{"partial":')
        setTimeout(() => req.destroy(), 50)
      })
      const answer = await requestJson('POST', `${server.url}/webhooks/purchase`, '{"whole":1}')
      expect(answer).toEqual({ status: 200, body: { ok: true } })
      expect(calls).toEqual(['{"whole":1}'])
    } finally {
      await server.close()
    }
  })
})

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseWebhook } from '@rampkit/core/webhooks'
import { afterAll, describe, expect, it } from 'vitest'
import { createWebhookStore } from './store'
import { purchase, sale } from './testFixtures'

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('webhook store (PGlite on disk)', () => {
  it('keeps rows across a restart with the same data dir, and stays idempotent', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rampkit-webhooks-'))
    dirs.push(dir)
    const dataDir = join(dir, 'nested', 'webhooks')
    const created = parseWebhook({ type: 'CREATED', purchase: purchase({ id: 'p-1' }) })
    const saleCall = parseWebhook({ id: 's-1', type: 'RELEASED', mode: 'OFFRAMP', payload: sale() })

    const first = await createWebhookStore({ dataDir })
    expect(await first.save(created)).toEqual({ stored: true })
    expect(await first.save(saleCall)).toEqual({ stored: true })
    await first.close()
    await first.close()

    const second = await createWebhookStore({ dataDir })
    try {
      expect(await second.save(created)).toEqual({ stored: false })
      const rows = await second.list()
      expect(rows.map((row) => [row.kind, row.id, row.type, row.status])).toEqual([
        ['sale', 's-1', 'RELEASED', null],
        ['purchase', 'p-1', 'CREATED', 'INITIALIZED'],
      ])
      // The store keeps the whole payload, secrets included; only the HTTP list redacts.
      expect(rows[1]?.payload).toMatchObject({ purchaseViewToken: 'secret-view-token' })
      expect(await second.list({ limit: 1 })).toHaveLength(1)
    } finally {
      await second.close()
    }
  })
})

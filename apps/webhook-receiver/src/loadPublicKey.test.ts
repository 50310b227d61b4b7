import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WebhookPublicKeyError } from '@rampkit/core/webhooks'
import { describe, expect, it } from 'vitest'
import { loadPublicKey } from './loadPublicKey'
import { createSigner } from './testFixtures'

const { publicKey } = createSigner()

describe('loadPublicKey', () => {
  it('reads the key from env (with "\\n" escapes) and from a file', async () => {
    const escaped = publicKey.trim().replace(/\n/g, '\\n')
    expect(await loadPublicKey({ from: 'env', pem: escaped })).toBe(escaped)
    const dir = await mkdtemp(join(tmpdir(), 'rampkit-key-'))
    try {
      const path = join(dir, 'key.pem')
      await writeFile(path, publicKey)
      expect(await loadPublicKey({ from: 'file', path })).toBe(publicKey)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('retries the URL until the sandbox answers', async () => {
    let calls = 0
    const retries: number[] = []
    const fetch = (async () => {
      calls++
      if (calls === 1) throw new TypeError('fetch failed')
      if (calls === 2) return new Response('not yet', { status: 503 })
      return Response.json({ publicKey })
    }) as typeof globalThis.fetch
    const pem = await loadPublicKey(
      { from: 'url', url: 'http://sandbox/key' },
      { attempts: 5, delayMs: 1, fetch, onRetry: (attempt) => retries.push(attempt) },
    )
    expect(pem).toBe(publicKey)
    expect(retries).toEqual([1, 2])
  })

  it('gives up after the last attempt, saying why', async () => {
    const fetch = (async () => Response.json({ key: 'wrong field' })) as typeof globalThis.fetch
    await expect(
      loadPublicKey({ from: 'url', url: 'http://sandbox/key' }, { attempts: 2, delayMs: 1, fetch }),
    ).rejects.toThrow(/2 attempts.*publicKey/)
  })

  it('refuses an unusable key', async () => {
    await expect(loadPublicKey({ from: 'env', pem: 'nope' })).rejects.toBeInstanceOf(
      WebhookPublicKeyError,
    )
  })
})

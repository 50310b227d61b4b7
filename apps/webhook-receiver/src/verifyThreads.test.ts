import { afterEach, describe, expect, it } from 'vitest'
import { createSigner, purchase, signBody } from './testFixtures'
import {
  createVerifyThreads,
  defaultVerifyThreads,
  VerifyThreadError,
  type VerifyThreads,
} from './verifyThreads'

const signer = createSigner()
const encode = (text: string) => new TextEncoder().encode(text)
let threads: VerifyThreads | undefined
afterEach(() => threads?.close())

describe('createVerifyThreads', () => {
  it("answers as core's verifyNodeWebhookRequest and parseWebhook do, for many calls at once", async () => {
    threads = createVerifyThreads({ threads: 2, publicKey: signer.publicKey })
    const call = (id: string) => ({ type: 'CREATED', purchase: purchase({ id }) })
    const good = Array.from({ length: 20 }, (_, i) => call(`p-thread-${i}`))
    const answers = await Promise.all(
      good.map((body) =>
        threads!.read(signBody(body, signer.privateKey), encode(JSON.stringify(body))),
      ),
    )
    expect(answers.map((answer) => 'event' in answer && answer.event.kind)).toEqual(
      good.map(() => 'purchase'),
    )
    const body = call('p-thread-x')
    const text = JSON.stringify(body)
    const signature = signBody(body, signer.privateKey)
    expect(await threads.read(undefined, encode(text))).toEqual({
      verified: false,
      reason: 'missing-signature',
    })
    expect(await threads.read([signature, signature], encode(text))).toEqual({
      verified: false,
      reason: 'multiple-signatures',
    })
    expect(await threads.read(signature, encode(text.replace('p-thread-x', 'p-thread-y')))).toEqual(
      {
        verified: false,
        reason: 'invalid-signature',
      },
    )
    const twice = `{"type":"CREATED","type":"CREATED","purchase":${JSON.stringify(body.purchase)}}`
    expect(await threads.read(signature, encode(twice))).toEqual({
      verified: false,
      reason: 'duplicate-key',
    })
    const invalid = { type: 'CREATED', purchase: { ...body.purchase, cryptoAmount: 12 } }
    expect(
      await threads.read(signBody(invalid, signer.privateKey), encode(JSON.stringify(invalid))),
    ).toEqual({
      verified: true,
      invalid: { field: 'purchase.cryptoAmount', message: expect.any(String) },
    })
  })

  it('fails the calls of a thread that cannot load core, naming why, and keeps failing, not hanging', async () => {
    threads = createVerifyThreads({
      threads: 1,
      publicKey: signer.publicKey,
      coreUrl: 'file:///nowhere/webhooks.js',
    })
    const body = { type: 'CREATED', purchase: purchase() }
    const read = () =>
      threads!.read(signBody(body, signer.privateKey), encode(JSON.stringify(body)))
    await expect(read()).rejects.toThrow(VerifyThreadError)
    await expect(read()).rejects.toThrow(/could not load @rampkit\/core/)
  })

  it('refuses calls once closed, and a thread count below 1', async () => {
    threads = createVerifyThreads({ threads: 1, publicKey: signer.publicKey })
    await threads.close()
    await expect(threads.read(undefined, new Uint8Array())).rejects.toThrow(/closed/)
    expect(() => createVerifyThreads({ threads: 0, publicKey: signer.publicKey })).toThrow(
      RangeError,
    )
  })
})

describe('defaultVerifyThreads', () => {
  it('is one fewer than the cores (the event loop keeps one), at least 1, at most 4', () => {
    const byCores = [1, 2, 3, 4, 5, 8, 64].map((cores) => defaultVerifyThreads(cores))
    expect(byCores).toEqual([1, 1, 2, 3, 4, 4, 4])
  })
})

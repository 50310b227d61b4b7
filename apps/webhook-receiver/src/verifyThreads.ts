import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { WebhookEvent, WebhookRequestRejection } from '@rampkit/core/webhooks'

/** A call as verified and read off the event loop. */
export type ReadCall =
  | { verified: false; reason: WebhookRequestRejection }
  | { verified: true; event: WebhookEvent }
  /** Signed, but not a valid call: `parseWebhook`'s WebhookPayloadError. */
  | { verified: true; invalid: { field: string; message: string } }

/**
 * Worker threads that verify and read webhook calls: the signature check (an ECDSA
 * verification, most of a call's CPU) and the body's scan, parse and canonical form take no
 * time on the event loop, which is left to HTTP and the database.
 */
export interface VerifyThreads {
  /**
   * `verifyNodeWebhookRequest` over the body's bytes and its `X-Body-Signature` header as Node
   * gives it (a repeated header joined, or an array), then `parseWebhook`: exactly the checks of
   * @rampkit/core, run in a worker.
   */
  read(signature: string | readonly string[] | undefined, body: Uint8Array): Promise<ReadCall>
  /** Ends the workers; calls waiting on them fail. */
  close(): Promise<void>
}

/** One thread fewer than the cores (the event loop keeps one), at least 1, at most 4. */
export function defaultVerifyThreads(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1))
}

// The worker's code: plain JavaScript evaluated by the worker (a file beside this one would not
// exist where the receiver runs from its TypeScript source, in tests, or bundled). It imports
// @rampkit/core/webhooks by the URL the main thread resolved, so both run the same core.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
import(workerData.core).then(({ parseWebhook, verifyNodeWebhookRequest, WebhookPayloadError }) => {
  async function read({ id, signature, body }) {
    try {
      const headers = signature === undefined ? {} : { 'x-body-signature': signature }
      const request = { headers, body, [Symbol.asyncIterator]: async function* () {} }
      const verification = await verifyNodeWebhookRequest(request, workerData.publicKey)
      if (!verification.verified) return { id, call: { verified: false, reason: verification.reason } }
      try {
        return { id, call: { verified: true, event: parseWebhook(verification.body) } }
      } catch (error) {
        if (!(error instanceof WebhookPayloadError)) throw error
        return { id, call: { verified: true, invalid: { field: error.field, message: error.message } } }
      }
    } catch (error) {
      return { id, error: error instanceof Error ? error.name + ': ' + error.message : String(error) }
    }
  }
  // The calls of one turn of the event loop come as one message; each answer goes back as soon
  // as it is ready, so the first call of a turn goes on to the database while the next verify.
  parentPort.on('message', async (calls) => {
    for (const call of calls) parentPort.postMessage([await read(call)])
  })
  parentPort.postMessage({ ready: true })
}, (error) => {
  parentPort.postMessage({ failed: String(error && error.message || error) })
})
`

/** A failure inside a verifying worker: answered 500, so the sender retries. */
export class VerifyThreadError extends Error {
  override readonly name = 'VerifyThreadError'
}

interface Pending {
  resolve(call: ReadCall): void
  reject(error: Error): void
}

/**
 * Starts `threads` workers, each with `publicKey` and @rampkit/core resolved at `coreUrl`
 * (default: where this module's `@rampkit/core/webhooks` resolves). A worker that exits is
 * replaced on the next call; the calls it held fail (500: the sender retries them).
 */
export function createVerifyThreads({
  threads,
  publicKey,
  coreUrl = import.meta.resolve('@rampkit/core/webhooks'),
}: {
  threads: number
  publicKey: string
  coreUrl?: string
}): VerifyThreads {
  if (!Number.isInteger(threads) || threads < 1) {
    throw new RangeError(`threads must be a whole number from 1, not ${threads}`)
  }
  const pending = new Map<number, Pending & { worker: Worker }>()
  const workers: Array<Worker | undefined> = Array.from({ length: threads })
  const load = new Map<Worker, number>()
  let nextId = 0
  let closed = false

  function start(slot: number): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { core: coreUrl, publicKey },
    })
    // Idle workers do not hold the process open; a served receiver is held by its server.
    worker.unref()
    load.set(worker, 0)
    const fail = (error: Error) => {
      if (workers[slot] === worker) workers[slot] = undefined
      load.delete(worker)
      for (const [id, call] of pending) {
        if (call.worker !== worker) continue
        pending.delete(id)
        call.reject(error)
      }
    }
    worker.on('message', (message: WorkerMessage) => {
      if (!Array.isArray(message)) {
        if ('failed' in message) {
          fail(
            new VerifyThreadError(
              `a verifying thread could not load @rampkit/core: ${message.failed}`,
            ),
          )
          void worker.terminate()
        }
        return
      }
      for (const answer of message) {
        const call = pending.get(answer.id)
        if (call === undefined) continue
        pending.delete(answer.id)
        load.set(worker, (load.get(worker) ?? 1) - 1)
        if ('error' in answer) call.reject(new VerifyThreadError(answer.error))
        else call.resolve(answer.call)
      }
    })
    worker.on('error', (error) => fail(error))
    worker.on('exit', (code) => fail(new VerifyThreadError(`a verifying thread exited (${code})`)))
    workers[slot] = worker
    return worker
  }

  // The least busy worker (a new one in an empty slot).
  function pick(): Worker {
    let best: Worker | undefined
    for (let slot = 0; slot < threads; slot++) {
      const worker = workers[slot] ?? start(slot)
      if (best === undefined || (load.get(worker) ?? 0) < (load.get(best) ?? 0)) best = worker
    }
    return best as Worker
  }

  // The calls of one turn go to each worker as one message: a message costs a structured clone
  // and a wake-up of the worker, more than a call's bytes do.
  const outboxes = new Map<Worker, OutgoingCall[]>()
  let sending = false
  function send() {
    sending = false
    for (const [worker, calls] of outboxes) worker.postMessage(calls)
    outboxes.clear()
  }

  return {
    read(signature, body) {
      if (closed) return Promise.reject(new VerifyThreadError('the verifying threads are closed'))
      return new Promise<ReadCall>((resolve, reject) => {
        const worker = pick()
        const id = nextId++
        pending.set(id, { resolve, reject, worker })
        load.set(worker, (load.get(worker) ?? 0) + 1)
        const outbox = outboxes.get(worker)
        if (outbox) outbox.push({ id, signature, body })
        else outboxes.set(worker, [{ id, signature, body }])
        if (!sending) {
          sending = true
          setImmediate(send)
        }
      })
    },
    async close() {
      closed = true
      await Promise.all(workers.map((worker) => worker?.terminate()))
    },
  }
}

interface OutgoingCall {
  id: number
  signature: string | readonly string[] | undefined
  body: Uint8Array
}

type WorkerMessage =
  | { ready: true }
  | { failed: string }
  | Array<{ id: number; call: ReadCall } | { id: number; error: string }>

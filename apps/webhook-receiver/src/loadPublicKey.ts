import { readFile } from 'node:fs/promises'
import { verifyWebhookSignature } from '@rampkit/core/webhooks'
import type { PublicKeySource } from './options'

export interface LoadPublicKeyOptions {
  attempts?: number
  delayMs?: number
  fetch?: typeof globalThis.fetch
  /** Told about each failed attempt, e.g. to print "waiting for the sandbox". */
  onRetry?: (attempt: number, reason: string) => void
}

/**
 * Reads the PEM public key from the environment, a file, or a URL answering `{ publicKey }`
 * (the sandbox control API, retried while it starts), then checks it is a usable secp256k1
 * key, so a wrong key stops the receiver at start instead of failing every delivery.
 */
export async function loadPublicKey(
  source: PublicKeySource,
  { attempts = 15, delayMs = 1000, fetch = globalThis.fetch, onRetry }: LoadPublicKeyOptions = {},
): Promise<string> {
  let pem: string
  if (source.from === 'env') pem = source.pem
  else if (source.from === 'file') pem = await readFile(source.path, 'utf8')
  else pem = await fetchPublicKey(source.url, attempts, delayMs, fetch, onRetry)
  // Throws WebhookPublicKeyError for an unusable key; an empty signature is simply false.
  await verifyWebhookSignature({ body: '{}', signature: '', publicKey: pem })
  return pem
}

async function fetchPublicKey(
  url: string,
  attempts: number,
  delayMs: number,
  fetch: typeof globalThis.fetch,
  onRetry: LoadPublicKeyOptions['onRetry'],
): Promise<string> {
  let reason = ''
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body: unknown = await response.json()
      const publicKey = (body as { publicKey?: unknown } | null)?.publicKey
      if (typeof publicKey !== 'string') throw new Error('the answer has no "publicKey" string')
      return publicKey
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error)
      if (attempt < attempts) {
        onRetry?.(attempt, reason)
        await new Promise((resolve) => setTimeout(resolve, delayMs))
      }
    }
  }
  throw new Error(
    `Could not fetch the webhook public key from ${url} (${attempts} attempts): ${reason}`,
  )
}

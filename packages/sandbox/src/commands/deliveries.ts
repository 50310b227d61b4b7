import type { WebhookAttempt } from '../webhooks/createWebhookDispatcher.js'
import { formatWebhookAttempt } from '../webhooks/formatWebhookAttempt.js'
import { checkSandbox, type SandboxClient } from './sandboxClient.js'

/**
 * Prints one line per logged webhook attempt; with `follow`, keeps polling and prints each new
 * attempt as it is logged (like `stripe listen`) until `signal` aborts. Attempts already seen
 * are remembered only while the log still holds them, so memory stays bounded.
 */
export async function deliveries(
  client: SandboxClient,
  options: { follow: boolean; intervalMs: number; signal?: AbortSignal },
  print: (line: string) => void,
): Promise<void> {
  await checkSandbox(client)
  let seen = new Set<string>()
  for (;;) {
    const attempts = await client.get<WebhookAttempt[]>('/sandbox/webhook-deliveries')
    const now = new Set<string>()
    for (const attempt of attempts) {
      const key = `${attempt.deliveryId}:${attempt.attempt}`
      now.add(key)
      if (!seen.has(key)) print(`${attempt.time} ${formatWebhookAttempt(attempt)}`)
    }
    seen = now
    if (!options.follow || options.signal?.aborted) return
    await pause(options.intervalMs, options.signal)
    if (options.signal?.aborted) return
  }
}

// Resolves after `ms`, or at once on abort; leaves no listener behind either way.
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}

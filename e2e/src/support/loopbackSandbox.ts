import { type StartedSandbox, type StartSandboxOptions, startSandbox } from '@rampkit/sandbox'
import type { StopLater } from './inChromium.js'

/**
 * A sandbox on a free loopback port with no rate limit (a test file calls it more often than a
 * person would), handed to `stopLater`; `options` add to or override that.
 */
export async function startLoopbackSandbox(
  stopLater: StopLater,
  options: StartSandboxOptions = {},
): Promise<StartedSandbox> {
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', rateLimit: 0, ...options })
  stopLater(() => sandbox.close())
  return sandbox
}

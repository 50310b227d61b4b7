import type { RemoteCommand } from './commandArgs.js'
import { deliveries } from './deliveries.js'
import { NoSandboxError, SandboxCallError, sandboxClient } from './sandboxClient.js'
import { trigger } from './trigger.js'

/**
 * Runs `trigger` or `deliveries` and resolves to the exit code: 2 for a usage error or no
 * sandbox at the address, 1 for a refused call or an undelivered trigger, else 0.
 */
export async function runRemoteCommand(
  command: RemoteCommand,
  io: { out(line: string): void; err(line: string): void } = {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  },
): Promise<number> {
  if (command.kind === 'error') {
    io.err(`rampkit-sandbox: ${command.message}\nRun rampkit-sandbox --help for usage.`)
    return 2
  }
  const client = sandboxClient(command.url)
  try {
    if (command.kind === 'trigger') return await trigger(client, command, io.out)
    const stop = new AbortController()
    const onSignal = () => stop.abort()
    process.once('SIGINT', onSignal)
    process.once('SIGTERM', onSignal)
    try {
      await deliveries(client, { ...command, signal: stop.signal }, io.out)
    } finally {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
    }
    return 0
  } catch (error) {
    if (error instanceof NoSandboxError) {
      io.err(`rampkit-sandbox: ${error.message}`)
      return 2
    }
    if (error instanceof SandboxCallError) {
      io.err(`rampkit-sandbox: the sandbox refused: ${error.code}: ${error.message}`)
      return 1
    }
    throw error
  }
}

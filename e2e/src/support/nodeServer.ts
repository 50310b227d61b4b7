import { freePort } from '../../../packages/server-plumbing/src/testSockets.js'
import { spawnGroup, stopGroup } from '../../../scripts/processGroups.mjs'

export interface RunningServer {
  url: string
  close(): Promise<void>
}

/**
 * Runs `node <args>` in `cwd` on a free local port, and resolves once the port answers HTTP.
 * The server is its own process group, and `close()` stops the group: whatever the server
 * started goes with it. A server that exits or stays silent for 30 s rejects with its output.
 */
export async function startNodeServer(options: {
  cwd: string
  args: (port: number) => string[]
  env?: (port: number) => Record<string, string>
}): Promise<RunningServer> {
  const port = await freePort()
  const child = spawnGroup(process.execPath, options.args(port), {
    cwd: options.cwd,
    env: { ...process.env, NODE_ENV: 'production', ...options.env?.(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk
    })
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`node ${options.args(port).join(' ')} exited (${child.exitCode}):\n${output}`)
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) })
      break
    } catch {
      if (Date.now() > deadline) {
        await stopGroup(child)
        throw new Error(`nothing answered at ${url} within 30 s:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return {
    url,
    close: () => stopGroup(child),
  }
}

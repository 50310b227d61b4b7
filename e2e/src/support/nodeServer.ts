import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface RunningServer {
  url: string
  close(): Promise<void>
}

/**
 * Runs `node <args>` in `cwd` on a free local port, and resolves once the port answers HTTP.
 * Node runs the server itself (no pnpm or npm in between), so `close()` stops the server. A
 * server that exits or stays silent for 30 s rejects with its output.
 */
export async function startNodeServer(options: {
  cwd: string
  args: (port: number) => string[]
  env?: (port: number) => Record<string, string>
}): Promise<RunningServer> {
  const port = await freePort()
  const child = spawn(process.execPath, options.args(port), {
    cwd: options.cwd,
    env: { ...process.env, NODE_ENV: 'production', ...options.env?.(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
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
        child.kill()
        throw new Error(`nothing answered at ${url} within 30 s:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill()
      }),
  }
}

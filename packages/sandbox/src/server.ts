import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { createSandbox, type Sandbox } from './app.js'
import type { SandboxOptions } from './state.js'

export interface StartSandboxOptions extends SandboxOptions {
  /** Default 8787; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
}

export interface StartedSandbox {
  /** `http://host:port` */
  url: string
  /** `{base_url}` and `{legacy_base_url}`: `http://host:port/api` */
  apiUrl: string
  widgetUrl: string
  port: number
  host: string
  sandbox: Sandbox
  /**
   * Stops accepting, closes open keep-alive connections, stops the lifecycle clock and webhook
   * delivery, resolves when the server is down.
   */
  close(): Promise<void>
}

/** Serves a sandbox over HTTP (what the CLI runs). Rejects if the port cannot be bound. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<StartedSandbox> {
  const { port = 8787, host = '127.0.0.1', ...sandboxOptions } = options
  const sandbox = createSandbox(sandboxOptions)
  const server = createAdaptorServer({ fetch: sandbox.app.fetch }) as Server
  // Lets the process exit promptly once close() has run, even with idle keep-alive sockets.
  server.keepAliveTimeout = 5_000

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })

  const address = server.address() as AddressInfo
  const hostInUrl = address.family === 'IPv6' || host.includes(':') ? `[${host}]` : host
  const url = `http://${hostInUrl}:${address.port}`
  let closing: Promise<void> | undefined
  return {
    url,
    apiUrl: `${url}/api`,
    widgetUrl: `${url}/widget/`,
    port: address.port,
    host,
    sandbox,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        sandbox.state.dispose()
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      return closing
    },
  }
}

#!/usr/bin/env node
import { CliUsageError } from '@rampkit/server-plumbing'
// CLI: starts the webhook receiver. `node dist/server.js --help` lists the options.
import { createReceiverApp } from './app'
import { loadPublicKey } from './loadPublicKey'
import { describeDatabase, parseCliOptions, USAGE } from './options'
import { serveReceiver } from './serve'
import { createWebhookStore } from './store'

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE)
    return
  }
  const options = parseCliOptions(argv, process.env)
  const keyFrom =
    options.publicKey.from === 'url'
      ? options.publicKey.url
      : options.publicKey.from === 'file'
        ? options.publicKey.path
        : 'PUBLIC_KEY'
  const publicKey = await loadPublicKey(options.publicKey, {
    attempts: options.keyAttempts,
    onRetry: (attempt, reason) =>
      console.log(`waiting for the public key at ${keyFrom} (attempt ${attempt}: ${reason})`),
  })
  const { database } = options
  const store = await createWebhookStore(
    database.kind === 'pglite'
      ? { dataDir: database.dataDir }
      : {
          databaseUrl: database.url,
          // pg's messages name the server and the reason, never the password.
          onDatabaseError: (error) => console.error(`database connection lost: ${error.message}`),
        },
  )
  const app = createReceiverApp({
    store,
    publicKey,
    log: (line) => console.log(line),
    maxBodyBytes: options.maxBodyBytes,
    rateLimit: options.rateLimit,
    readAccess: {
      // A specific bound address or name is one of the receiver's own names.
      hosts: [...(isWildcard(options.host) ? [] : [options.host]), ...options.allowHosts],
      origins: options.allowOrigins,
      token: options.readToken,
    },
  })

  const { limits } = options
  const server = serveReceiver(
    {
      fetch: app.fetch,
      port: options.port,
      host: options.host,
      limits,
      log: (line) => console.log(line),
    },
    (info) => {
      const base = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${info.port}`
      console.log(`rampkit webhook receiver on ${base}
  GET  ${base}/                    what this is, how many calls it stored (a page in a browser)
  POST ${base}/webhooks/purchase   webhookStatusUrl (purchase calls)
  POST ${base}/webhooks/offramp    offrampWebhookV3Url (sale calls)
  GET  ${base}/webhooks            received calls, newest first, for origins: ${options.allowOrigins.join(' ') || 'none'}${options.readToken ? ' (bearer token)' : ''}
  data: ${describeDatabase(database)}   public key: ${keyFrom}
  body limit: ${options.maxBodyBytes} B   rate limit: ${options.rateLimit ? `${options.rateLimit}/s per client` : 'off'}
  connections: at most ${limits.maxConnections}, ${limits.maxConnectionsPerAddress} per client address; headers within ${limits.headersTimeoutMs} ms, whole request within ${limits.requestTimeoutMs} ms, idle closed after ${limits.idleTimeoutMs} ms`)
    },
  )

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal}: closing`)
    // Idle keep-alive sockets would hold `close` open.
    server.closeIdleConnections()
    server.close(() => {
      store.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
    // Keep-alive connections can hold `close` open; do not wait on them for long.
    setTimeout(() => {
      store.close().finally(() => process.exit(0))
    }, 3000).unref()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]'
}

main().catch((error: unknown) => {
  if (error instanceof CliUsageError) console.error(`${error.message}\n\n${USAGE}`)
  else console.error(error instanceof Error ? `${error.name}: ${error.message}` : error)
  process.exit(1)
})

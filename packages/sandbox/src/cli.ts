#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { parseCliArgs, USAGE } from './cliArgs.js'
import { parseRemoteCommand } from './commands/commandArgs.js'
import { runRemoteCommand } from './commands/runRemoteCommand.js'
import { startSandbox } from './server.js'
import { DEMO_HOST_API_KEY } from './state.js'
import { formatWebhookAttempt } from './webhooks/formatWebhookAttempt.js'
import { DEFAULT_WEBHOOK_TARGETS } from './webhooks/webhookTargets.js'

async function main(argv: string[]): Promise<void> {
  if (argv[0] === 'trigger' || argv[0] === 'deliveries') {
    process.exitCode = await runRemoteCommand(parseRemoteCommand(argv[0], argv.slice(1)))
    return
  }
  const command = parseCliArgs(argv)
  if (command.kind === 'help') {
    console.log(USAGE)
    return
  }
  if (command.kind === 'error') {
    console.error(`rampkit-sandbox: ${command.message}\nRun rampkit-sandbox --help for usage.`)
    process.exitCode = 2
    return
  }
  const { options } = command
  let webhookPrivateKey: string | undefined
  if (options.webhookKeyFile !== undefined) {
    try {
      webhookPrivateKey = readFileSync(options.webhookKeyFile, 'utf8')
    } catch (error) {
      const reason = (error as { code?: string }).code ?? String(error)
      console.error(`rampkit-sandbox: cannot read --webhook-key-file: ${reason}`)
      process.exitCode = 2
      return
    }
  }
  let started: Awaited<ReturnType<typeof startSandbox>>
  try {
    started = await startSandbox({
      port: options.port,
      host: options.host,
      apiKeys: options.apiKeys,
      rateLimit: options.rateLimit,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      lifecycle:
        options.lifecycleStepMs === 0
          ? { auto: false }
          : { auto: true, stepMs: options.lifecycleStepMs },
      webhookRetryMs: options.webhookRetryMs,
      ...(webhookPrivateKey === undefined ? {} : { webhookPrivateKey }),
      onWebhookAttempt: (attempt) => console.log(formatWebhookAttempt(attempt)),
      allowHosts: options.allowHosts,
      allowOrigins: options.allowOrigins,
      headersTimeoutMs: options.headersTimeoutMs,
      requestTimeoutMs: options.requestTimeoutMs,
      idleTimeoutMs: options.idleTimeoutMs,
      maxConnections: options.maxConnections,
      maxConnectionsPerAddress: options.maxConnectionsPerAddress,
      ...(options.webhookTargets.length === 0 ? {} : { webhookTargets: options.webhookTargets }),
      ...(options.widgetAppVersion === undefined
        ? {}
        : { widgetAppVersion: options.widgetAppVersion }),
      ...(options.evmRpc === undefined ? {} : { evm: { rpcUrl: options.evmRpc } }),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    // A bad key file is a usage error; anything else here is the port.
    if (error instanceof TypeError) {
      console.error(`rampkit-sandbox: --webhook-key-file: ${reason}`)
      process.exitCode = 2
    } else {
      console.error(`rampkit-sandbox: cannot listen on ${options.host}:${options.port}: ${reason}`)
      process.exitCode = 1
    }
    return
  }
  const extraKeys = options.apiKeys.length
  console.log(`rampkit-sandbox listening on ${started.url}`)
  console.log(`  base_url, legacy_base_url  ${started.apiUrl}`)
  console.log(`  OpenAPI document           ${started.apiUrl}/openapi.json`)
  console.log(`  widget                     ${started.widgetUrl}`)
  console.log(`  dashboard                  ${started.url}/dashboard/`)
  console.log(
    `  control API                ${started.url}/sandbox/ (OpenAPI: ${started.url}/sandbox/openapi.json)`,
  )
  console.log(
    `  API keys                   ${DEMO_HOST_API_KEY}${extraKeys ? ` and ${extraKeys} more` : ''}`,
  )
  console.log(
    `  rate limit                 ${options.rateLimit > 0 ? `${options.rateLimit} req/s per client` : 'off'}`,
  )
  console.log(
    `  connections                at most ${options.maxConnections}, ${options.maxConnectionsPerAddress} per client address; headers within ${options.headersTimeoutMs} ms, whole request within ${options.requestTimeoutMs} ms, idle closed after ${options.idleTimeoutMs} ms`,
  )
  console.log(
    `  prices                     ${options.seed === undefined ? 'fixed' : `seeded walk (seed ${options.seed})`}`,
  )
  console.log(
    `  lifecycle                  ${options.lifecycleStepMs === 0 ? 'manual (POST /sandbox/purchases/{id}/advance, ...)' : `one step every ${options.lifecycleStepMs} ms`}`,
  )
  console.log(
    `  stand-in widget            reports APP_VERSION ${started.sandbox.state.widgetAppVersion} (--widget-app-version)`,
  )
  const { chain } = started.sandbox.state
  console.log(
    `  crypto                     ${chain ? `${chain.chain} assets move on the chain at ${chain.rpcUrl} (--evm-rpc)` : 'none moves: transaction hashes are made up (--evm-rpc)'}`,
  )
  console.log(
    `  webhooks                   signed (X-Body-Signature), 10 retries: backoff 1, 2, 4 … s with jitter or the receiver's Retry-After, at most ${options.webhookRetryMs} ms`,
  )
  console.log(
    `  webhook targets            ${(options.webhookTargets.length === 0 ? DEFAULT_WEBHOOK_TARGETS : options.webhookTargets).join(', ')} (--webhook-target)`,
  )
  console.log(
    `  pages that may change it   its own, loopback origins${options.allowOrigins.length > 0 ? `, ${options.allowOrigins.join(', ')}` : ''} (--allow-origin)`,
  )
  console.log(
    `  webhook public key         ${started.url}/sandbox/webhook-public-key (key ${options.webhookKeyFile !== undefined ? 'from --webhook-key-file' : options.seed === undefined ? 'new for this run' : `derived from seed ${options.seed}`})`,
  )
  console.log(started.sandbox.state.webhooks.publicKeyPem().trimEnd())

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`rampkit-sandbox: ${signal}, shutting down`)
    started.close().then(
      () => process.exit(0),
      (error) => {
        console.error('rampkit-sandbox: shutdown failed', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

void main(process.argv.slice(2))

/** Parsing of `rampkit-sandbox` flags, apart from the executable so it can be tested. */
import {
  CliUsageError,
  readFlags,
  readInteger,
  readServerLimitFlags,
  SERVER_FLAGS,
  serverLimitsUsage,
} from '@rampkit/server-plumbing'
import { normalizeOrigin } from './access/accessPolicy.js'
import { COMMANDS_USAGE } from './commands/commandArgs.js'
import { parseWebhookTarget } from './webhooks/webhookTargets.js'
import { checkWidgetAppVersion } from './widget/appVersion.js'

export interface CliOptions {
  port: number
  host: string
  apiKeys: string[]
  seed?: number
  rateLimit: number
  /** Automatic lifecycle step, ms; 0 = manual (only the control API moves records). */
  lifecycleStepMs: number
  webhookRetryMs: number
  /** PEM file with the secp256k1 private key that signs webhook calls. */
  webhookKeyFile?: string
  /** More `Host` values served besides 127.0.0.1, localhost and [::1] (`--allow-host`). */
  allowHosts: string[]
  /** More page origins that may change state (`--allow-origin`). */
  allowOrigins: string[]
  /** Webhook destinations given with `--webhook-target`; empty: the receiver on 8788. */
  webhookTargets: string[]
  /** What the stand-in widget reports in `APP_VERSION` (`--widget-app-version`). */
  widgetAppVersion?: string
  /** The EVM chain the `ETH` assets' crypto moves on (`--evm-rpc`). */
  evmRpc?: string
  /** `--headers-timeout-ms`: request line and headers within this (default 10000). */
  headersTimeoutMs: number
  /** `--request-timeout-ms`: the whole request within this (default 30000). */
  requestTimeoutMs: number
  /** `--idle-timeout-ms`: idle keep-alive connections closed after this (default 5000). */
  idleTimeoutMs: number
  /** `--max-connections`: open connections at most (default 256). */
  maxConnections: number
  /** `--max-connections-per-address`: open connections from one address at most (default 32). */
  maxConnectionsPerAddress: number
}

export type CliCommand =
  | { kind: 'run'; options: CliOptions }
  | { kind: 'help' }
  | { kind: 'error'; message: string }

export const USAGE = `Usage: rampkit-sandbox [options]
       rampkit-sandbox trigger <event> [--url U] [--receiver-url R]
       rampkit-sandbox deliveries [--follow] [--url U]

Emulates the on-ramp / off-ramp host API (and widget) on localhost.

Options:
  --port N          port to listen on (default 8787; 0 = any free port)
  --host H          address to bind (default 127.0.0.1)
  --api-key K       accept host API key K besides demo-host-api-key (repeatable)
  --seed N          make prices move over time, deterministically for seed N (integer)
  --rate-limit N    requests per second per client on /api (default 50; 0 = off)
  --lifecycle-step-ms N
                    purchases and sales take one lifecycle step every N ms
                    (default 2000; 0 = manual: only POST /sandbox/... moves them)
  --webhook-retry-ms N
                    longest wait before a webhook retry: caps the backoff and a receiver's
                    Retry-After (default 180000 = 3 minutes; 10 retries)
  --webhook-key-file F
                    PEM secp256k1 private key to sign webhooks with (default: derived
                    from --seed, else a new key per start; the public key is printed)
  --allow-host H    also answer requests for Host H (a LAN address, tunnel or container
                    name, with or without :port; repeatable). Default: only 127.0.0.1,
                    localhost and [::1] with the sandbox's port
  --allow-origin O  also let pages at origin O (https://app.example) change the sandbox
                    (repeatable). Default: its own pages and loopback origins (any port)
  --webhook-target U
                    deliver webhooks to URLs under U (an origin, or a URL whose path is a
                    prefix; repeatable). Default: http://127.0.0.1:8788 and
                    http://localhost:8788 (the example receiver); others are refused
  --widget-app-version V
                    the version the stand-in widget reports (APP_VERSION; default 2.0).
                    Below 2 it plays the older widget: the host's SDK handles Escape and
                    the iframe stays hidden until the configuration is done
  --evm-rpc URL     move the ETH assets' crypto on the EVM chain at URL (JSON-RPC, e.g. the
                    local chain of pnpm start, http://127.0.0.1:8545): a purchase is RELEASED
                    once its crypto's transfer from the node's last account is mined (its
                    finalTxHash), a sale once the host's transaction moved the asked crypto to
                    its deposit address. Default: no crypto moves, hashes are made up
${serverLimitsUsage({ column: 20, env: false })}
  -h, --help        show this help

${COMMANDS_USAGE}`

const FLAGS = {
  ...SERVER_FLAGS,
  'api-key': { type: 'string', multiple: true },
  seed: { type: 'string' },
  'lifecycle-step-ms': { type: 'string' },
  'webhook-retry-ms': { type: 'string' },
  'webhook-key-file': { type: 'string' },
  'webhook-target': { type: 'string', multiple: true },
  'widget-app-version': { type: 'string' },
  'evm-rpc': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

export function parseCliArgs(argv: readonly string[]): CliCommand {
  try {
    const flags = readFlags(argv, FLAGS)
    if (flags.help) return { kind: 'help' }
    return { kind: 'run', options: readOptions(flags) }
  } catch (error) {
    if (error instanceof CliUsageError) return { kind: 'error', message: error.message }
    throw error
  }
}

function readOptions(flags: ReturnType<typeof readFlags<typeof FLAGS>>): CliOptions {
  const options: CliOptions = {
    port: flags.port === undefined ? 8787 : readInteger(flags.port, '--port', 0, 65_535),
    host: flags.host ?? '127.0.0.1',
    apiKeys: (flags['api-key'] ?? []).map(checkApiKey),
    rateLimit:
      flags['rate-limit'] === undefined
        ? 50
        : readInteger(flags['rate-limit'], '--rate-limit', 0, 1_000_000),
    lifecycleStepMs:
      flags['lifecycle-step-ms'] === undefined
        ? 2000
        : readInteger(flags['lifecycle-step-ms'], '--lifecycle-step-ms', 0, 86_400_000),
    webhookRetryMs:
      flags['webhook-retry-ms'] === undefined
        ? 180_000
        : readInteger(flags['webhook-retry-ms'], '--webhook-retry-ms', 0, 86_400_000),
    allowHosts: (flags['allow-host'] ?? []).map(checkAllowHost),
    allowOrigins: (flags['allow-origin'] ?? []).map(checkOrigin),
    webhookTargets: (flags['webhook-target'] ?? []).map(checkWebhookTarget),
    ...readServerLimitFlags(flags),
  }
  if (!/^[A-Za-z0-9.:_-]{1,253}$/.test(options.host)) {
    bad('--host', options.host, 'a host name or IP')
  }
  if (flags.seed !== undefined) options.seed = readInteger(flags.seed, '--seed', 0, 0xffff_ffff)
  const keyFile = flags['webhook-key-file']
  if (keyFile !== undefined) {
    if (keyFile === '') bad('--webhook-key-file', keyFile, 'a file path')
    options.webhookKeyFile = keyFile
  }
  const evmRpc = flags['evm-rpc']
  if (evmRpc !== undefined) options.evmRpc = checkEvmRpc(evmRpc)
  const appVersion = flags['widget-app-version']
  if (appVersion !== undefined) {
    try {
      options.widgetAppVersion = checkWidgetAppVersion(appVersion)
    } catch {
      bad('--widget-app-version', appVersion, 'a version such as 1.0 or 2.3.1')
    }
  }
  return options
}

// Never quoted in an error: it is a key.
function checkApiKey(key: string): string {
  if (key.trim() === '' || key.length > 200) {
    throw new CliUsageError('--api-key needs a non-empty key (at most 200 chars)')
  }
  return key
}

function checkAllowHost(host: string): string {
  if (!/^(\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9._-]{1,253})(:[0-9]{1,5})?$/.test(host)) {
    bad('--allow-host', host, 'a host name or IP, with or without :port')
  }
  return host
}

function checkOrigin(origin: string): string {
  try {
    return normalizeOrigin(origin)
  } catch {
    return bad('--allow-origin', origin, 'an http(s) origin such as https://app.example')
  }
}

function checkWebhookTarget(target: string): string {
  try {
    parseWebhookTarget(target)
  } catch {
    bad('--webhook-target', target, 'an http(s) URL without credentials, query or fragment')
  }
  return target
}

function checkEvmRpc(url: string): string {
  try {
    const parsed = new URL(url)
    if (/^https?:$/.test(parsed.protocol) && !parsed.username && !parsed.password) return url
  } catch {}
  const expected = 'an http(s) JSON-RPC URL without credentials, such as http://127.0.0.1:8545'
  // A URL with a user or password is never quoted back: it may be a node provider's key.
  if (url.includes('@')) throw new CliUsageError(`--evm-rpc must be ${expected}`)
  return bad('--evm-rpc', url, expected)
}

function bad(flag: string, value: string, expected: string): never {
  throw new CliUsageError(`${flag} must be ${expected}, got ${JSON.stringify(value)}`)
}

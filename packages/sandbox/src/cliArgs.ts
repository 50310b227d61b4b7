/** Parsing of `rampkit-sandbox` flags, apart from the executable so it can be tested. */
import { normalizeOrigin } from './access/accessPolicy.js'
import { COMMANDS_USAGE } from './commands/commandArgs.js'
import { DEFAULT_SERVER_LIMITS } from './serverLimits.js'
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
  /** `--headers-timeout-ms`: request line and headers within this (default 10000). */
  headersTimeoutMs: number
  /** `--request-timeout-ms`: the whole request within this (default 30000). */
  requestTimeoutMs: number
  /** `--idle-timeout-ms`: idle keep-alive connections closed after this (default 5000). */
  idleTimeoutMs: number
  /** `--max-connections`: open connections at most (default 256). */
  maxConnections: number
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
  --headers-timeout-ms N
                    a request's line and headers must arrive within N ms, or it gets
                    408 and the connection closes (default 10000)
  --request-timeout-ms N
                    the whole request, body included, must arrive within N ms (default
                    30000; at least --headers-timeout-ms)
  --idle-timeout-ms N
                    close a keep-alive connection idle for N ms (default 5000; Node
                    closes it 1 s after the Keep-Alive: timeout it advertises)
  --max-connections N
                    open connections at most; past it new ones are closed unanswered
                    (default 256)
  -h, --help        show this help

${COMMANDS_USAGE}`

const VALUE_FLAGS = new Set([
  '--port',
  '--host',
  '--api-key',
  '--seed',
  '--rate-limit',
  '--lifecycle-step-ms',
  '--webhook-retry-ms',
  '--webhook-key-file',
  '--allow-host',
  '--allow-origin',
  '--webhook-target',
  '--widget-app-version',
  '--headers-timeout-ms',
  '--request-timeout-ms',
  '--idle-timeout-ms',
  '--max-connections',
])

export function parseCliArgs(argv: readonly string[]): CliCommand {
  const options: CliOptions = {
    port: 8787,
    host: '127.0.0.1',
    apiKeys: [],
    rateLimit: 50,
    lifecycleStepMs: 2000,
    webhookRetryMs: 180_000,
    allowHosts: [],
    allowOrigins: [],
    webhookTargets: [],
    ...DEFAULT_SERVER_LIMITS,
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '-h' || arg === '--help') return { kind: 'help' }
    const eq = arg.indexOf('=')
    const flag = arg.startsWith('--') && eq !== -1 ? arg.slice(0, eq) : arg
    if (!VALUE_FLAGS.has(flag)) {
      return { kind: 'error', message: `unknown option ${JSON.stringify(arg)}` }
    }
    let value: string | undefined
    if (flag !== arg) value = arg.slice(eq + 1)
    else {
      value = argv[i + 1]
      if (
        value === undefined ||
        (value.startsWith('--') && VALUE_FLAGS.has(value.split('=')[0]!))
      ) {
        return { kind: 'error', message: `${flag} needs a value` }
      }
      i++
    }
    switch (flag) {
      case '--port': {
        const port = integer(value, 0, 65_535)
        if (port === undefined) return bad(flag, value, 'an integer from 0 to 65535')
        options.port = port
        break
      }
      case '--host':
        if (!/^[A-Za-z0-9.:_-]{1,253}$/.test(value)) return bad(flag, value, 'a host name or IP')
        options.host = value
        break
      case '--api-key':
        if (value.trim() === '' || value.length > 200) {
          return { kind: 'error', message: '--api-key needs a non-empty key (at most 200 chars)' }
        }
        options.apiKeys.push(value)
        break
      case '--seed': {
        const seed = integer(value, 0, 0xffff_ffff)
        if (seed === undefined) return bad(flag, value, 'an integer from 0 to 4294967295')
        options.seed = seed
        break
      }
      case '--rate-limit': {
        const limit = integer(value, 0, 1_000_000)
        if (limit === undefined) return bad(flag, value, 'an integer from 0 to 1000000')
        options.rateLimit = limit
        break
      }
      case '--lifecycle-step-ms': {
        const ms = integer(value, 0, 86_400_000)
        if (ms === undefined) return bad(flag, value, 'an integer from 0 to 86400000 (ms)')
        options.lifecycleStepMs = ms
        break
      }
      case '--webhook-retry-ms': {
        const ms = integer(value, 0, 86_400_000)
        if (ms === undefined) return bad(flag, value, 'an integer from 0 to 86400000 (ms)')
        options.webhookRetryMs = ms
        break
      }
      case '--webhook-key-file':
        if (value === '') return bad(flag, value, 'a file path')
        options.webhookKeyFile = value
        break
      case '--allow-host':
        if (!/^(\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9._-]{1,253})(:[0-9]{1,5})?$/.test(value)) {
          return bad(flag, value, 'a host name or IP, with or without :port')
        }
        options.allowHosts.push(value)
        break
      case '--allow-origin':
        try {
          options.allowOrigins.push(normalizeOrigin(value))
        } catch {
          return bad(flag, value, 'an http(s) origin such as https://app.example')
        }
        break
      case '--webhook-target':
        try {
          parseWebhookTarget(value)
        } catch {
          return bad(flag, value, 'an http(s) URL without credentials, query or fragment')
        }
        options.webhookTargets.push(value)
        break
      case '--widget-app-version':
        try {
          options.widgetAppVersion = checkWidgetAppVersion(value)
        } catch {
          return bad(flag, value, 'a version such as 1.0 or 2.3.1')
        }
        break
      case '--headers-timeout-ms':
      case '--request-timeout-ms':
      case '--idle-timeout-ms': {
        const ms = integer(value, 1, 3_600_000)
        if (ms === undefined) return bad(flag, value, 'an integer from 1 to 3600000 (ms)')
        if (flag === '--headers-timeout-ms') options.headersTimeoutMs = ms
        else if (flag === '--request-timeout-ms') options.requestTimeoutMs = ms
        else options.idleTimeoutMs = ms
        break
      }
      case '--max-connections': {
        const max = integer(value, 1, 1_000_000)
        if (max === undefined) return bad(flag, value, 'an integer from 1 to 1000000')
        options.maxConnections = max
        break
      }
    }
  }
  if (options.headersTimeoutMs > options.requestTimeoutMs) {
    return {
      kind: 'error',
      message: `--headers-timeout-ms (${options.headersTimeoutMs}) must not exceed --request-timeout-ms (${options.requestTimeoutMs})`,
    }
  }
  return { kind: 'run', options }
}

function integer(text: string, min: number, max: number): number | undefined {
  if (!/^[0-9]{1,10}$/.test(text)) return undefined
  const n = Number(text)
  return n >= min && n <= max ? n : undefined
}

function bad(flag: string, value: string, expected: string): CliCommand {
  // never echo --api-key values; other flags are safe to show
  return { kind: 'error', message: `${flag} must be ${expected}, got ${JSON.stringify(value)}` }
}

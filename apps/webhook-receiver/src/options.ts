import { parseArgs } from 'node:util'
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './serverLimits'

export const DEFAULT_PUBLIC_KEY_URL = 'http://127.0.0.1:8787/sandbox/webhook-public-key'

export type PublicKeySource =
  | { from: 'env'; pem: string }
  | { from: 'file'; path: string }
  | { from: 'url'; url: string }

/** Embedded PGlite in a folder (one receiver), or a PostgreSQL server (any number of them). */
export type DatabaseOption = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

export interface ReceiverCliOptions {
  port: number
  host: string
  database: DatabaseOption
  publicKey: PublicKeySource
  /** Attempts at fetching the key from a URL (the sandbox may still be starting). */
  keyAttempts: number
  /** Largest accepted body in bytes. */
  maxBodyBytes: number
  /** Requests per second per client; 0 turns the limit off. */
  rateLimit: number
  /** Browser origins that may read `GET /webhooks`. */
  allowOrigins: string[]
  /** Host names besides the loopback ones that `GET /webhooks` answers to. */
  allowHosts: string[]
  /** `GET /webhooks` needs `Authorization: Bearer <token>` when set (env only). */
  readToken: string | undefined
  /** Header, body and idle deadlines (ms) and the connection cap. */
  limits: ServerLimits
}

export const USAGE = `Usage: webhook-receiver [options]
  --port <n>              port to listen on (default 8788, env PORT)
  --host <name>           interface to bind (default 127.0.0.1, env HOST)
  --data-dir <path>       PGlite data folder (default ./.data/webhooks, env DATA_DIR)
  env DATABASE_URL        postgres://user:password@host:port/db: store on a PostgreSQL
                          server instead of PGlite (several receivers may share it)
  --public-key-file <p>   PEM public key file
  --public-key-url [url]  fetch { publicKey } JSON (default ${DEFAULT_PUBLIC_KEY_URL})
  --key-attempts <n>      fetch attempts, 1 s apart (default 15)
  env PUBLIC_KEY          PEM public key ("\\n" escapes allowed)
  --max-body <bytes>      largest accepted body (default 65536, env MAX_BODY)
  --rate-limit <n>        per client address and second: webhook calls that fail
                          verification, and apart from them every other request (reads,
                          pages); verified calls are never counted (default 100, 0: off,
                          env RATE_LIMIT); over it: 429 with Retry-After
  --allow-origin <o>      a browser origin that may read GET /webhooks (repeatable)
  --allow-host <name>     a host name GET /webhooks answers to besides localhost,
                          127.0.0.1 and [::1] (repeatable): the receiver's public names
  env WEBHOOKS_READ_TOKEN GET /webhooks needs Authorization: Bearer <token>
  --headers-timeout-ms <n> a request's line and headers must arrive within n ms, or 408
                          and the connection closes (default 10000, env HEADERS_TIMEOUT_MS)
  --request-timeout-ms <n> the whole request, body included, within n ms (default 30000,
                          env REQUEST_TIMEOUT_MS; at least --headers-timeout-ms)
  --idle-timeout-ms <n>   close a keep-alive connection idle for n ms (default 5000, env
                          IDLE_TIMEOUT_MS; Node closes it 1 s after the timeout it advertises)
  --max-connections <n>   open connections at most; past it new ones are closed unanswered
                          (default 256, env MAX_CONNECTIONS)
Without a key option or PUBLIC_KEY, the key is fetched from the local sandbox.`

export class CliUsageError extends Error {
  override readonly name = 'CliUsageError'
}

export function parseCliOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): ReceiverCliOptions {
  // `--public-key-url` may be given without a value: use the sandbox's address.
  const args = [...argv]
  const urlFlag = args.indexOf('--public-key-url')
  if (urlFlag !== -1 && (args[urlFlag + 1] === undefined || args[urlFlag + 1]?.startsWith('--'))) {
    args.splice(urlFlag + 1, 0, DEFAULT_PUBLIC_KEY_URL)
  }
  let values: Record<string, string | string[] | undefined>
  try {
    values = parseArgs({
      args,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        'public-key-file': { type: 'string' },
        'public-key-url': { type: 'string' },
        'key-attempts': { type: 'string' },
        'max-body': { type: 'string' },
        'rate-limit': { type: 'string' },
        'allow-origin': { type: 'string', multiple: true },
        'allow-host': { type: 'string', multiple: true },
        'headers-timeout-ms': { type: 'string' },
        'request-timeout-ms': { type: 'string' },
        'idle-timeout-ms': { type: 'string' },
        'max-connections': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error))
  }

  const one = (name: string) => {
    const value = values[name]
    return Array.isArray(value) ? value.at(-1) : value
  }
  const many = (name: string) => {
    const value = values[name]
    return value === undefined ? [] : Array.isArray(value) ? value : [value]
  }
  const port = integer(one('port') ?? env.PORT ?? '8788', '--port', 0, 65_535)
  const keyAttempts = integer(one('key-attempts') ?? '15', '--key-attempts', 1, 1000)
  const maxBodyBytes = integer(
    one('max-body') ?? env.MAX_BODY ?? '65536',
    '--max-body',
    1024,
    1024 * 1024,
  )
  const rateLimit = integer(one('rate-limit') ?? env.RATE_LIMIT ?? '100', '--rate-limit', 0, 1e6)
  const allowOrigins = many('allow-origin').map(checkOrigin)
  const allowHosts = many('allow-host').map(checkHostName)
  const readToken = env.WEBHOOKS_READ_TOKEN || undefined
  const limit = (name: string, envName: string, fallback: number, max: number) =>
    integer(one(name) ?? env[envName] ?? String(fallback), `--${name}`, 1, max)
  const limits: ServerLimits = {
    headersTimeoutMs: limit(
      'headers-timeout-ms',
      'HEADERS_TIMEOUT_MS',
      DEFAULT_SERVER_LIMITS.headersTimeoutMs,
      3_600_000,
    ),
    requestTimeoutMs: limit(
      'request-timeout-ms',
      'REQUEST_TIMEOUT_MS',
      DEFAULT_SERVER_LIMITS.requestTimeoutMs,
      3_600_000,
    ),
    idleTimeoutMs: limit(
      'idle-timeout-ms',
      'IDLE_TIMEOUT_MS',
      DEFAULT_SERVER_LIMITS.idleTimeoutMs,
      3_600_000,
    ),
    maxConnections: limit(
      'max-connections',
      'MAX_CONNECTIONS',
      DEFAULT_SERVER_LIMITS.maxConnections,
      1_000_000,
    ),
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new CliUsageError(
      `--headers-timeout-ms (${limits.headersTimeoutMs}) must not exceed --request-timeout-ms (${limits.requestTimeoutMs})`,
    )
  }
  const file = one('public-key-file')
  const url = one('public-key-url')
  if (file !== undefined && url !== undefined) {
    throw new CliUsageError('Give either --public-key-file or --public-key-url, not both')
  }
  let publicKey: PublicKeySource
  if (file !== undefined) publicKey = { from: 'file', path: file }
  else if (url !== undefined) publicKey = { from: 'url', url: checkUrl(url) }
  else if (env.PUBLIC_KEY) publicKey = { from: 'env', pem: env.PUBLIC_KEY }
  else publicKey = { from: 'url', url: DEFAULT_PUBLIC_KEY_URL }

  const dataDir = one('data-dir') ?? env.DATA_DIR
  let database: DatabaseOption
  if (env.DATABASE_URL) {
    if (dataDir !== undefined) {
      throw new CliUsageError(
        'Give either DATABASE_URL (PostgreSQL) or --data-dir / DATA_DIR (PGlite), not both',
      )
    }
    database = { kind: 'postgres', url: checkDatabaseUrl(env.DATABASE_URL) }
  } else {
    database = { kind: 'pglite', dataDir: dataDir ?? './.data/webhooks' }
  }

  return {
    port,
    host: one('host') ?? env.HOST ?? '127.0.0.1',
    database,
    publicKey,
    keyAttempts,
    maxBodyBytes,
    rateLimit,
    allowOrigins,
    allowHosts,
    readToken,
    limits,
  }
}

// An origin as browsers send it: scheme, host and port only (no path, no `*`).
function checkOrigin(text: string): string {
  try {
    const url = new URL(text)
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text) return text
  } catch {}
  throw new CliUsageError(
    `--allow-origin takes an origin such as http://127.0.0.1:5173 (scheme, host, port; no path or *)`,
  )
}

// A host name or address as the URL parser reads it from a Host header, without a port.
function checkHostName(text: string): string {
  try {
    const url = new URL(`http://${text}/`)
    if (url.port === '' && url.hostname === text.toLowerCase()) return url.hostname
  } catch {}
  throw new CliUsageError(
    '--allow-host takes a host name or address without a port (webhooks.example.com, 10.0.0.5, [fd00::5])',
  )
}

/** Where the calls are stored, fit for a log line: a server URL without its password. */
export function describeDatabase(database: DatabaseOption): string {
  if (database.kind === 'pglite') return `PGlite in ${database.dataDir}`
  const url = new URL(database.url)
  url.password = ''
  url.search = ''
  return `PostgreSQL at ${url.href}`
}

function integer(text: string, name: string, min: number, max: number): number {
  const value = Number(text)
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new CliUsageError(`${name} must be an integer from ${min} to ${max}`)
  }
  return value
}

// The URL holds a password: the error never quotes it.
function checkDatabaseUrl(text: string): string {
  let protocol: string | undefined
  try {
    protocol = new URL(text).protocol
  } catch {}
  if (protocol === 'postgres:' || protocol === 'postgresql:') return text
  throw new CliUsageError(
    'DATABASE_URL must be a postgres:// or postgresql:// URL (postgres://user:password@host:port/database)',
  )
}

function checkUrl(text: string): string {
  try {
    const url = new URL(text)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href
  } catch {}
  throw new CliUsageError('--public-key-url must be an http(s) URL')
}

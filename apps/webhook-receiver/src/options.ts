import {
  CliUsageError,
  readFlags,
  readInteger,
  readServerLimitFlags,
  SERVER_FLAGS,
  type ServerLimits,
  serverLimitsUsage,
} from '@rampkit/server-plumbing'

// The flag errors' type, for server.ts and the tests: the plumbing throws it for every flag.
export { CliUsageError }

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
${serverLimitsUsage({ column: 26, env: true })}
Without a key option or PUBLIC_KEY, the key is fetched from the local sandbox.`

const FLAGS = {
  ...SERVER_FLAGS,
  'data-dir': { type: 'string' },
  'public-key-file': { type: 'string' },
  'public-key-url': { type: 'string' },
  'key-attempts': { type: 'string' },
  'max-body': { type: 'string' },
} as const

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
  const values = readFlags(args, FLAGS)
  const port = readInteger(values.port ?? env.PORT ?? '8788', '--port', 0, 65_535)
  const keyAttempts = readInteger(values['key-attempts'] ?? '15', '--key-attempts', 1, 1000)
  const maxBodyBytes = readInteger(
    values['max-body'] ?? env.MAX_BODY ?? '65536',
    '--max-body',
    1024,
    1024 * 1024,
  )
  const rateLimit = readInteger(
    values['rate-limit'] ?? env.RATE_LIMIT ?? '100',
    '--rate-limit',
    0,
    1e6,
  )
  const allowOrigins = (values['allow-origin'] ?? []).map(checkOrigin)
  const allowHosts = (values['allow-host'] ?? []).map(checkHostName)
  const readToken = env.WEBHOOKS_READ_TOKEN || undefined
  const limits = readServerLimitFlags(values, env)
  const file = values['public-key-file']
  const url = values['public-key-url']
  if (file !== undefined && url !== undefined) {
    throw new CliUsageError('Give either --public-key-file or --public-key-url, not both')
  }
  let publicKey: PublicKeySource
  if (file !== undefined) publicKey = { from: 'file', path: file }
  else if (url !== undefined) publicKey = { from: 'url', url: checkUrl(url) }
  else if (env.PUBLIC_KEY) publicKey = { from: 'env', pem: env.PUBLIC_KEY }
  else publicKey = { from: 'url', url: DEFAULT_PUBLIC_KEY_URL }

  const dataDir = values['data-dir'] ?? env.DATA_DIR
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
    host: values.host ?? env.HOST ?? '127.0.0.1',
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

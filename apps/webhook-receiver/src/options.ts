import { parseArgs } from 'node:util'

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
  let values: Record<string, string | undefined>
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
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error))
  }

  const port = integer(values.port ?? env.PORT ?? '8788', '--port', 0, 65_535)
  const keyAttempts = integer(values['key-attempts'] ?? '15', '--key-attempts', 1, 1000)
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

  return { port, host: values.host ?? env.HOST ?? '127.0.0.1', database, publicKey, keyAttempts }
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

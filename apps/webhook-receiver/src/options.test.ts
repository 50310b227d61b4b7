import { describe, expect, it } from 'vitest'
import { CliUsageError, DEFAULT_PUBLIC_KEY_URL, describeDatabase, parseCliOptions } from './options'

describe('parseCliOptions', () => {
  it('defaults to port 8788, localhost, ./.data/webhooks and the sandbox key URL', () => {
    expect(parseCliOptions([], {})).toEqual({
      port: 8788,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: './.data/webhooks' },
      publicKey: { from: 'url', url: DEFAULT_PUBLIC_KEY_URL },
      keyAttempts: 15,
      maxBodyBytes: 65_536,
      rateLimit: 100,
      allowOrigins: [],
      allowHosts: [],
      readToken: undefined,
      limits: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        idleTimeoutMs: 5_000,
        maxConnections: 256,
        maxConnectionsPerAddress: 32,
      },
    })
  })

  it('reads the connection deadlines and caps from flags, then env', () => {
    const options = parseCliOptions(
      ['--headers-timeout-ms', '2000', '--request-timeout-ms', '4000', '--max-connections', '64'],
      { IDLE_TIMEOUT_MS: '1500', MAX_CONNECTIONS: '9', MAX_CONNECTIONS_PER_ADDRESS: '4' },
    )
    expect(options.limits).toEqual({
      headersTimeoutMs: 2000,
      requestTimeoutMs: 4000,
      idleTimeoutMs: 1500,
      maxConnections: 64,
      maxConnectionsPerAddress: 4,
    })
  })

  it('reads the body limit, rate limit, allowed origins and hosts, and the read token from env', () => {
    const options = parseCliOptions(
      [
        '--max-body',
        '16384',
        '--rate-limit',
        '0',
        '--allow-origin',
        'http://127.0.0.1:5173',
        '--allow-origin',
        'https://wallet.example',
        '--allow-host',
        'Webhooks.Example.com',
        '--allow-host',
        '[fd00::5]',
      ],
      { WEBHOOKS_READ_TOKEN: 'token-1' },
    )
    expect(options).toMatchObject({
      maxBodyBytes: 16_384,
      rateLimit: 0,
      allowOrigins: ['http://127.0.0.1:5173', 'https://wallet.example'],
      allowHosts: ['webhooks.example.com', '[fd00::5]'],
      readToken: 'token-1',
    })
  })

  it.each([
    [['--allow-origin', '*']],
    [['--allow-origin', 'http://127.0.0.1:5173/path']],
    [['--allow-origin', 'file:///x']],
    [['--allow-host', 'example.com:8788']],
    [['--allow-host', 'a b']],
    [['--max-body', '10']],
    [['--max-body', '99999999']],
    [['--rate-limit', '-1']],
    [['--headers-timeout-ms', '0']],
    [['--request-timeout-ms', '3600001']],
    [['--idle-timeout-ms', '5s']],
    [['--max-connections', '0']],
    [['--headers-timeout-ms', '40000']],
  ])('refuses %j', (argv) => {
    expect(() => parseCliOptions(argv, {})).toThrow(CliUsageError)
  })

  it('reads flags, then env', () => {
    const options = parseCliOptions(
      ['--port', '9000', '--host', '0.0.0.0', '--data-dir', '/tmp/x', '--public-key-file', 'k.pem'],
      { PORT: '1', PUBLIC_KEY: 'ignored' },
    )
    expect(options).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      database: { kind: 'pglite', dataDir: '/tmp/x' },
    })
    expect(options.publicKey).toEqual({ from: 'file', path: 'k.pem' })
    expect(parseCliOptions([], { PORT: '7000', PUBLIC_KEY: 'pem' })).toMatchObject({
      port: 7000,
      publicKey: { from: 'env', pem: 'pem' },
    })
  })

  it('stores on a PostgreSQL server when DATABASE_URL is set', () => {
    const url = 'postgres://app:s3cret@db.internal:5432/webhooks?sslmode=require'
    expect(parseCliOptions([], { DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url })
    expect(parseCliOptions([], { DATABASE_URL: 'postgresql://h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgresql://h/db',
    })
    // empty counts as unset (a blank line in an env file)
    expect(parseCliOptions([], { DATABASE_URL: '' }).database.kind).toBe('pglite')
  })

  it.each([
    ['mysql://app:s3cret@h/db', {}, /postgres:\/\//],
    ['not a url s3cret', {}, /postgres:\/\//],
    ['postgres://app:s3cret@h/db', { DATA_DIR: '/d' }, /not both/],
  ])('rejects DATABASE_URL %s without quoting it', (url, env, message) => {
    let error: unknown
    try {
      parseCliOptions([], { DATABASE_URL: url, ...env })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(CliUsageError)
    expect((error as Error).message).toMatch(message)
    expect((error as Error).message).not.toContain('s3cret')
  })

  it('describes the database for the log without the password or query parameters', () => {
    expect(describeDatabase({ kind: 'pglite', dataDir: '/var/lib/w' })).toBe('PGlite in /var/lib/w')
    const text = describeDatabase({
      kind: 'postgres',
      url: 'postgres://app:s3cret@db.internal:5432/webhooks?sslmode=require&password=s3cret',
    })
    expect(text).toBe('PostgreSQL at postgres://app@db.internal:5432/webhooks')
  })

  it('takes --public-key-url with or without a value', () => {
    expect(parseCliOptions(['--public-key-url'], {}).publicKey).toEqual({
      from: 'url',
      url: DEFAULT_PUBLIC_KEY_URL,
    })
    expect(parseCliOptions(['--public-key-url', '--port', '1'], {}).publicKey).toEqual({
      from: 'url',
      url: DEFAULT_PUBLIC_KEY_URL,
    })
    expect(parseCliOptions(['--public-key-url', 'http://h:1/k'], {}).publicKey).toEqual({
      from: 'url',
      url: 'http://h:1/k',
    })
  })

  it.each([
    [['--port', 'abc']],
    [['--port', '70000']],
    [['--unknown']],
    [['positional']],
    [['--public-key-url', 'ftp://x']],
    [['--public-key-file', 'a', '--public-key-url', 'http://x']],
    [['--key-attempts', '0']],
  ])('rejects %j with a usage error', (argv) => {
    expect(() => parseCliOptions(argv, {})).toThrow(CliUsageError)
  })
})

import { describe, expect, it } from 'vitest'
import {
  CliUsageError,
  readCommandLine,
  readFlags,
  readInteger,
  readServerLimitFlags,
  SERVER_LIMIT_FLAGS,
  serverLimitsUsage,
} from './cliFlags'
import { DEFAULT_SERVER_LIMITS } from './serverLimits'

const SPEC = {
  port: { type: 'string' },
  tag: { type: 'string', multiple: true },
  follow: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

const usageError = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(CliUsageError)
    return (error as Error).message
  }
  throw new Error('no CliUsageError')
}

describe('readFlags', () => {
  it('reads `--name value` and `--name=value`; the last of a flag counts, a repeatable one keeps all', () => {
    expect(
      readFlags(
        ['--port', '1', '--port=2', '--tag', 'a', '--tag=b', '--follow', '-h', '--tag='],
        SPEC,
      ),
    ).toEqual({ port: '2', tag: ['a', 'b', ''], follow: true, help: true })
    expect(readFlags([], SPEC)).toEqual({})
  })

  it.each([
    [['--nope'], 'unknown option "--nope"'],
    [['-x'], 'unknown option "-x"'],
    [['8787'], 'unexpected argument at position 1'],
    [['--', '--port'], 'unexpected --'],
    [['--port'], '--port needs a value'],
    [['--port', '--follow'], '--port needs a value'],
    [['--follow=yes'], '--follow takes no value'],
  ])('refuses %j: %s', (argv, message) => {
    expect(usageError(() => readFlags(argv, SPEC))).toContain(message)
  })

  it('takes a value starting with one dash (for the flag to judge), and never quotes a value', () => {
    expect(readFlags(['--port', '-1'], SPEC)).toEqual({ port: '-1' })
    // A mistyped flag before a secret: the message names the flag only.
    expect(usageError(() => readFlags(['--api-kye=s3cret'], SPEC))).not.toContain('s3cret')
    expect(usageError(() => readFlags(['--port', '1', 's3cret'], SPEC))).not.toContain('s3cret')
  })
})

describe('readCommandLine', () => {
  it('takes up to the given number of plain arguments, anywhere among the flags', () => {
    expect(readCommandLine(['a', '--port', '1', 'b'], SPEC, 2)).toEqual({
      flags: { port: '1' },
      positionals: ['a', 'b'],
    })
    expect(usageError(() => readCommandLine(['a', 'b'], SPEC, 1))).toBe(
      'unexpected argument at position 2: options start with --',
    )
  })
})

describe('readInteger', () => {
  it('reads a whole number within bounds, or names the flag, the bounds and the value', () => {
    expect(readInteger('0', '--port', 0, 65_535)).toBe(0)
    expect(readInteger('65535', '--port', 0, 65_535)).toBe(65_535)
    for (const text of ['65536', '-1', '1.5', '1e3', '', ' 1', 'abc']) {
      expect(usageError(() => readInteger(text, '--port', 0, 65_535))).toBe(
        `--port must be an integer from 0 to 65535, got ${JSON.stringify(text)}`,
      )
    }
  })
})

describe('readServerLimitFlags', () => {
  const read = (argv: string[], env: Record<string, string> = {}) =>
    readServerLimitFlags(readFlags(argv, SERVER_LIMIT_FLAGS), env)

  it('takes a flag, then the environment, then the default', () => {
    expect(read([])).toEqual(DEFAULT_SERVER_LIMITS)
    expect(
      read(
        ['--headers-timeout-ms', '2000', '--request-timeout-ms=4000', '--max-connections', '64'],
        { IDLE_TIMEOUT_MS: '1500', MAX_CONNECTIONS: '9', MAX_CONNECTIONS_PER_ADDRESS: '8' },
      ),
    ).toEqual({
      headersTimeoutMs: 2000,
      requestTimeoutMs: 4000,
      idleTimeoutMs: 1500,
      maxConnections: 64,
      maxConnectionsPerAddress: 8,
    })
    expect(read(['--max-connections-per-address', '2']).maxConnectionsPerAddress).toBe(2)
  })

  it.each([
    [['--headers-timeout-ms', '0'], {}, '--headers-timeout-ms must be an integer from 1'],
    [['--request-timeout-ms', '3600001'], {}, '--request-timeout-ms must be'],
    [['--idle-timeout-ms', '5s'], {}, '--idle-timeout-ms must be'],
    [['--max-connections', '0'], {}, '--max-connections must be'],
    [['--max-connections-per-address', '0'], {}, '--max-connections-per-address must be'],
    [[], { MAX_CONNECTIONS_PER_ADDRESS: 'many' }, 'MAX_CONNECTIONS_PER_ADDRESS must be'],
    [['--headers-timeout-ms', '40000'], {}, 'must not exceed --request-timeout-ms (30000)'],
  ])('refuses %j %j', (argv, env, message) => {
    expect(usageError(() => read(argv, env))).toContain(message)
  })
})

describe('serverLimitsUsage', () => {
  it('lists every limit flag with its default, and its environment variable when asked', () => {
    const plain = serverLimitsUsage({ column: 20, env: false })
    for (const flag of Object.keys(SERVER_LIMIT_FLAGS)) expect(plain).toContain(`--${flag} N`)
    expect(plain).toContain('(default 32)')
    expect(plain).not.toContain('env ')
    const withEnv = serverLimitsUsage({ column: 26, env: true })
    expect(withEnv).toContain('(env MAX_CONNECTIONS_PER_ADDRESS)')
    // A flag that fits its column starts its help on its own line.
    expect(withEnv).toMatch(/^ {2}--max-connections N {4,}open connections at most/m)
  })
})

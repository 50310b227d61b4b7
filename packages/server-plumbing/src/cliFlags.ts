import { parseArgs } from 'node:util'
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './serverLimits'

/** A command line the CLI cannot run: the message names the flag and what it takes. */
export class CliUsageError extends Error {
  override readonly name = 'CliUsageError'
}

/** One flag: `--name value` (`string`) or `--name` alone (`boolean`). */
export interface FlagSpec {
  type: 'string' | 'boolean'
  /** Repeatable: every value is kept, in order (otherwise the last one given counts). */
  multiple?: boolean
  /** One letter: `-h`. */
  short?: string
}

/** The flags given, by name: absent when not given. */
export type FlagValues<S extends Record<string, FlagSpec>> = {
  [K in keyof S]?: S[K]['type'] extends 'boolean'
    ? true
    : S[K]['multiple'] extends true
      ? string[]
      : string
}

/**
 * Reads `argv` as the flags of `spec` (node:util's `parseArgs`), as `--name value` or
 * `--name=value`. Throws a CliUsageError for an unknown flag, a positional argument, a missing
 * value (or another flag where the value should be), and a value given to a boolean flag. A
 * message quotes no value: a mistyped flag may be followed by a secret.
 */
export function readFlags<const S extends Record<string, FlagSpec>>(
  argv: readonly string[],
  spec: S,
): FlagValues<S> {
  return readCommandLine(argv, spec, 0).flags
}

/**
 * `readFlags`, also taking up to `positionals` plain arguments, in order, anywhere among the
 * flags (`trigger purchase.released --url U`); one more is a CliUsageError.
 */
export function readCommandLine<const S extends Record<string, FlagSpec>>(
  argv: readonly string[],
  spec: S,
  positionals: number,
): { flags: FlagValues<S>; positionals: string[] } {
  const plain: string[] = []
  const { tokens } = parseArgs({
    args: [...argv],
    options: spec,
    strict: false,
    allowPositionals: true,
    tokens: true,
  })
  const values: Record<string, true | string | string[]> = {}
  for (const token of tokens) {
    if (token.kind === 'positional' && plain.length < positionals) {
      plain.push(token.value)
      continue
    }
    if (token.kind !== 'option') {
      throw new CliUsageError(
        token.kind === 'positional'
          ? `unexpected argument at position ${token.index + 1}: options start with --`
          : 'unexpected --: this command takes no arguments after it',
      )
    }
    const flag = Object.hasOwn(spec, token.name) ? spec[token.name] : undefined
    if (flag === undefined)
      throw new CliUsageError(`unknown option ${JSON.stringify(token.rawName)}`)
    if (flag.type === 'boolean') {
      if (token.value !== undefined) throw new CliUsageError(`${token.rawName} takes no value`)
      values[token.name] = true
      continue
    }
    const { value } = token
    // parseArgs takes the next word whatever it is: `--port --host x` gives --port "--host".
    if (value === undefined || (!token.inlineValue && value.startsWith('--'))) {
      throw new CliUsageError(`${token.rawName} needs a value`)
    }
    if (flag.multiple) {
      const list = values[token.name]
      values[token.name] = Array.isArray(list) ? [...list, value] : [value]
    } else {
      values[token.name] = value
    }
  }
  return { flags: values as FlagValues<S>, positionals: plain }
}

/** `text` as an integer from `min` to `max`, or a CliUsageError naming `name` (a flag or env). */
export function readInteger(text: string, name: string, min: number, max: number): number {
  const value = Number(text)
  if (!/^[0-9]{1,16}$/.test(text) || value < min || value > max) {
    const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text
    throw new CliUsageError(
      `${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(shown)}`,
    )
  }
  return value
}

/** The flags of `ServerLimits`, for a CLI's `readFlags` spec. */
export const SERVER_LIMIT_FLAGS = {
  'headers-timeout-ms': { type: 'string' },
  'request-timeout-ms': { type: 'string' },
  'idle-timeout-ms': { type: 'string' },
  'max-connections': { type: 'string' },
  'max-connections-per-address': { type: 'string' },
} as const satisfies Record<string, FlagSpec>

/**
 * The flags both servers take, each checked by the server that reads it: where to listen, the
 * rate limit, the Host and Origin values admitted besides its own, and the limits.
 */
export const SERVER_FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'rate-limit': { type: 'string' },
  'allow-host': { type: 'string', multiple: true },
  'allow-origin': { type: 'string', multiple: true },
  ...SERVER_LIMIT_FLAGS,
} as const satisfies Record<string, FlagSpec>

type LimitFlag = keyof typeof SERVER_LIMIT_FLAGS

// Each limit: its field, environment variable, largest value and help text (wrapped to fit
// beside a flag column of up to 26 characters).
const LIMIT_FLAGS: ReadonlyArray<{
  flag: LimitFlag
  key: keyof ServerLimits
  env: string
  max: number
  help: readonly string[]
}> = [
  {
    flag: 'headers-timeout-ms',
    key: 'headersTimeoutMs',
    env: 'HEADERS_TIMEOUT_MS',
    max: 3_600_000,
    help: [
      "a request's line and headers must arrive within N ms, or it gets",
      `408 and the connection closes (default ${DEFAULT_SERVER_LIMITS.headersTimeoutMs})`,
    ],
  },
  {
    flag: 'request-timeout-ms',
    key: 'requestTimeoutMs',
    env: 'REQUEST_TIMEOUT_MS',
    max: 3_600_000,
    help: [
      'the whole request, body included, must arrive within N ms (default',
      `${DEFAULT_SERVER_LIMITS.requestTimeoutMs}; at least --headers-timeout-ms)`,
    ],
  },
  {
    flag: 'idle-timeout-ms',
    key: 'idleTimeoutMs',
    env: 'IDLE_TIMEOUT_MS',
    max: 3_600_000,
    help: [
      `close a keep-alive connection idle for N ms (default ${DEFAULT_SERVER_LIMITS.idleTimeoutMs}; Node`,
      'closes it 1 s after the Keep-Alive: timeout it advertises)',
    ],
  },
  {
    flag: 'max-connections',
    key: 'maxConnections',
    env: 'MAX_CONNECTIONS',
    max: 1_000_000,
    help: [
      'open connections at most; past it new ones are closed unanswered',
      `(default ${DEFAULT_SERVER_LIMITS.maxConnections})`,
    ],
  },
  {
    flag: 'max-connections-per-address',
    key: 'maxConnectionsPerAddress',
    env: 'MAX_CONNECTIONS_PER_ADDRESS',
    max: 1_000_000,
    help: [
      'open connections from one client address at most; past it its new',
      `ones are closed unanswered, so it cannot lock others out (default ${DEFAULT_SERVER_LIMITS.maxConnectionsPerAddress})`,
    ],
  },
]

/**
 * The server limits a command line gives (`values` of `readFlags` with SERVER_LIMIT_FLAGS), then
 * `env` (HEADERS_TIMEOUT_MS and the like, when the CLI reads any), then the defaults.
 */
export function readServerLimitFlags(
  values: FlagValues<typeof SERVER_LIMIT_FLAGS>,
  env: Readonly<Record<string, string | undefined>> = {},
): ServerLimits {
  const limits: ServerLimits = { ...DEFAULT_SERVER_LIMITS }
  for (const { flag, key, env: envName, max } of LIMIT_FLAGS) {
    const given = values[flag]
    if (given !== undefined) limits[key] = readInteger(given, `--${flag}`, 1, max)
    else if (env[envName] !== undefined) limits[key] = readInteger(env[envName], envName, 1, max)
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new CliUsageError(
      `--headers-timeout-ms (${limits.headersTimeoutMs}) must not exceed --request-timeout-ms (${limits.requestTimeoutMs})`,
    )
  }
  return limits
}

/**
 * The usage lines of SERVER_LIMIT_FLAGS: each flag, then its help from `column` (on the flag's
 * line when it fits), and its environment variable when the CLI reads them (`env`).
 */
export function serverLimitsUsage({ column, env }: { column: number; env: boolean }): string {
  const indent = ' '.repeat(column)
  return LIMIT_FLAGS.map(({ flag, env: envName, help }) => {
    const head = `  --${flag} N`
    const lines = env ? [...help, `(env ${envName})`] : [...help]
    const body = lines.map((line) => `${indent}${line}`)
    if (head.length < column) body[0] = `${head.padEnd(column)}${lines[0]}`
    else body.unshift(head)
    return body.join('\n')
  }).join('\n')
}

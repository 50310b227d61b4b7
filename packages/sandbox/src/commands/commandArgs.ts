/** Parsing of the commands that talk to a running sandbox: `trigger` and `deliveries`. */
import { CliUsageError, readCommandLine } from '@rampkit/server-plumbing'

export const TRIGGER_EVENTS = [
  'purchase.created',
  'purchase.released',
  'purchase.returned',
  'purchase.error',
  'sale.created',
  'sale.released',
  'sale.expired',
] as const
export type TriggerEvent = (typeof TRIGGER_EVENTS)[number]

export const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:8787'
/** The example receiver's routes, where `pnpm start`'s apps point their webhooks. */
export const DEFAULT_RECEIVER_URL = 'http://127.0.0.1:8788/webhooks'

export type RemoteCommand =
  | { kind: 'trigger'; event: TriggerEvent; url: string; receiverUrl: string; timeoutMs: number }
  | { kind: 'deliveries'; url: string; follow: boolean; intervalMs: number }
  | { kind: 'error'; message: string }

export const COMMANDS_USAGE = `Commands against a running sandbox (--url, default ${DEFAULT_SANDBOX_URL}):
  rampkit-sandbox trigger <event> [--url U] [--receiver-url R]
                    creates a purchase or sale and moves it so that <event>'s signed call
                    goes to R/purchase or R/offramp (default ${DEFAULT_RECEIVER_URL}), then
                    prints the delivery; <event>: ${TRIGGER_EVENTS.join(', ')}
  rampkit-sandbox deliveries [--follow] [--url U]
                    one line per webhook attempt; --follow keeps printing them as they happen
  Exit code 2 when no sandbox answers at U.`

const FLAGS = {
  trigger: { url: { type: 'string' }, 'receiver-url': { type: 'string' } },
  deliveries: { url: { type: 'string' }, follow: { type: 'boolean' } },
} as const

/** `argv` after the command name. */
export function parseRemoteCommand(command: string, argv: readonly string[]): RemoteCommand {
  const trigger = command === 'trigger'
  // Each command's own flags; `trigger` takes its event as the one plain argument.
  let flags: { url?: string; 'receiver-url'?: string; follow?: true }
  let positionals: string[]
  try {
    ;({ flags, positionals } = trigger
      ? readCommandLine(argv, FLAGS.trigger, 1)
      : readCommandLine(argv, FLAGS.deliveries, 0))
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error
    return { kind: 'error', message: `${error.message} (${command})` }
  }
  const urls = { url: DEFAULT_SANDBOX_URL, 'receiver-url': DEFAULT_RECEIVER_URL }
  for (const flag of ['url', 'receiver-url'] as const) {
    const given = flags[flag]
    if (given === undefined) continue
    const parsed = httpBase(given)
    if (parsed === undefined) {
      return {
        kind: 'error',
        message: `--${flag} needs an http(s) URL without query, got ${JSON.stringify(given)}`,
      }
    }
    urls[flag] = parsed
  }
  if (!trigger) {
    return { kind: 'deliveries', url: urls.url, follow: flags.follow === true, intervalMs: 500 }
  }
  const [event] = positionals
  if (event === undefined) {
    return { kind: 'error', message: `trigger needs an event: ${TRIGGER_EVENTS.join(', ')}` }
  }
  if (!(TRIGGER_EVENTS as readonly string[]).includes(event)) {
    return {
      kind: 'error',
      message: `unknown event ${JSON.stringify(event)}; one of ${TRIGGER_EVENTS.join(', ')}`,
    }
  }
  return {
    kind: 'trigger',
    event: event as TriggerEvent,
    url: urls.url,
    receiverUrl: urls['receiver-url'],
    timeoutMs: 15_000,
  }
}

function httpBase(text: string): string | undefined {
  try {
    const url = new URL(text)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (url.search !== '' || url.hash !== '' || url.username !== '') return undefined
    return url.href.replace(/\/+$/, '')
  } catch {
    return undefined
  }
}

/** Parsing of the commands that talk to a running sandbox: `trigger` and `deliveries`. */

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

/** `argv` after the command name. */
export function parseRemoteCommand(command: string, argv: readonly string[]): RemoteCommand {
  let url = DEFAULT_SANDBOX_URL
  let receiverUrl = DEFAULT_RECEIVER_URL
  let follow = false
  let event: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const eq = arg.indexOf('=')
    const flag = arg.startsWith('--') && eq !== -1 ? arg.slice(0, eq) : arg
    const inline = flag !== arg ? arg.slice(eq + 1) : undefined
    const value = () => {
      if (inline !== undefined) return inline
      const next = argv[i + 1]
      if (next === undefined || next.startsWith('--')) return undefined
      i++
      return next
    }
    if (flag === '--url' || (flag === '--receiver-url' && command === 'trigger')) {
      const given = value()
      const parsed = given === undefined ? undefined : httpBase(given)
      if (parsed === undefined) {
        return {
          kind: 'error',
          message: `${flag} needs an http(s) URL without query, got ${JSON.stringify(given ?? '')}`,
        }
      }
      if (flag === '--url') url = parsed
      else receiverUrl = parsed
    } else if (flag === '--follow' && command === 'deliveries' && inline === undefined) {
      follow = true
    } else if (command === 'trigger' && event === undefined && !arg.startsWith('-')) {
      event = arg
    } else {
      return { kind: 'error', message: `unknown option ${JSON.stringify(arg)} for ${command}` }
    }
  }
  if (command === 'deliveries') return { kind: 'deliveries', url, follow, intervalMs: 500 }
  if (event === undefined) {
    return { kind: 'error', message: `trigger needs an event: ${TRIGGER_EVENTS.join(', ')}` }
  }
  if (!(TRIGGER_EVENTS as readonly string[]).includes(event)) {
    return {
      kind: 'error',
      message: `unknown event ${JSON.stringify(event)}; one of ${TRIGGER_EVENTS.join(', ')}`,
    }
  }
  return { kind: 'trigger', event: event as TriggerEvent, url, receiverUrl, timeoutMs: 15_000 }
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

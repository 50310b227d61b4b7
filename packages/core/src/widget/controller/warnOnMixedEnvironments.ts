import { PRODUCTION_API_URL } from '../../client/productionApiUrl.js'
import { PRODUCTION_WIDGET_URL } from '../config/constants.js'

type Environment = 'production' | 'local' | 'other'

/** Pairs already warned about: one warning per pair, however often a page renders. */
let warnedPairs: Set<string> | undefined

/**
 * Development only: warns (`console.warn`, once per pair) when the host API and the widget are
 * in different environments, one on the sandbox or another loopback address and the other in
 * production: quotes would come from one service and purchases happen in the other. Anything
 * else (the same environment, a staging address, an unreadable URL) is left alone.
 *
 * @param apiBaseUrl the client's `baseUrl`; `undefined` when it is not known (nothing compared).
 * @param widgetUrl the widget's `url`; `undefined` is production, the widget's default.
 */
export function warnOnMixedEnvironments(
  apiBaseUrl: string | undefined,
  widgetUrl: string | undefined,
): void {
  if (__DEV__) {
    if (apiBaseUrl === undefined) return
    const widgetAddress = widgetUrl ?? PRODUCTION_WIDGET_URL
    const api = environmentOf(apiBaseUrl, PRODUCTION_API_URL)
    const widget = environmentOf(widgetAddress, PRODUCTION_WIDGET_URL)
    const mixed =
      (api === 'local' && widget === 'production') || (api === 'production' && widget === 'local')
    const pair = `${apiBaseUrl} ${widgetAddress}`
    if (!mixed || warnedPairs?.has(pair)) return
    warnedPairs ??= new Set()
    warnedPairs.add(pair)
    console.warn(
      `[rampkit] The host API is ${describe(api, apiBaseUrl)} but the widget is ${describe(widget, widgetAddress)}: ` +
        'quotes would come from one service and purchases happen in the other. Point the ' +
        "client's baseUrl and the widget's url (production when absent) at the same environment.",
    )
  }
}

/** `production` on the production origin, `local` on a loopback host, else `other`. */
function environmentOf(url: string, production: string): Environment {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'other'
  }
  if (parsed.origin === new URL(production).origin) return 'production'
  const host = parsed.hostname
  const loopback =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(host)
  return loopback ? 'local' : 'other'
}

/** How the warning names an address: its environment and origin (never its path or query). */
function describe(environment: Environment, url: string): string {
  const where = environment === 'local' ? 'the sandbox or another local address' : 'production'
  return `${where} (${new URL(url).origin})`
}

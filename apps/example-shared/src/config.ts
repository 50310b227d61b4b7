/** Where the app finds the host API, the widget and the webhook receiver. */
export interface AppConfig {
  apiUrl: string
  widgetUrl: string
  /** The receiver's base: `POST …/purchase`, `POST …/offramp`, `GET …` lists. */
  webhookUrl: string
  hostApiKey: string
  /**
   * DEVELOPMENT ONLY: the sandbox's local EVM chain (`pnpm start`'s), whose sandbox wallet the page
   * lists beside the browser's wallets. Absent in a production build unless set.
   */
  localChainUrl?: string
}

/** The local chain of `pnpm start`, the default in development. */
export const LOCAL_CHAIN_URL = 'http://127.0.0.1:8545'

/** The local sandbox (port 8787) and webhook receiver (port 8788). */
export const DEFAULTS: AppConfig = {
  apiUrl: 'http://127.0.0.1:8787/api',
  widgetUrl: 'http://127.0.0.1:8787/widget/',
  webhookUrl: 'http://127.0.0.1:8788/webhooks',
  hostApiKey: 'demo-host-api-key',
}

type Env = Partial<Record<string, string | boolean | undefined>>

/**
 * Reads `VITE_RAMPKIT_API_URL`, `VITE_RAMPKIT_WIDGET_URL`, `VITE_RAMPKIT_WEBHOOK_URL`,
 * `VITE_RAMPKIT_HOST_API_KEY` and `VITE_RAMPKIT_LOCAL_CHAIN_URL` (`prefix` replaces `VITE_`: the
 * Next app reads `RAMPKIT_*` on the server); blank or absent values take the defaults (the local
 * chain's only in development: Vite's `DEV`). A value that is not an absolute http(s)
 * URL throws, naming the variable (never the key).
 */
export function readAppConfig(env: Env, prefix = 'VITE_'): AppConfig {
  const read = (name: string, fallback: string) => {
    const value = env[name]
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback
  }
  const url = (name: string, fallback: string) => {
    const value = read(name, fallback)
    let parsed: URL | undefined
    try {
      parsed = new URL(value)
    } catch {}
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new Error(`${name} must be an absolute http(s) URL, got ${JSON.stringify(value)}`)
    }
    return value.replace(/\/+$/, '')
  }
  return {
    apiUrl: url(`${prefix}RAMPKIT_API_URL`, DEFAULTS.apiUrl),
    // The widget address keeps its trailing slash: it is a folder.
    widgetUrl: `${url(`${prefix}RAMPKIT_WIDGET_URL`, DEFAULTS.widgetUrl)}/`,
    webhookUrl: url(`${prefix}RAMPKIT_WEBHOOK_URL`, DEFAULTS.webhookUrl),
    hostApiKey: read(`${prefix}RAMPKIT_HOST_API_KEY`, DEFAULTS.hostApiKey),
    ...(env[`${prefix}RAMPKIT_LOCAL_CHAIN_URL`] || env.DEV === true
      ? { localChainUrl: url(`${prefix}RAMPKIT_LOCAL_CHAIN_URL`, LOCAL_CHAIN_URL) }
      : {}),
  }
}

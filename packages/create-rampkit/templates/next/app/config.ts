/** The app's settings, read on the server from .env (see that file for production). */
export interface AppConfig {
  apiUrl: string
  widgetUrl: string
  hostApiKey: string
}

export function readConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  return {
    apiUrl: env.RAMPKIT_API_URL || 'http://127.0.0.1:8787/api',
    widgetUrl: env.RAMPKIT_WIDGET_URL || 'http://127.0.0.1:8787/widget/',
    hostApiKey: env.RAMPKIT_HOST_API_KEY || 'demo-host-api-key',
  }
}

/** What the page offers to buy, by asset id (`<CHAIN>_<SYMBOL>`). */
export const ASSETS = { ETH_ETH: 'Ether', ETH_USDC: 'USD Coin (Ethereum)', SOLANA_SOL: 'Solana' }

export const CURRENCY = 'EUR'

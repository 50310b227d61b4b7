/** The page's settings, from .env (see that file for production). */
export const config = {
  apiUrl: import.meta.env.VITE_RAMPKIT_API_URL ?? 'http://127.0.0.1:8787/api',
  widgetUrl: import.meta.env.VITE_RAMPKIT_WIDGET_URL ?? 'http://127.0.0.1:8787/widget/',
  hostApiKey: import.meta.env.VITE_RAMPKIT_HOST_API_KEY ?? 'demo-host-api-key',
}

export type AppConfig = typeof config

/** What the page offers to buy, by asset id (`<CHAIN>_<SYMBOL>`). */
export const ASSETS = { ETH_ETH: 'Ether', ETH_USDC: 'USD Coin (Ethereum)', SOLANA_SOL: 'Solana' }

export const CURRENCY = 'EUR'

import { Platform } from 'react-native'

/** The app's settings, from .env (see that file for production). */
export const config = {
  apiUrl: process.env.EXPO_PUBLIC_RAMPKIT_API_URL || 'http://127.0.0.1:8787/api',
  widgetUrl: process.env.EXPO_PUBLIC_RAMPKIT_WIDGET_URL || 'http://127.0.0.1:8787/widget/',
  hostApiKey: process.env.EXPO_PUBLIC_RAMPKIT_HOST_API_KEY || 'demo-host-api-key',
  /** The logo the widget shows (an absolute address): the web build's own, else your site's. */
  logoUrl:
    Platform.OS === 'web' && typeof location !== 'undefined'
      ? new URL('/logo.svg', location.href).href
      : 'https://example.com/logo.svg',
}

export type AppConfig = typeof config

/** What the app offers to buy, by asset id (`<CHAIN>_<SYMBOL>`). */
export const ASSETS = { ETH_ETH: 'Ether', ETH_USDC: 'USD Coin (Ethereum)', SOLANA_SOL: 'Solana' }

export const CURRENCY = 'EUR'

import { type AppConfig, readAppConfig } from '@rampkit/example-shared'
import { Platform } from 'react-native'

/**
 * The sandbox, widget and webhook receiver the app talks to, from `EXPO_PUBLIC_RAMPKIT_*`
 * (Expo inlines each `process.env.EXPO_PUBLIC_…` it sees at build time, so they are named one
 * by one); blank or absent ones take the local defaults (127.0.0.1:8787 and :8788).
 */
export function readExpoAppConfig(): AppConfig {
  return readAppConfig(
    {
      EXPO_PUBLIC_RAMPKIT_API_URL: process.env.EXPO_PUBLIC_RAMPKIT_API_URL,
      EXPO_PUBLIC_RAMPKIT_WIDGET_URL: process.env.EXPO_PUBLIC_RAMPKIT_WIDGET_URL,
      EXPO_PUBLIC_RAMPKIT_WEBHOOK_URL: process.env.EXPO_PUBLIC_RAMPKIT_WEBHOOK_URL,
      EXPO_PUBLIC_RAMPKIT_HOST_API_KEY: process.env.EXPO_PUBLIC_RAMPKIT_HOST_API_KEY,
    },
    'EXPO_PUBLIC_',
  )
}

/**
 * The absolute address of the logo the widget shows: on the web the build's own `logo.svg`; in
 * the native app (no page of its own) `EXPO_PUBLIC_RAMPKIT_LOGO_URL`, else the web build's.
 */
export function logoUrl(): string {
  if (Platform.OS === 'web' && typeof location !== 'undefined') {
    return new URL('/logo.svg', location.href).href
  }
  return process.env.EXPO_PUBLIC_RAMPKIT_LOGO_URL || 'http://127.0.0.1:5179/logo.svg'
}

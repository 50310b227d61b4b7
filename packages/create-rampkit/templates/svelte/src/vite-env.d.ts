/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_RAMPKIT_API_URL?: string
  readonly VITE_RAMPKIT_WIDGET_URL?: string
  readonly VITE_RAMPKIT_HOST_API_KEY?: string
  readonly VITE_RAMPKIT_WEBHOOK_URL?: string
  readonly VITE_RAMPKIT_LOCAL_CHAIN_URL?: string
}

import { hasInjectionContext, inject } from 'vue'
import { RampKitClientKey } from './RampKitClientKey.js'

/**
 * The `baseUrl` of the client given by `RampKitPlugin` or `provideRampKit`; `undefined` without
 * one, or outside `setup`.
 */
export function injectApiBaseUrl(): string | undefined {
  return hasInjectionContext() ? inject(RampKitClientKey, null)?.baseUrl : undefined
}

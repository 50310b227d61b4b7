import type { RampKitClient } from '@rampkit/core'
import { hasInjectionContext, inject } from 'vue'
import { RampKitClientKey } from './RampKitClientKey.js'

/** The client given by `RampKitPlugin` or `provideRampKit`; `caller` names the caller in errors. */
export function useRampKitClient(caller = 'useRampKitClient'): RampKitClient {
  const client = hasInjectionContext() ? inject(RampKitClientKey, null) : null
  if (!client) {
    throw new Error(
      `${caller} must be called in setup() of a component under app.use(RampKitPlugin, { client }) or provideRampKit(client)`,
    )
  }
  return client
}

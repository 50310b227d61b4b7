import type { RampKitClient } from '@rampkit/core'
import { provide } from 'vue'
import { checkClient } from './checkClient.js'
import { RampKitClientKey } from './RampKitClientKey.js'

/**
 * Gives the components below this one their host API client (call it in `setup`); it wins
 * over the app's `RampKitPlugin` client. The client is read once, when a composable sets up.
 */
export function provideRampKit(client: RampKitClient): void {
  checkClient('provideRampKit(client)', client)
  provide(RampKitClientKey, client)
}

import type { RampKitClient } from '@rampkit/core'
import type { InjectionKey } from 'vue'

/** Where `RampKitPlugin` and `provideRampKit` put the client (for `inject` or test mounts). */
export const RampKitClientKey: InjectionKey<RampKitClient> = Symbol('rampkit client')

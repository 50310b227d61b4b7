import type { RampKitClient } from '@rampkit/core'
import type { App, Plugin } from 'vue'
import { checkClient } from './checkClient.js'
import { RampKitClientKey } from './RampKitClientKey.js'

/** Options of `app.use(RampKitPlugin, options)`. */
export interface RampKitPluginOptions {
  /** From `createHostApiClient`: every composable of the app uses it. */
  client: RampKitClient
}

/** `app.use(RampKitPlugin, { client })`: gives the whole app its host API client. */
export const RampKitPlugin: Plugin<[RampKitPluginOptions]> = {
  install(app: App, options: RampKitPluginOptions) {
    checkClient('app.use(RampKitPlugin, { client })', options?.client)
    app.provide(RampKitClientKey, options.client)
  },
}

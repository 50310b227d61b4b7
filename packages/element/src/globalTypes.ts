// Types of the script-tag build (`@rampkit/element/global`): the file defines the `RampKit`
// global and exports nothing, so its declarations describe that global.
import type * as RampKitModule from './global.js'

/** What `window.RampKit` holds once dist/rampkit.global.js has run. */
export type RampKitGlobal = typeof RampKitModule

declare global {
  var RampKit: RampKitGlobal
}

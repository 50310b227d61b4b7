import {
  type CompatCheck,
  checkCompatConfig,
  OFFICIAL_VARIANTS,
} from '../widget/config/checkCompatConfig.js'
import type { WidgetConfig } from '../widget/config/types.js'
import { isEmbeddedVariant, isOfficialVariant, variantKind } from '../widget/config/variants.js'
import type { RampInstantConfig } from './config.js'
import { warnAboutConfig } from './warnAboutConfig.js'

/** What `new RampInstantSDK(config)` works from. */
export interface CompatConfig extends CompatCheck {
  /** The host's configuration with the variant the official SDK shows (for the controllers). */
  config: WidgetConfig
  /** Shown inside the host's `containerNode`. */
  embedded: boolean
}

/**
 * Reads the host's configuration as the official SDK 6.2 does: throws only where its constructor
 * throws (see `checkCompatConfig`), shows any variant outside its list as `desktop`, and, in
 * development builds, prints what breaks a rule of spec 2.11 or looks like a mistake as
 * warnings (production builds carry none). The widget gets the values as given.
 */
export function readCompatConfig(input: RampInstantConfig): CompatConfig {
  const check = checkCompatConfig(input)
  const { config: checked, given } = check.checked
  const { variant } = checked
  // The host's values as read once (a getter is not asked again), with the variant shown.
  const config = { ...Object.fromEntries(given), variant } as unknown as WidgetConfig
  // Warnings are for development, as React's and Vue's are: production builds carry none.
  if (__DEV__) {
    warnAboutVariant(given.get('variant'))
    warnAboutConfig(config)
  }
  return { ...check, config, embedded: isEmbeddedVariant(variant) }
}

/**
 * The variants the official SDK shows as `desktop`: the webview ones it types, `hosted`, which
 * rampkit's createWidget opens in a window, and anything else. An unknown value is not repeated:
 * it is the host's and could be anything.
 */
function warnAboutVariant(given: unknown): void {
  if (isOfficialVariant(given)) return
  const kind = variantKind(given)
  if (kind === 'webview') {
    console.warn(
      `[rampkit] variant '${given}' is shown as 'desktop', as the official SDK does: a webview host loads buildWidgetUrl(config) as its page instead.`,
    )
  } else if (kind === 'hosted') {
    console.warn(
      "[rampkit] variant 'hosted' is shown as 'desktop', as the official SDK does: for a new window use 'hosted-desktop', 'hosted-mobile' or 'hosted-auto'.",
    )
  } else {
    console.warn(
      `[rampkit] variant is not one of ${OFFICIAL_VARIANTS.join(', ')}: shown as 'desktop', as the official SDK does.`,
    )
  }
}

import { WIDGET_CONFIG_KEYS } from './constants.js'
import { validateAssetLists } from './rules/validateAssetLists.js'
import { validateBooleans } from './rules/validateBooleans.js'
import { validateDefaultAsset } from './rules/validateDefaultAsset.js'
import { validateFiat } from './rules/validateFiat.js'
import { validateFlowOnlyFields } from './rules/validateFlowOnlyFields.js'
import { validateFlows } from './rules/validateFlows.js'
import { validatePaymentMethod } from './rules/validatePaymentMethod.js'
import { validateRequired } from './rules/validateRequired.js'
import { validateSwapAmount } from './rules/validateSwapAmount.js'
import { validateUrls } from './rules/validateUrls.js'
import { validateUserFields } from './rules/validateUserFields.js'
import { validateVariant } from './rules/validateVariant.js'
import type { ValidatedWidgetConfig, WidgetConfigKey, WidgetConfigValidation } from './types.js'
import {
  createContext,
  type ValidationContext,
  type WidgetIntegration,
} from './validation/context.js'
import { redact } from './validation/describeValue.js'
import { readConfigInput } from './validation/readConfigInput.js'
import { WidgetConfigError } from './WidgetConfigError.js'
import { addWarnings } from './warnings.js'

// Order matters: later rules read the facts earlier ones publish (variant, flows, asset lists).
// The key names the field a rule is blamed on if it throws.
const RULES: [WidgetConfigKey, (ctx: ValidationContext) => void][] = [
  ['hostAppName', validateRequired],
  ['hostLogoUrl', validateUrls],
  ['variant', validateVariant],
  ['enabledFlows', validateFlows],
  ['swapAsset', validateAssetLists],
  ['defaultAsset', validateDefaultAsset],
  ['swapAmount', validateSwapAmount],
  ['fiatCurrency', validateFiat],
  ['userAddress', validateUserFields],
  ['hideExitButton', validateBooleans],
  ['paymentMethodType', validatePaymentMethod],
  ['finalUrl', validateFlowOnlyFields],
]

/** Where the configuration goes, when the caller knows. */
export interface ValidateWidgetConfigOptions {
  /**
   * `'app'`: a phone app opens the widget URL itself (its webview, or an in-app browser):
   * hosted integration, where `finalUrl` is the app's own link (`mywallet://ramp-done`).
   */
  for?: 'app'
}

/**
 * Checks a widget configuration against the rules spec 2.11 states and returns either the
 * normalised configuration with warnings, or every issue found. Only a broken stated rule is
 * an issue: whatever the official SDK and the production widget accept passes, with a warning
 * when it is probably not what the host meant. Never throws, whatever `input` is. With
 * `{ for: 'app' }`, checked as a phone app opens the widget (`finalUrl` may be the app's link).
 */
export function validateWidgetConfig(
  input: unknown,
  options?: ValidateWidgetConfigOptions,
): WidgetConfigValidation {
  const integration = options?.for === 'app' ? 'app' : undefined
  return validate(input, integration, addWarnings).result
}

/** `validateWidgetConfig`, throwing a `WidgetConfigError` (listing every issue) when invalid. */
export function validateWidgetConfigOrThrow(input: unknown): ValidatedWidgetConfig {
  return checkWidgetConfig(input).config
}

/** A valid configuration, and what the widget URL carries: the host's values as given. */
export interface CheckedWidgetConfig {
  config: ValidatedWidgetConfig
  /** The host's own values in the order given (known keys, and unknown ones the URL can carry). */
  given: ReadonlyMap<string, unknown>
}

/**
 * Validates for an `integration` (the launcher refuses `finalUrl` on the overlay that `auto`
 * opens, and the webview variants, which it cannot mount; a hosted URL takes both) and throws a
 * `WidgetConfigError` listing every issue.
 */
export function checkWidgetConfig(
  input: unknown,
  integration?: WidgetIntegration,
): CheckedWidgetConfig {
  const { result, secret, given } = validate(input, integration)
  if (!result.ok) {
    // The context redacted each issue already; joined, they could still line a key up.
    const error = new WidgetConfigError(result.issues)
    error.message = redact(error.message, secret)
    throw error
  }
  return { config: result.config, given }
}

/** What one validation found, for `validateWidgetConfig` and `checkWidgetConfig`. */
interface Validation {
  result: WidgetConfigValidation
  /** The hostApiKey string, so a thrown error's composed message is redacted too. */
  secret: string | undefined
  /** The host's own values in the order given; empty when the input could not be read. */
  given: ReadonlyMap<string, unknown>
}

/** `warn` words the warnings that only `validateWidgetConfig` reports. */
function validate(
  input: unknown,
  integration: WidgetIntegration,
  warn?: (ctx: ValidationContext) => void,
): Validation {
  // readConfigInput guards itself: whatever `input` is, it answers a snapshot or an issue.
  const snapshot = readConfigInput(input)
  if ('issue' in snapshot) {
    const result = { ok: false as const, issues: [snapshot.issue], warnings: [] }
    return { result, secret: undefined, given: new Map() }
  }
  const ctx = createContext(snapshot, integration)
  for (const [path, rule] of RULES) {
    try {
      rule(ctx)
    } catch {
      // Only a value hostile enough to defeat every guard gets here; say where, not what.
      ctx.issue(path, `${path} could not be read: reading it threw an error.`)
    }
  }
  warn?.(ctx)
  const { issues, warnings, config, secret } = ctx
  const { given } = snapshot
  if (issues.length) return { result: { ok: false, issues, warnings }, secret, given }
  // Same keys, in the order of spec 2.11, so logs and snapshots read predictably.
  const ordered: Record<string, unknown> = {}
  for (const key of WIDGET_CONFIG_KEYS) if (config[key] !== undefined) ordered[key] = config[key]
  const result = {
    ok: true as const,
    config: ordered as unknown as ValidatedWidgetConfig,
    warnings,
  }
  return { result, secret, given }
}

import { WIDGET_CONFIG_KEYS } from './constants.js'
import { warnUnknownKeys } from './rules/unknownKeys.js'
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
import type { ValidatedWidgetConfig, WidgetConfigValidation } from './types.js'
import { createContext, type ValidationContext } from './validation/context.js'
import { readConfigInput } from './validation/readConfigInput.js'
import { WidgetConfigError } from './WidgetConfigError.js'

type Rule = (ctx: ValidationContext) => void

// Order matters: later rules read the facts earlier ones publish (variant, flows, asset lists).
const RULES: readonly [string, Rule][] = [
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

/**
 * Checks a widget configuration against every rule of spec 2.11 and returns either the
 * normalised configuration with warnings, or every issue found. Never throws, whatever `input` is.
 */
export function validateWidgetConfig(input: unknown): WidgetConfigValidation {
  try {
    return runRules(input)
  } catch {
    // Unreachable by design (every step guards itself); kept so the promise "never throws" holds.
    return {
      ok: false,
      issues: [{ path: '', message: 'The widget configuration could not be read.' }],
      warnings: [],
    }
  }
}

function runRules(input: unknown): WidgetConfigValidation {
  const snapshot = readConfigInput(input)
  if (!snapshot.ok) return { ok: false, issues: [snapshot.issue], warnings: [] }

  const ctx = createContext(snapshot.values, snapshot.unknownKeys)
  for (const { path, message } of snapshot.unreadable) ctx.issue(path, message)
  for (const [path, rule] of RULES) {
    try {
      rule(ctx)
    } catch {
      // Only a value hostile enough to defeat every guard gets here; say where, not what.
      ctx.issue(path, `${path} could not be validated: inspecting the given value threw an error.`)
    }
  }
  warnUnknownKeys(ctx, snapshot.unknownKeys)

  if (ctx.issues.length > 0) return { ok: false, issues: ctx.issues, warnings: ctx.warnings }
  return {
    ok: true,
    config: inSpecOrder(ctx.config as ValidatedWidgetConfig),
    warnings: ctx.warnings,
  }
}

/** Same keys, in the order of spec 2.11, so logs and snapshots read predictably. */
function inSpecOrder(config: ValidatedWidgetConfig): ValidatedWidgetConfig {
  const ordered: Record<string, unknown> = {}
  for (const key of WIDGET_CONFIG_KEYS) {
    if (config[key] !== undefined) ordered[key] = config[key]
  }
  return ordered as unknown as ValidatedWidgetConfig
}

/** `validateWidgetConfig`, throwing a `WidgetConfigError` (listing every issue) when invalid. */
export function validateWidgetConfigOrThrow(input: unknown): ValidatedWidgetConfig {
  const result = validateWidgetConfig(input)
  if (!result.ok) throw new WidgetConfigError(result.issues)
  return result.config
}

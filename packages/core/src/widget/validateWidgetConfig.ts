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
  return validate(input).result
}

/** `validateWidgetConfig`, throwing a `WidgetConfigError` (listing every issue) when invalid. */
export function validateWidgetConfigOrThrow(input: unknown): ValidatedWidgetConfig {
  const { result, secret } = validate(input)
  if (!result.ok) throw new WidgetConfigError(result.issues, { secret })
  return result.config
}

interface Outcome {
  result: WidgetConfigValidation
  /** The hostApiKey string, so a thrown error's composed message can be redacted too. */
  secret?: string
}

function validate(input: unknown): Outcome {
  try {
    return runRules(input)
  } catch {
    // Unreachable by design (every step guards itself); kept so the promise "never throws" holds.
    const issues = [{ path: '', message: 'The widget configuration could not be read.' }]
    return { result: { ok: false, issues, warnings: [] } }
  }
}

function runRules(input: unknown): Outcome {
  const snapshot = readConfigInput(input)
  if (!snapshot.ok) return { result: { ok: false, issues: [snapshot.issue], warnings: [] } }

  const ctx = createContext(snapshot.values, snapshot.unknownKeys, snapshot.unreadable)
  for (const [path, rule] of RULES) {
    try {
      rule(ctx)
    } catch {
      // Only a value hostile enough to defeat every guard gets here; say where, not what.
      ctx.issue(path, `${path} could not be validated: inspecting the given value threw an error.`)
    }
  }
  warnUnknownKeys(ctx, snapshot.unknownKeys)

  const { secret, issues, warnings } = ctx
  if (issues.length > 0) return { result: { ok: false, issues, warnings }, secret }
  return {
    result: { ok: true, config: inSpecOrder(ctx.config as ValidatedWidgetConfig), warnings },
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

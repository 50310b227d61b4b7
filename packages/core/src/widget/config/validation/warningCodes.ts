import type { WidgetFlow, WidgetVariant } from '../types.js'

// The warnings a rule can note, each with the facts its wording needs. The bottom of the
// validation layers: the context (and so every rule) and the wordings (warnings.ts) import it;
// it imports only types. A rule notes a warning by code (`ctx.note(path, code, ...facts)`) and
// only `validateWidgetConfig` words it, so the text stays out of the launcher.

/**
 * The facts each warning code takes, as a labelled tuple: `ctx.note` is checked against it, and
 * each wording in warnings.ts receives exactly these types.
 */
export interface WarningFacts {
  /** A string field holds a lone UTF-16 surrogate. */
  brokenText: []
  /** `swapAsset` / `offrampAsset` may hold entries of other forms (the wording finds them). */
  oddListEntries: []
  /** `defaultAsset` as given: its form, and the lists that offer it, are checked when worded. */
  defaultAsset: [value: string]
  /** How many digits `swapAmount` has (more than 78). */
  longAmount: [digits: number]
  /** `containerNode` given with this variant, which is not embedded. */
  unusedContainer: [variant: WidgetVariant]
  /** `finalUrl` given with variant `auto` (validateWidgetConfig cannot know the integration). */
  finalUrlAuto: []
  /** `fiatCurrency` as given: its form is checked when worded. */
  currencyCode: [currency: string]
  /** `fiatValue`, zero or less. */
  nonPositiveFiat: [value: number]
  /** `userEmailAddress` as given: its shape is checked when worded. */
  email: [email: string]
  /** A URL the widget loads, not an absolute http(s) one. */
  notHttpUrl: [value: string]
  /** `defaultFlow`, not among the enabled flows. */
  flowNotEnabled: [flow: WidgetFlow]
  /** `enabledFlows` given as a comma-separated string. */
  flowsString: []
  /** `enabledFlows` given as an empty list. */
  flowsEmpty: []
  /** A flow `enabledFlows` lists again. */
  flowRepeated: [flow: WidgetFlow]
}

/** What a rule passes to `ctx.note`. */
export type WarningCode = keyof WarningFacts

/** A noted warning: its path, its code and that code's facts (a union over the codes). */
export type Note = {
  [Code in WarningCode]: [path: string, code: Code, facts: WarningFacts[Code]]
}[WarningCode]

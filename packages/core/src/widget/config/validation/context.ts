import { WIDGET_CONFIG_KEYS } from '../constants.js'
import type { WidgetConfigIssue, WidgetConfigKey, WidgetFlow, WidgetVariant } from '../types.js'
import { describeValue, redact, redactPath } from './describeValue.js'
import { type ConfigInputSnapshot, UNREADABLE } from './readConfigInput.js'
import { suggest } from './suggest.js'
import type { Note, WarningCode, WarningFacts } from './warningCodes.js'

/** At most this many unknown keys are looked at (and warned about) one by one. */
export const MAX_UNKNOWN_KEYS = 20

/**
 * Shared state of one validation run. `config` starts as a copy of the given values; rules
 * normalise entries (or remove blank ones) and publish facts later rules depend on (`flows`,
 * `variant`, `assets`). A fact stays undefined when its own field was invalid, so dependent
 * rules skip instead of piling on. Warnings are only worded by `validateWidgetConfig`
 * (see warnings.ts): rules record the facts they need.
 */
/**
 * Who the configuration is for: `launcher` (createWidget: `auto` opens an overlay), `hosted`
 * (buildWidgetUrl: the URL is opened by the host itself), `app` (hosted, opened by a phone app
 * in its webview or an in-app browser, where `finalUrl` is the app's own link back), or unknown
 * (validateWidgetConfig).
 */
export type WidgetIntegration = 'launcher' | 'hosted' | 'app' | undefined

export interface ValidationContext {
  readonly values: ReadonlyMap<WidgetConfigKey, unknown>
  /** Unknown keys whose values go into the widget URL as given. */
  readonly passthrough: ReadonlyMap<string, unknown>
  readonly integration: WidgetIntegration
  readonly secret: string | undefined
  readonly config: Partial<Record<WidgetConfigKey, unknown>>
  readonly issues: WidgetConfigIssue[]
  readonly warnings: WidgetConfigIssue[]
  /** Enabled flows after the default (`['ONRAMP']`). */
  flows?: readonly WidgetFlow[]
  variant?: WidgetVariant
  /** Entries of `swapAsset` / `offrampAsset`, trimmed; `[]` offers every asset. */
  readonly assets: { swapAsset?: string[]; offrampAsset?: string[] }
  /** Optional strings given blank, so left out. */
  readonly blank: WidgetConfigKey[]
  /** Widget parameters found in `url`'s query. */
  paramsInUrl?: string[]
  /** The first unknown keys, each with the known key it is closest to (a likely misspelling). */
  readonly unknown: ReadonlyMap<string | symbol, WidgetConfigKey | undefined>
  readonly unknownCount: number
  has(key: WidgetConfigKey): boolean
  get(key: WidgetConfigKey): unknown
  issue(path: string, message: string): void
  /** Adds a worded warning (only `validateWidgetConfig` words warnings: see `note`). */
  warn(path: string, message: string): void
  /**
   * Notes a possible warning by its code and the facts that code takes (`WarningFacts`, checked
   * here); `validateWidgetConfig` words it (see warnings.ts), and where the condition costs code
   * the wording tests it, so the launcher, which drops warnings, carries neither their text nor
   * those tests.
   */
  note<Code extends WarningCode>(path: string, code: Code, ...facts: WarningFacts[Code]): void
  /** The warnings noted so far, in order. */
  readonly notes: Note[]
  /**
   * Reports `<subject> must be <expected>, got <what the value is>.<hint>` at `path`, the one
   * shape of nearly every message. A `hostApiKey` value is described by its type alone.
   */
  expect(path: string, expected: string, value: unknown, hint?: string, subject?: string): void
}

export function createContext(
  {
    values,
    unknownKeys,
    passthrough = new Map(),
  }: Omit<Extract<ConfigInputSnapshot, { values: unknown }>, 'passthrough' | 'given'> & {
    passthrough?: ReadonlyMap<string, unknown>
  },
  integration?: WidgetIntegration,
): ValidationContext {
  const key = values.get('hostApiKey')
  const secret = typeof key === 'string' ? key : undefined
  // Every message passes through redact(): a key pasted into another field never leaks either.
  const add = (list: WidgetConfigIssue[], path: string, message: string) => {
    list.push({ path: redactPath(path, secret), message: redact(message, secret) })
  }
  const issues: WidgetConfigIssue[] = []
  for (const [name, value] of values) {
    if (value === UNREADABLE)
      add(issues, name, `${name} could not be read: reading it threw an error.`)
  }
  const ctx: ValidationContext = {
    values,
    passthrough,
    integration,
    secret,
    config: Object.fromEntries(values),
    issues,
    warnings: [],
    assets: {},
    blank: [],
    unknown: new Map(
      unknownKeys
        .slice(0, MAX_UNKNOWN_KEYS)
        .map((name) => [
          name,
          typeof name === 'string' ? suggest(name, WIDGET_CONFIG_KEYS) : undefined,
        ]),
    ),
    unknownCount: unknownKeys.length,
    has: (name) => values.has(name),
    get: (name) => values.get(name),
    issue: (path, message) => {
      // An unreadable field is reported once; whatever rules make of its stand-in is noise.
      if (values.get(path.split('[')[0] as WidgetConfigKey) !== UNREADABLE)
        add(issues, path, message)
    },
    warn: (path, message) => add(ctx.warnings, path, message),
    notes: [],
    // A code and its own facts: TypeScript cannot pair a generic code with one member of the
    // union, so the tuple is asserted (the signature above has checked it).
    note: (path, code, ...facts) => ctx.notes.push([path, code, facts] as Note),
    expect: (path, expected, value, hint = '', subject = path) =>
      ctx.issue(
        path,
        `${subject} must be ${expected}, got ${describeValue(value, secret, path === 'hostApiKey')}.${hint}`,
      ),
  }
  return ctx
}

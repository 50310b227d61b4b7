import { WIDGET_CONFIG_KEYS } from '../constants.js'
import type {
  ValidatedWidgetConfig,
  WidgetConfigIssue,
  WidgetConfigKey,
  WidgetFlow,
  WidgetVariant,
} from '../types.js'
import { describeType, describeValue, redact } from './describeValue.js'
import { suggest } from './suggest.js'

/** Flows after defaults: what the widget will actually offer. */
export interface ResolvedFlows {
  enabledFlows: readonly WidgetFlow[]
  defaultFlow: WidgetFlow
}

/**
 * Shared state of one validation run. Rules read `values`, write normalised values into
 * `config`, and publish facts later rules depend on (`flows`, `variant`); a fact stays
 * undefined when its own field was invalid, so dependent rules skip instead of piling on.
 */
export interface ValidationContext {
  readonly values: ReadonlyMap<WidgetConfigKey, unknown>
  readonly secret: string | undefined
  readonly config: Partial<ValidatedWidgetConfig>
  readonly issues: WidgetConfigIssue[]
  readonly warnings: WidgetConfigIssue[]
  flows?: ResolvedFlows
  variant?: WidgetVariant
  /** Asset lists as validated (trimmed), `''` when blank or absent; undefined when invalid. */
  swapAssetList?: string
  offrampAssetList?: string
  /** Unknown keys given in place of a known one (`hostApikey` for `hostApiKey`). */
  readonly misspelt: ReadonlyMap<WidgetConfigKey, string>
  has(key: WidgetConfigKey): boolean
  get(key: WidgetConfigKey): unknown
  issue(path: string, message: string): void
  warn(path: string, message: string): void
  /** "got …" wording for a field's value; only the type for `hostApiKey`. */
  describe(key: WidgetConfigKey, value: unknown): string
}

/** Stands in for the value of a field whose getter threw: present, of no valid type. */
const UNREADABLE = Symbol('unreadable')

export function createContext(
  read: ReadonlyMap<WidgetConfigKey, unknown>,
  unknownKeys: readonly (string | symbol)[] = [],
  unreadable: readonly WidgetConfigKey[] = [],
): ValidationContext {
  const values = new Map(read)
  for (const name of unreadable) values.set(name, UNREADABLE)
  const key = values.get('hostApiKey')
  const secret = typeof key === 'string' && key !== '' ? key : undefined
  const issues: WidgetConfigIssue[] = unreadable.map((name) => ({
    path: name,
    message: `${name} could not be read: reading it threw an error.`,
  }))
  const warnings: WidgetConfigIssue[] = []
  // Every message passes through redact(): a key pasted into another field never leaks either.
  const clean = (path: string, message: string) => ({
    path: redact(path, secret),
    message: redact(message, secret),
  })
  const misspelt = new Map<WidgetConfigKey, string>()
  for (const unknown of unknownKeys) {
    if (typeof unknown !== 'string') continue
    const known = suggest(unknown, WIDGET_CONFIG_KEYS)
    if (known && !values.has(known) && !misspelt.has(known)) misspelt.set(known, unknown)
  }
  return {
    values,
    secret,
    misspelt,
    config: {},
    issues,
    warnings,
    has: (name) => values.has(name),
    get: (name) => values.get(name),
    issue: (path, message) => {
      // An unreadable field is reported once; whatever rules make of its stand-in is noise.
      if (unreadable.some((name) => path === name || path.startsWith(`${name}[`))) return
      issues.push(clean(path, message))
    },
    warn: (path, message) => warnings.push(clean(path, message)),
    describe: (name, value) =>
      name === 'hostApiKey' ? describeType(value) : describeValue(value, secret),
  }
}

import { WIDGET_CONFIG_KEYS } from '../constants.js'
import type { WidgetConfigIssue, WidgetConfigKey } from '../types.js'
import { describeValue } from './describeValue.js'

const KNOWN_KEYS: ReadonlySet<string> = new Set(WIDGET_CONFIG_KEYS)

export type ConfigInputSnapshot =
  | {
      ok: true
      /** Known keys whose value is not undefined, each read exactly once. */
      values: Map<WidgetConfigKey, unknown>
      unknownKeys: (string | symbol)[]
      /** Known keys whose getter threw. */
      unreadable: WidgetConfigKey[]
    }
  | { ok: false; issue: WidgetConfigIssue }

const ROOT_EXPECTED =
  'The widget configuration must be a plain object such as { hostAppName, hostLogoUrl, hostApiKey }'

/**
 * Copies the configuration's own enumerable properties once, so later checks see stable values
 * even when getters or Proxies change their answers, and so hostile inputs (throwing traps,
 * revoked Proxies, class instances) become issues instead of exceptions.
 */
export function readConfigInput(input: unknown): ConfigInputSnapshot {
  if (typeof input !== 'object' || input === null || isArray(input)) {
    return rootIssue(`${ROOT_EXPECTED}, got ${describeValue(input)}.`)
  }
  let keys: (string | symbol)[]
  try {
    if (!isPlainObject(input)) {
      return rootIssue(
        `${ROOT_EXPECTED}, got ${describeValue(input)}. Pass an object literal (for example { ...config }).`,
      )
    }
    keys = Reflect.ownKeys(input)
  } catch {
    return rootIssue(`${ROOT_EXPECTED}; this one could not be read (inspecting it threw an error).`)
  }

  const values = new Map<WidgetConfigKey, unknown>()
  const unknownKeys: (string | symbol)[] = []
  const unreadable: WidgetConfigKey[] = []
  for (const key of keys) {
    try {
      const descriptor = Reflect.getOwnPropertyDescriptor(input, key)
      if (!descriptor?.enumerable) continue
      if (typeof key === 'symbol' || !KNOWN_KEYS.has(key)) {
        unknownKeys.push(key)
        continue
      }
      // Object-spread semantics (enumerable own keys, then [[Get]]), once per key.
      const value: unknown = Reflect.get(input, key)
      if (value !== undefined) values.set(key as WidgetConfigKey, value)
    } catch {
      if (typeof key === 'string' && KNOWN_KEYS.has(key)) {
        unreadable.push(key as WidgetConfigKey)
      }
    }
  }
  return { ok: true, values, unknownKeys, unreadable }
}

function rootIssue(message: string): ConfigInputSnapshot {
  return { ok: false, issue: { path: '', message } }
}

function isArray(value: unknown): boolean {
  try {
    return Array.isArray(value)
  } catch {
    return false // a revoked Proxy: reported as unreadable below
  }
}

/** Object literal or `Object.create(null)`, from any realm (iframes, jsdom, vm contexts). */
function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === null || Object.getPrototypeOf(proto) === null
}

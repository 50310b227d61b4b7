import { WIDGET_CONFIG_KEYS, WIDGET_URL_EXTRA_KEYS } from '../constants.js'
import type { WidgetConfigIssue, WidgetConfigKey } from '../types.js'
import { describeValue } from './describeValue.js'

/** Stands in for the value of a field whose getter threw: present, and reported once. */
export const UNREADABLE = Symbol('unreadable')

export type ConfigInputSnapshot =
  | {
      /** Known keys whose value is not undefined, each read exactly once (UNREADABLE if it threw). */
      values: Map<WidgetConfigKey, unknown>
      unknownKeys: (string | symbol)[]
      /**
       * Unknown keys with a value the widget URL can carry (string, number, boolean, bigint or
       * array), read once: the official SDK passes every key on to the widget, so they go too
       * (the protocol fields excepted: the SDK writes its own).
       */
      passthrough: Map<string, unknown>
      /** What the widget URL carries, in the given order: the known values and `passthrough`. */
      given: Map<string, unknown>
    }
  | { issue: WidgetConfigIssue }

/**
 * Copies the configuration's own enumerable properties once, so later checks see stable values
 * even when getters or Proxies change their answers, and so hostile inputs (throwing traps,
 * revoked Proxies, class instances) become issues instead of exceptions.
 */
export function readConfigInput(input: unknown): ConfigInputSnapshot {
  let keys: (string | symbol)[]
  try {
    // Object literal or `Object.create(null)`, from any realm (iframes, jsdom, vm contexts).
    const proto = typeof input === 'object' && input ? Object.getPrototypeOf(input) : 0
    if (proto !== null && (proto === 0 || Object.getPrototypeOf(proto) !== null)) {
      return rootIssue(
        `${describeValue(input)}${proto === 0 ? '' : '. Pass an object literal such as { ...config }'}`,
      )
    }
    keys = Reflect.ownKeys(input as object)
  } catch {
    return rootIssue('a value that could not be read')
  }
  const values = new Map<WidgetConfigKey, unknown>()
  const unknownKeys: (string | symbol)[] = []
  const passthrough = new Map<string, unknown>()
  const given = new Map<string, unknown>()
  for (const key of keys) {
    const known = (WIDGET_CONFIG_KEYS as readonly unknown[]).includes(key)
    try {
      if (!Reflect.getOwnPropertyDescriptor(input as object, key)?.enumerable) continue
      if (!known) unknownKeys.push(key)
      // Object-spread semantics (enumerable own keys, then [[Get]]), once per key.
      const value: unknown = Reflect.get(input as object, key)
      if (known) {
        if (value !== undefined) {
          values.set(key as WidgetConfigKey, value)
          given.set(key as string, value)
        }
      } else if (
        typeof key === 'string' &&
        isUrlValue(value) &&
        !(WIDGET_URL_EXTRA_KEYS as readonly string[]).includes(key)
      ) {
        passthrough.set(key, value)
        given.set(key, value)
      }
    } catch {
      if (known) values.set(key as WidgetConfigKey, UNREADABLE)
    }
  }
  return { values, unknownKeys, passthrough, given }
}

/** A value the widget URL can carry as text: what the official SDK would `toString()` sensibly. */
export function isUrlValue(value: unknown): boolean {
  return Array.isArray(value) || ['string', 'number', 'boolean', 'bigint'].includes(typeof value)
}

function rootIssue(got: string): ConfigInputSnapshot {
  return {
    issue: {
      path: '',
      message: `The widget configuration must be a plain object such as { hostAppName, hostLogoUrl, hostApiKey }, got ${got}.`,
    },
  }
}

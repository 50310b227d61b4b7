// Deeper than any params or widget config; stops a cyclic value from looping.
const MAX_DEPTH = 16

/**
 * A plain copy of `value` (plain objects and arrays copied, anything else kept as is), read
 * through Vue's proxies. Inside a `watch` getter it tracks every field, so a `reactive` object
 * changed in place is seen; and the stores get data of their own, which later in-place changes
 * cannot alter under a result they already hold.
 */
export function toPlain<T>(value: T, depth = 0): T {
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return value
  if (Array.isArray(value)) return value.map((item) => toPlain(item, depth + 1)) as T
  const proto = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return value // a DOM node, a Date...
  // fromEntries defines own properties: a `__proto__` key stays data, never a prototype.
  return Object.fromEntries(
    Object.keys(value).map((key) => [
      key,
      toPlain((value as Record<string, unknown>)[key], depth + 1),
    ]),
  ) as T
}

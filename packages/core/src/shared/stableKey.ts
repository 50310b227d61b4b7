/**
 * A string that is equal for equal plain values, whatever their key order (sorted JSON).
 * Unlike JSON it keeps NaN, ±Infinity and bigint apart from null and numbers, so two
 * different inputs never share a key. Throws a TypeError on cycles.
 */
export function stableKey(value: unknown): string {
  return write(value, new Set())
}

function write(value: unknown, seen: Set<object>): string {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value)
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : `#${value}`
    case 'bigint':
      return `${value}n`
    case 'undefined':
    case 'function':
    case 'symbol':
      return 'undefined'
  }
  if (value === null) return 'null'
  const object = value as object
  if (seen.has(object)) throw new TypeError('stableKey: the value contains a cycle')
  seen.add(object)
  let out: string
  if (Array.isArray(object)) {
    out = `[${object.map((item) => write(item, seen)).join(',')}]`
  } else {
    const record = object as Record<string, unknown>
    const parts: string[] = []
    for (const key of Object.keys(record).sort()) {
      const item = record[key]
      // Absent and undefined mean the same for params.
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue
      parts.push(`${JSON.stringify(key)}:${write(item, seen)}`)
    }
    out = `{${parts.join(',')}}`
  }
  seen.delete(object)
  return out
}

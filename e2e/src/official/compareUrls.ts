/** The two parameters whose values differ by design: a random id and each SDK's version. */
export const OWN_VALUES = ['widgetInstanceId', 'sdkVersion']

/**
 * What the widget URL says, comparably: the address without its query, and the query as
 * sorted [key, value] pairs (the values of `OWN_VALUES` replaced by `*`).
 */
export function comparableUrl(url: string): { base: string; params: [string, string][] } {
  const parsed = new URL(url)
  const params = [...parsed.searchParams].map(([key, value]): [string, string] => [
    key,
    OWN_VALUES.includes(key) ? '*' : value,
  ])
  params.sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)))
  return { base: `${parsed.origin}${parsed.pathname}`, params }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The first difference between two widget URLs, in words; `undefined` when they agree. */
export function firstDifference(official: string, other: string): string | undefined {
  const a = comparableUrl(official)
  const b = comparableUrl(other)
  if (a.base !== b.base) return `address: official ${a.base}, rampkit ${b.base}`
  const keys = [...new Set([...a.params, ...b.params].map(([key]) => key))].sort()
  for (const key of keys) {
    const left = a.params.filter(([k]) => k === key).map(([, value]) => value)
    const right = b.params.filter(([k]) => k === key).map(([, value]) => value)
    if (JSON.stringify(left) !== JSON.stringify(right)) {
      return `${key}: official ${JSON.stringify(left)}, rampkit ${JSON.stringify(right)}`
    }
  }
  return undefined
}

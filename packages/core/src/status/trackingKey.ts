/**
 * Which purchase or sale an adapter follows, as one string: a new key means a new tracker
 * (the id or the view token changed); the same key keeps the tracker whatever object carries
 * it. `undefined` for `null`/`undefined` (nothing to follow). Other input gives a key too, so
 * the tracker refuses it loudly instead of the adapter hiding it. Held in memory only: it
 * contains the view token and must never be logged.
 */
export function trackingKey(input: unknown): string | undefined {
  if (input === null || input === undefined) return undefined
  if (typeof input !== 'object') return `invalid:${typeof input}`
  const source = input as Record<string, unknown>
  for (const kind of ['purchase', 'sale'] as const) {
    const record = source[kind]
    if (typeof record === 'object' && record !== null) {
      const id = (record as { id?: unknown }).id
      return `${kind}:${String(id)}\n${String(source[`${kind}ViewToken`])}`
    }
  }
  return `id:${String(source.id)}\n${String(source.secret)}`
}

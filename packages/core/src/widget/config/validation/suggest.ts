/**
 * The candidate closest to `given`, or undefined when nothing is close: first a case-insensitive
 * match, then the smallest edit distance within a budget
 * that grows with length, then a unique candidate containing (or contained in) `given`.
 * Keys longer than 64 characters are never a typo of a known name: they are not compared.
 */
export function suggest<T extends string>(given: string, candidates: readonly T[]): T | undefined {
  const lower = given.toLowerCase()
  const n = lower.length
  if (!n || n > 64) return undefined
  let best: T | undefined
  let bestDistance = n > 8 ? 4 : n > 4 ? 3 : 2
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  if (best || n < 4) return best
  const containing = candidates.filter((candidate) => {
    const other = candidate.toLowerCase()
    return other.includes(lower) || (other.length > 3 && lower.includes(other))
  })
  return containing.length === 1 ? containing[0] : undefined
}

/** Levenshtein distance: insertions, deletions and substitutions (one row of the table). */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return row[b.length]!
}

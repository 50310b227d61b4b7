// Keys longer than this are never a typo of a known name; skipping them keeps huge keys cheap.
const MAX_COMPARED = 64

/**
 * The candidate closest to `given`, or undefined when nothing is close: first a case-insensitive
 * match, then the smallest edit distance (adjacent swaps count as one edit) within a budget
 * that grows with length, then a unique candidate containing (or contained in) `given`.
 */
export function suggest<T extends string>(given: string, candidates: readonly T[]): T | undefined {
  if (given.length === 0 || given.length > MAX_COMPARED) return undefined
  const lower = given.toLowerCase()
  const exact = candidates.find((candidate) => candidate.toLowerCase() === lower)
  if (exact !== undefined) return exact

  const budget = lower.length <= 4 ? 1 : lower.length <= 8 ? 2 : 3
  let best: T | undefined
  let bestDistance = budget + 1
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  if (best !== undefined) return best

  if (lower.length < 4) return undefined
  const containing = candidates.filter((candidate) => {
    const other = candidate.toLowerCase()
    return other.includes(lower) || (other.length >= 4 && lower.includes(other))
  })
  return containing.length === 1 ? containing[0] : undefined
}

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[] = new Array(rows * cols).fill(0)
  for (let i = 0; i < rows; i++) d[i * cols] = i
  for (let j = 0; j < cols; j++) d[j] = j
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, d[(i - 2) * cols + j - 2]! + 1)
      }
      d[i * cols + j] = value
    }
  }
  return d[rows * cols - 1]!
}

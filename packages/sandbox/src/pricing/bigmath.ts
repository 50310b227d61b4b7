/** Integer helpers for exact money arithmetic (every divisor must be positive). */

// Quotes divide non-negative numbers almost always: there `/` (truncation) is already exact,
// and each bigint operation saved is an allocation saved.
export function floorDiv(a: bigint, b: bigint): bigint {
  if (a >= 0n) return a / b
  const q = a / b
  return a % b !== 0n ? q - 1n : q
}

export function ceilDiv(a: bigint, b: bigint): bigint {
  const q = a / b
  return a % b !== 0n && a > 0n ? q + 1n : q
}

/** a / b rounded to the nearest integer, halves away from zero. */
export function roundHalfUpDiv(a: bigint, b: bigint): bigint {
  return a < 0n ? -((-a * 2n + b) / (2n * b)) : (a * 2n + b) / (2n * b)
}

const POW10: bigint[] = []
export function pow10(n: number): bigint {
  let p = POW10[n]
  if (p === undefined) {
    p = 10n ** BigInt(n)
    POW10[n] = p
  }
  return p
}

export function maxBig(a: bigint, b: bigint): bigint {
  return a > b ? a : b
}

export function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}

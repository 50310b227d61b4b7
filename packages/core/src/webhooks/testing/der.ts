// Test helper (not published: src/**/testing/**).

/**
 * The DER encoding of an ECDSA signature `(r, s)`, for any values, including ones out of the
 * curve's range that a signer never makes (what a verifier must refuse).
 */
export function derSignature(r: bigint, s: bigint): Uint8Array {
  const content = [...derInteger(r), ...derInteger(s)]
  return new Uint8Array([0x30, content.length, ...content])
}

function derInteger(value: bigint): number[] {
  let hex = value.toString(16)
  if (hex.length % 2) hex = `0${hex}`
  const bytes = [...Buffer.from(hex, 'hex')]
  // A leading bit set would read as negative: DER prefixes a zero byte.
  if ((bytes[0] ?? 0) & 0x80) bytes.unshift(0)
  return [0x02, bytes.length, ...bytes]
}

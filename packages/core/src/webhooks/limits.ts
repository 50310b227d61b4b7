// Bounds for webhook bodies. A real purchase or sale call is about 1-2 KB, ~35 values, at most
// 4 levels deep (a sale's `payload.crypto.assetInfo`), its longest strings a transaction hash
// (66 characters) or an amount in wei (up to 78 digits), its numbers a double's few digits.
// These leave ample room while keeping hostile input cheap to reject: `scanJsonText` enforces
// them on raw text in one pass, before it is parsed, canonicalised or its signature checked.

/**
 * Which limit a body went over, and its bound: `bytes` (the size), `depth` (nesting), `values`
 * (how many), `string-length` (a string or key, in UTF-16 code units), `number-length` (a
 * number, in characters).
 */
export interface WebhookBodyLimit {
  readonly name: 'bytes' | 'depth' | 'values' | 'string-length' | 'number-length'
  readonly max: number
}

/** Largest accepted body, in UTF-16 code units of the JSON text (1 MiB). */
export const MAX_BODY_LENGTH = 1024 * 1024

/** Deepest accepted nesting of objects and arrays. */
export const MAX_DEPTH = 32

/**
 * Most values (objects, arrays, primitives) accepted in one body: ~30 times a real call. Each
 * value costs far more to parse and canonicalise than a character does, so this is what keeps a
 * dense body (`{"a":0,"b":0,…}`, `[{},{},…]`) within ~2× the CPU of a flat one of its size
 * (`pnpm bench`, webhooks-shape-cost); at 20,000 a 64 KiB one cost 3.3×.
 */
export const MAX_NODES = 1000

/** Longest accepted string (value or key), in UTF-16 code units once decoded. */
export const MAX_STRING_LENGTH = 4096

/** Longest accepted number, in characters of its JSON text (`-1.5e-7` is 7). */
export const MAX_NUMBER_LENGTH = 32

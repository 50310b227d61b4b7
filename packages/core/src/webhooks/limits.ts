// Bounds for webhook bodies. A real purchase or sale call is about 1-2 KB; these leave ample
// room while keeping hostile input (huge strings, deep nesting, huge arrays) cheap to reject.

/** Largest accepted body, in UTF-16 code units of the JSON text (1 MiB). */
export const MAX_BODY_LENGTH = 1024 * 1024

/** Deepest accepted nesting of objects and arrays. */
export const MAX_DEPTH = 32

/** Most values (objects, arrays, primitives) accepted in one body. */
export const MAX_NODES = 20_000

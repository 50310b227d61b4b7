// Verifying a call scans and parses its text (signedBody.ts); `parseWebhook` of the same text,
// the documented next step, would scan and parse it again, a tenth of a verification's cost
// (issue 32: the receiver's ingest). So the verification's parse is handed over: one text at a
// time, taken at most once; a call's text (its view token) is held only until the next
// verification or read.

let remembered: { text: string; value: unknown } | undefined

/** Keeps `value`, the parse of `text` that passed `scanJsonText`, for the next read of `text`. */
export function rememberParsedText(text: string, value: unknown): void {
  remembered = { text, value }
}

/**
 * The parse of `text` remembered by the verification just done, if it was this text (compared
 * by value, so another copy of the same text matches); forgotten either way. The value was
 * never handed out and is only read, so its reader must copy it (readJsonBody does).
 */
export function takeParsedText(text: string): { value: unknown } | undefined {
  const entry = remembered
  remembered = undefined
  return entry !== undefined && entry.text === text ? { value: entry.value } : undefined
}

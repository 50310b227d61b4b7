// A query's application/x-www-form-urlencoded form, as the WHATWG URLSearchParams reads and
// writes it, in plain string code: React Native's own URLSearchParams encodes `!'()~` otherwise,
// cuts a value at a second `=`, throws on a stray `%` and groups repeated names, so core cannot
// lean on the global class where a widget address must come out the same on every platform.

/** `text` with each lone surrogate replaced by U+FFFD, as a URL's UTF-8 encoding does. */
export function wellFormed(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text[i]! + text[++i]!
        continue
      }
      out += '\uFFFD'
    } else out += unit >= 0xdc00 && unit <= 0xdfff ? '\uFFFD' : text[i]!
  }
  return out
}

/** A name or value as URLSearchParams writes it: space as `+`, all but `*-._` and alphanumerics escaped. */
export function formEncode(text: string): string {
  return encodeURIComponent(wellFormed(text))
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

/** A name or value as URLSearchParams reads it: `+` is a space, a malformed escape stays as it is. */
export function formDecode(text: string): string {
  const plain = wellFormed(text.replace(/\+/g, ' '))
  if (!plain.includes('%')) return plain
  const bytes: number[] = []
  for (let i = 0; i < plain.length; i++) {
    const hex = plain.slice(i + 1, i + 3)
    if (plain[i] === '%' && /^[\da-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      const code = plain.codePointAt(i)!
      if (code > 0xffff) i++
      // The character's UTF-8 bytes: encodeURIComponent escapes each (or leaves it as itself).
      const encoded = encodeURIComponent(String.fromCodePoint(code))
      if (encoded.length === 1) bytes.push(code)
      else for (const byte of encoded.slice(1).split('%')) bytes.push(Number.parseInt(byte, 16))
    }
  }
  return utf8Decode(bytes)
}

/** The name/value pairs of a query (without its `?`), in order, as URLSearchParams reads them. */
export function parseFormQuery(query: string): [string, string][] {
  const pairs: [string, string][] = []
  for (const part of query.split('&')) {
    if (!part) continue
    const at = part.indexOf('=')
    pairs.push(
      at < 0
        ? [formDecode(part), '']
        : [formDecode(part.slice(0, at)), formDecode(part.slice(at + 1))],
    )
  }
  return pairs
}

/** A query (without `?`) as URLSearchParams writes `pairs`. */
export function serializeFormQuery(pairs: Iterable<readonly [string, string]>): string {
  return Array.from(pairs, ([name, value]) => `${formEncode(name)}=${formEncode(value)}`).join('&')
}

/**
 * UTF-8 bytes as text, each invalid sequence a U+FFFD, as the WHATWG decoder (TextDecoder is
 * not on every React Native engine).
 */
function utf8Decode(bytes: readonly number[]): string {
  let out = ''
  let needed = 0
  let seen = 0
  let point = 0
  let lower = 0x80
  let upper = 0xbf
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!
    if (!needed) {
      if (byte < 0x80) out += String.fromCharCode(byte)
      else if (byte >= 0xc2 && byte <= 0xdf) [needed, point] = [1, byte & 0x1f]
      else if (byte >= 0xe0 && byte <= 0xef) {
        if (byte === 0xe0) lower = 0xa0
        if (byte === 0xed) upper = 0x9f
        ;[needed, point] = [2, byte & 0xf]
      } else if (byte >= 0xf0 && byte <= 0xf4) {
        if (byte === 0xf0) lower = 0x90
        if (byte === 0xf4) upper = 0x8f
        ;[needed, point] = [3, byte & 0x7]
      } else out += '\uFFFD'
      continue
    }
    if (byte < lower || byte > upper) {
      // The sequence ends here; this byte starts the next one.
      ;[needed, seen, lower, upper] = [0, 0, 0x80, 0xbf]
      out += '\uFFFD'
      i--
      continue
    }
    ;[lower, upper] = [0x80, 0xbf]
    point = (point << 6) | (byte & 0x3f)
    if (++seen === needed) {
      out += String.fromCodePoint(point)
      ;[needed, seen] = [0, 0]
    }
  }
  return needed ? `${out}\uFFFD` : out
}

/** `href` with its query written as URLSearchParams writes it (an empty one dropped). */
export function withCanonicalQuery(href: string): string {
  const hashAt = href.indexOf('#')
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  if (queryAt < 0) return href
  const query = serializeFormQuery(parseFormQuery(beforeHash.slice(queryAt + 1)))
  return `${beforeHash.slice(0, queryAt)}${query && `?${query}`}${hashAt < 0 ? '' : href.slice(hashAt)}`
}

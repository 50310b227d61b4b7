import { joinPath } from './fieldPath.js'
import {
  MAX_DEPTH,
  MAX_NODES,
  MAX_NUMBER_LENGTH,
  MAX_STRING_LENGTH,
  type WebhookBodyLimit,
} from './limits.js'

/**
 * What is wrong with a webhook body's raw text: not JSON (`syntax`), over a shape limit
 * (`over-limit`), or a key given twice in one object (`duplicate-key`). `field` is the path where it
 * was found (empty for the body as a whole); `problem` finishes the sentence "Webhook field … ".
 * Neither quotes a received value.
 */
export interface JsonTextProblem {
  readonly kind: 'syntax' | 'over-limit' | 'duplicate-key'
  readonly field: string
  readonly problem: string
  /** For `over-limit`: which limit, and its bound. */
  readonly limit?: WebhookBodyLimit
}

// States of the scan: what may come next.
const VALUE = 0
const FIRST_ITEM = 1 // a value or `]`
const FIRST_KEY = 2 // a key or `}`
const KEY = 3
const COLON = 4
const AFTER_VALUE = 5

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON_CHAR = 0x3a
const MINUS = 0x2d
const ZERO = 0x30
const NINE = 0x39
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d

const isDigit = (code: number) => code >= ZERO && code <= NINE
// JSON's number, as ECMA-404 writes it; sticky: it matches at `lastIndex` or not at all. Linear
// on any text (no part can match what another one did).
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y
// After a backslash: one of these, or `u` and four hex digits.
const ESCAPES = '"\\/bfnrt'
const HEX4 = /[0-9a-fA-F]{4}/y
// Characters a string holds as they are, up to one more than the limit.
const PLAIN = new RegExp(String.raw`[^"\\\u0000-\u001f]{0,${MAX_STRING_LENGTH + 1}}`, 'y')

/**
 * Checks a webhook body's raw text in one pass, before anything parses it: that it is JSON as
 * `JSON.parse` reads it, within the shape limits of `limits.ts` (nesting, values, string and
 * number length), with no key twice in one object (`JSON.parse` keeps the last of two equal
 * keys, other readers the first; keys are compared decoded, so `"a"` and `"\u0061"` are the
 * same). Its cost is linear in the text whatever its shape, and it stops at the first limit
 * passed. Undefined when the text is fine; a duplicate key is reported only for text that is
 * otherwise fine.
 */
export function scanJsonText(text: string): JsonTextProblem | undefined {
  // Per open container, innermost last: its keys so far (undefined for an array), and the
  // place (key or index) of the member being read, for paths in problems.
  const keys: Array<Set<string> | undefined> = []
  const places: Array<string | number> = []
  let duplicate: JsonTextProblem | undefined
  let nodes = 0
  let state = VALUE
  let at = 0
  // The path of the member being read in the `count` outermost containers.
  const pathTo = (count: number) =>
    places.slice(0, count).reduce<string>((parent, place) => joinPath(parent, place), '')
  const limit = (
    field: string,
    problem: string,
    name: WebhookBodyLimit['name'],
    max: number,
  ): JsonTextProblem => ({ kind: 'over-limit', field, problem, limit: { name, max } })

  // Reads the string whose opening quote is at `at`; leaves `at` after its closing quote.
  // Undefined when fine; the decoded key is built only when `asKey` (for the duplicate check).
  let key = ''
  const readString = (asKey: boolean): JsonTextProblem | undefined => {
    const start = at + 1
    let escaped = false
    let length = 0
    at = start
    for (;;) {
      // A run of plain characters (no quote, backslash or control character) at once; at most
      // one past the limit, so that a huge string is refused without reading it all.
      PLAIN.lastIndex = at
      PLAIN.test(text)
      length += PLAIN.lastIndex - at
      at = PLAIN.lastIndex
      const code = text.charCodeAt(at)
      if (length <= MAX_STRING_LENGTH && code === QUOTE) break
      if (length <= MAX_STRING_LENGTH && code === BACKSLASH) {
        escaped = true
        const next = text.charCodeAt(at + 1)
        if (next === 0x75) {
          HEX4.lastIndex = at + 2
          if (!HEX4.test(text)) return SYNTAX
          at += 6
        } else if (ESCAPES.includes(String.fromCharCode(next))) at += 2
        else return SYNTAX
        length++
        continue
      }
      // A control character or the end of the text: an unterminated string.
      if (length <= MAX_STRING_LENGTH) return SYNTAX
      // A key's place is its object's: the key itself is not known yet.
      const field = pathTo(keys.length - (asKey ? 1 : 0))
      return limit(
        field,
        `has a ${asKey ? 'key' : 'string'} longer than ${MAX_STRING_LENGTH} characters`,
        'string-length',
        MAX_STRING_LENGTH,
      )
    }
    if (asKey) {
      key = text.slice(start, at)
      if (escaped) key = JSON.parse(`"${key}"`) as string
    }
    at++
    return undefined
  }

  for (;;) {
    let code = text.charCodeAt(at)
    // JSON's whitespace: space, line feed, carriage return, tab.
    while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) {
      code = text.charCodeAt(++at)
    }
    const depth = keys.length
    if (state === AFTER_VALUE) {
      if (depth === 0) return at === text.length ? duplicate : SYNTAX
      const inObject = keys[depth - 1] !== undefined
      if (code === COMMA) {
        at++
        if (inObject) state = KEY
        else {
          ;(places[depth - 1] as number)++
          state = VALUE
        }
      } else if (code === (inObject ? CLOSE_OBJECT : CLOSE_ARRAY)) {
        at++
        keys.pop()
        places.pop()
      } else return SYNTAX
      continue
    }
    if (state === KEY || state === FIRST_KEY) {
      if (code === CLOSE_OBJECT && state === FIRST_KEY) {
        at++
        keys.pop()
        places.pop()
        state = AFTER_VALUE
        continue
      }
      if (code !== QUOTE) return SYNTAX
      const problem = readString(true)
      if (problem) return problem
      const seen = keys[depth - 1] as Set<string>
      if (seen.has(key)) {
        duplicate ??= {
          kind: 'duplicate-key',
          field: joinPath(pathTo(depth - 1), key),
          problem: 'appears twice in its object (duplicate key)',
        }
      }
      seen.add(key)
      places[depth - 1] = key
      state = COLON
      continue
    }
    if (state === COLON) {
      if (code !== COLON_CHAR) return SYNTAX
      at++
      state = VALUE
      continue
    }
    // A value (or, first in an array, the array's end).
    if (code === CLOSE_ARRAY && state === FIRST_ITEM) {
      at++
      keys.pop()
      places.pop()
      state = AFTER_VALUE
      continue
    }
    if (++nodes > MAX_NODES) {
      return limit('', `has more than ${MAX_NODES} values`, 'values', MAX_NODES)
    }
    state = AFTER_VALUE
    if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (depth >= MAX_DEPTH)
        return limit(pathTo(depth), `is nested deeper than ${MAX_DEPTH} levels`, 'depth', MAX_DEPTH)
      at++
      const object = code === OPEN_OBJECT
      keys.push(object ? new Set() : undefined)
      places.push(object ? '' : 0)
      state = object ? FIRST_KEY : FIRST_ITEM
    } else if (code === QUOTE) {
      const problem = readString(false)
      if (problem) return problem
    } else if (code === MINUS || isDigit(code)) {
      NUMBER.lastIndex = at
      const number = NUMBER.exec(text)
      if (number === null) return SYNTAX
      if (number[0].length > MAX_NUMBER_LENGTH) {
        return limit(
          pathTo(depth),
          `has a number longer than ${MAX_NUMBER_LENGTH} characters`,
          'number-length',
          MAX_NUMBER_LENGTH,
        )
      }
      at += number[0].length
    } else {
      const literal = code === 0x74 ? 'true' : code === 0x66 ? 'false' : 'null'
      if (!text.startsWith(literal, at)) return SYNTAX
      at += literal.length
    }
  }
}

const SYNTAX: JsonTextProblem = { kind: 'syntax', field: '', problem: 'is not valid JSON' }

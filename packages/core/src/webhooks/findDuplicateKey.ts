import { joinPath } from './fieldPath.js'

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d

interface Container {
  /** The keys seen so far; undefined for an array. */
  keys: Set<string> | undefined
  parent: Container | undefined
  /** Where this container sits in its parent. */
  place: string | number
  /** The current key (object) or index (array), for a child's place. */
  key: string
  index: number
}

/**
 * The field path of the first key that appears twice in one object of `json`, or undefined.
 * `JSON.parse` keeps the last of two equal keys and other parsers the first, so a signed body
 * with a repeated key means different things to different readers: it is refused. Keys are
 * compared decoded (`"a"` and `"\u0061"` are the same key). `json` must already have parsed.
 */
export function findDuplicateKey(json: string): string | undefined {
  let top: Container | undefined
  let expectingKey = false
  let at = 0
  while (at < json.length) {
    const code = json.charCodeAt(at)
    if (code === QUOTE) {
      const end = closingQuote(json, at)
      if (expectingKey && top?.keys !== undefined) {
        const raw = json.slice(at + 1, end)
        const key = raw.includes('\\') ? (JSON.parse(json.slice(at, end + 1)) as string) : raw
        if (top.keys.has(key)) return joinPath(pathOf(top), key)
        top.keys.add(key)
        top.key = key
        expectingKey = false
      }
      at = end + 1
      continue
    }
    if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      const place = top === undefined ? '' : top.keys ? top.key : top.index
      const keys = code === OPEN_OBJECT ? new Set<string>() : undefined
      top = { keys, parent: top, place, key: '', index: 0 }
      expectingKey = code === OPEN_OBJECT
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      top = top?.parent
      expectingKey = false
    } else if (code === COMMA && top !== undefined) {
      if (top.keys) expectingKey = true
      else top.index++
    }
    at++
  }
  return undefined
}

// Only built for the error: most bodies have no duplicate.
function pathOf(container: Container): string {
  const places: Array<string | number> = []
  for (let item: Container | undefined = container; item?.parent; item = item.parent) {
    places.push(item.place)
  }
  return places.reduceRight<string>((path, place) => joinPath(path, place), '')
}

function closingQuote(json: string, open: number): number {
  let end = json.indexOf('"', open + 1)
  while (end !== -1) {
    let backslashes = 0
    while (json.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return end
    end = json.indexOf('"', end + 1)
  }
  return json.length
}

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromStorableJson, fromStorableText, toStorableJson, toStorableText } from './storableText'
import { anyString } from './testFixtures'

// What PostgreSQL text takes: no NUL, and UTF-8 that decodes back to the same string (no lone
// surrogate, which would come back as U+FFFD).
const storable = (text: string) =>
  !text.includes('\0') && Buffer.from(text, 'utf8').toString('utf8') === text

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) => [key, ...stringsIn(item)])
}

describe('toStorableText', () => {
  it('leaves ordinary text as it is', () => {
    for (const text of [
      'purchase-1',
      'Zürich 東京 🚀',
      'a "quoted" \\ path',
      '\ufffd',
      'x\uffff',
    ]) {
      expect(toStorableText(text)).toBe(text)
    }
  })

  it('escapes NUL and lone surrogates into text PostgreSQL holds, marked by U+FFFF', () => {
    expect(toStorableText('a\0b')).toBe('\uffff"a\\u0000b"')
    expect(toStorableText('a\ud800')).toBe('\uffff"a\\ud800"')
    expect(toStorableText('\udc00z')).toBe('\uffff"\\udc00z"')
    // a string that begins with the marker is escaped too, so it cannot pass for an escape
    expect(toStorableText('\uffff"a"')).toBe('\uffff"\uffff\\"a\\""')
  })

  it('round-trips any string, always storable, never two strings alike', () => {
    fc.assert(
      fc.property(anyString(), anyString(), (a, b) => {
        expect(storable(toStorableText(a))).toBe(true)
        expect(fromStorableText(toStorableText(a))).toBe(a)
        if (a !== b) expect(toStorableText(a)).not.toBe(toStorableText(b))
      }),
      { numRuns: 2000 },
    )
  })

  it('reads a marked string that is not an escape (stored before the escape existed) as it is', () => {
    expect(fromStorableText('\uffffnot json')).toBe('\uffffnot json')
    expect(fromStorableText('\uffff42')).toBe('\uffff42')
  })
})

describe('toStorableJson', () => {
  it('escapes every string, keys included, and round-trips any JSON value', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        anyString(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(anyString(), tie('value'), { maxKeys: 4 }),
      ),
    })).value
    fc.assert(
      fc.property(json, (value) => {
        const stored = toStorableJson(value)
        expect(stringsIn(stored).every(storable)).toBe(true)
        // as jsonb gives it back: parsed from the JSON text
        const back = fromStorableJson(JSON.parse(JSON.stringify(stored)))
        expect(back).toEqual(JSON.parse(JSON.stringify(value)))
      }),
      { numRuns: 500 },
    )
  })

  it('keeps a __proto__ key an own property', () => {
    const value = JSON.parse('{"__proto__": {"a\\u0000": 1}}') as unknown
    const back = fromStorableJson(JSON.parse(JSON.stringify(toStorableJson(value))))
    expect(Object.hasOwn(back as object, '__proto__')).toBe(true)
    expect(back).toEqual(value)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { joinPath } from './fieldPath.js'
import { findDuplicateKey } from './findDuplicateKey.js'

// Every code unit of `key` as a \uXXXX escape: the same key to JSON.parse, other text.
const escaped = (key: string) =>
  `"${[...key].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`

describe('findDuplicateKey', () => {
  it('finds a key given twice and names its path', () => {
    expect(findDuplicateKey('{"a":1,"a":2}')).toBe('a')
    expect(findDuplicateKey('{"purchase":{"id":"x","id":"y"},"type":"CREATED"}')).toBe(
      'purchase.id',
    )
    expect(findDuplicateKey('[0,{"a":[1,{"b":{},"b":[]}]}]')).toBe('[1].a[1].b')
    expect(findDuplicateKey('{"type":"A","purchase":{},"type":"B"}')).toBe('type')
  })

  it('compares keys decoded, and ignores quotes and braces inside strings', () => {
    expect(findDuplicateKey('{"a":1,"\\u0061":2}')).toBe('a')
    expect(findDuplicateKey('{"a\\"":1,"a":2,"b":"\\\\","c":"}{\\",\\"a\\":"}')).toBeUndefined()
    expect(findDuplicateKey('{"x":{"a":1},"y":{"a":1}}')).toBeUndefined()
    expect(findDuplicateKey('{"a":[{"a":1},{"a":1}]}')).toBeUndefined()
  })

  it('finds nothing in any JSON.stringify output, compact or pretty (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2, '\t'), (value, space) => {
        expect(findDuplicateKey(JSON.stringify(value, null, space) ?? 'null')).toBeUndefined()
      }),
      { numRuns: 300 },
    )
  })

  it('finds a key repeated anywhere, written plainly or escaped (property)', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 }),
        fc.string(),
        fc.jsonValue(),
        fc.jsonValue(),
        fc.boolean(),
        (before, others, key, first, second, escapeRepeat) => {
          const members = Object.entries(others)
            .filter(([name]) => name !== key)
            .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`)
          const repeated = escapeRepeat ? escaped(key) : JSON.stringify(key)
          const inner = [
            `${JSON.stringify(key)}:${JSON.stringify(first)}`,
            ...members,
            `${repeated}:${JSON.stringify(second)}`,
          ]
          const text = `[${JSON.stringify(before)},{${inner.join(',')}}]`
          expect(() => JSON.parse(text)).not.toThrow()
          expect(findDuplicateKey(text)).toBe(joinPath('[1]', key))
        },
      ),
      { numRuns: 300 },
    )
  })
})

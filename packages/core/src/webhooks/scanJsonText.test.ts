import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { propertyRuns } from '../../../../tooling/propertyRuns.mjs'
import { MAX_DEPTH, MAX_NODES, MAX_NUMBER_LENGTH, MAX_STRING_LENGTH } from './limits.js'
import { scanJsonText } from './scanJsonText.js'

const parses = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

// JSON text of a string with each code point written as JSON.stringify does or as \uXXXX
// escapes, as `escapes` picks: the same string to JSON.parse, other text.
const writeString = (value: string, escapes: readonly boolean[]) =>
  `"${[...value]
    .map((char, index) =>
      escapes[index % Math.max(escapes.length, 1)]
        ? Array.from(
            { length: char.length },
            (_, unit) => `\\u${char.charCodeAt(unit).toString(16).padStart(4, '0')}`,
          ).join('')
        : JSON.stringify(char).slice(1, -1),
    )
    .join('')}"`

// Pieces of JSON text and of near misses, for text that is mostly not JSON.
const token = fc.constantFrom(
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '"',
  '\\',
  '"a"',
  '"\\u00e9"',
  '"\\ud83d\\ude00"',
  '"\\x"',
  '"\\u12"',
  '\u0001',
  '\u00a0',
  '\ufeff',
  '0',
  '1',
  '9',
  '-',
  '+',
  '.',
  'e',
  'E',
  'true',
  'false',
  'null',
  'nul',
  'tru',
  'NaN',
  'Infinity',
  ' ',
  '\n',
  '\t',
  '\r',
  '\u2028',
)

describe('scanJsonText', () => {
  it('accepts every JSON value within the limits, however written, and JSON.parse agrees (property)', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ stringUnit: 'binary', maxDepth: 6 }),
        fc.constantFrom(undefined, 1, '\t', '\r\n '),
        (value, space) => {
          const text = JSON.stringify(value, null, space) ?? 'null'
          expect(scanJsonText(text)).toBeUndefined()
          expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)))
        },
      ),
      { numRuns: propertyRuns(500) },
    )
  })

  it('reads strings with any escapes and any code units, lone surrogates included (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.array(fc.boolean(), { maxLength: 8 }),
        (value, escapes) => {
          const text = writeString(value, escapes)
          expect(scanJsonText(text)).toBeUndefined()
          expect(JSON.parse(text)).toBe(value)
          expect(scanJsonText(`{${text}:1,${JSON.stringify(value)}:2}`)?.kind).toBe('duplicate-key')
        },
      ),
      { numRuns: propertyRuns(500) },
    )
  })

  it('reads numbers with signs, fractions and exponents exactly (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        for (const text of [
          String(value),
          value.toExponential(),
          value.toExponential().toUpperCase(),
          value.toExponential().replace('e+', 'e'),
        ]) {
          if (!parses(text)) continue // Infinity, -0 written as 0 etc. are checked below
          expect(scanJsonText(text)).toBeUndefined()
        }
      }),
      { numRuns: propertyRuns(500) },
    )
    for (const text of ['0', '-0', '0.5', '-0.0e-0', '1E+2', '12e0', '1.25e-12']) {
      expect(scanJsonText(text)).toBeUndefined()
    }
    for (const text of ['01', '-', '+1', '.5', '1.', '1e', '1e+', '0x1', '--1', '1.e2', '-.5']) {
      expect(scanJsonText(text)?.kind).toBe('syntax')
      expect(parses(text)).toBe(false)
    }
  })

  it('calls text JSON exactly when JSON.parse does (property)', () => {
    const mostlyNot = fc.array(token, { maxLength: 30 }).map((tokens) => tokens.join(''))
    // Valid JSON with one code unit taken out, put in or changed.
    const nearMiss = fc
      .tuple(fc.jsonValue({ maxDepth: 4 }), fc.nat(), fc.nat(), token)
      .map(([value, at, cut, piece]) => {
        const text = JSON.stringify(value) ?? 'null'
        const where = at % (text.length + 1)
        return `${text.slice(0, where)}${cut % 2 ? piece : ''}${text.slice(where + (cut % 3 === 0 ? 1 : 0))}`
      })
    fc.assert(
      fc.property(fc.oneof(mostlyNot, nearMiss), (text) => {
        const problem = scanJsonText(text)
        expect(problem?.kind === 'syntax').toBe(!parses(text))
      }),
      { numRuns: propertyRuns(3000) },
    )
  })

  it('refuses exactly the nesting deeper than MAX_DEPTH (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: MAX_DEPTH + 8 }),
        fc.jsonValue({ maxDepth: 0 }),
        (objects, leaf) => {
          let text = JSON.stringify(leaf)
          for (const object of objects) text = object ? `{"k":${text}}` : `[0,${text}]`
          const problem = scanJsonText(text)
          if (objects.length > MAX_DEPTH) {
            expect(problem).toMatchObject({
              kind: 'over-limit',
              field: expect.any(String),
              limit: { name: 'depth', max: MAX_DEPTH },
            })
            expect(problem?.problem).toBe(`is nested deeper than ${MAX_DEPTH} levels`)
          } else {
            expect(problem).toBeUndefined()
            expect(parses(text)).toBe(true)
          }
        },
      ),
      { numRuns: propertyRuns(300) },
    )
  })

  it('refuses exactly the bodies of more than MAX_NODES values (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MAX_NODES - 3, max: MAX_NODES + 2 }),
        fc.boolean(),
        (values, object) => {
          // The container itself is one value.
          const members = Array.from({ length: values - 1 }, (_, i) => (object ? `"${i}":0` : '0'))
          const text = object ? `{${members.join(',')}}` : `[${members.join(',')}]`
          const problem = scanJsonText(text)
          if (values > MAX_NODES) {
            expect(problem).toEqual({
              kind: 'over-limit',
              field: '',
              problem: `has more than ${MAX_NODES} values`,
              limit: { name: 'values', max: MAX_NODES },
            })
          } else {
            expect(problem).toBeUndefined()
            expect(parses(text)).toBe(true)
          }
        },
      ),
      { numRuns: 30 },
    )
  })

  it('refuses exactly the strings and keys longer than MAX_STRING_LENGTH, counted decoded (property)', () => {
    const unit = fc.constantFrom('a', '"', '\\', '\n', 'é', '\u2028', '😀', '\ud800', '/')
    fc.assert(
      fc.property(
        fc.integer({ min: MAX_STRING_LENGTH - 4, max: MAX_STRING_LENGTH + 4 }),
        unit,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (length, char, escapes, asKey) => {
          const value = char.repeat(Math.ceil(length / char.length)).slice(0, length)
          const written = writeString(value, escapes)
          const text = asKey ? `{"a":{${written}:1}}` : `{"a":[${written}]}`
          const problem = scanJsonText(text)
          if (value.length > MAX_STRING_LENGTH) {
            expect(problem).toEqual({
              kind: 'over-limit',
              field: asKey ? 'a' : 'a[0]',
              problem: `has a ${asKey ? 'key' : 'string'} longer than ${MAX_STRING_LENGTH} characters`,
              limit: { name: 'string-length', max: MAX_STRING_LENGTH },
            })
          } else {
            expect(problem).toBeUndefined()
            expect(parses(text)).toBe(true)
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  it('refuses exactly the numbers longer than MAX_NUMBER_LENGTH (property)', () => {
    const digits = (min: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: 24 })
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 9 }),
        digits(0),
        fc.option(digits(1)),
        fc.option(fc.tuple(fc.constantFrom('e', 'E', 'e+', 'e-', 'E-'), digits(1))),
        (negative, lead, integer, fraction, exponent) => {
          const text = `${negative ? '-' : ''}${lead}${integer}${fraction === null ? '' : `.${fraction}`}${exponent === null ? '' : exponent.join('')}`
          const problem = scanJsonText(`{"n":${text}}`)
          if (text.length > MAX_NUMBER_LENGTH) {
            expect(problem).toEqual({
              kind: 'over-limit',
              field: 'n',
              problem: `has a number longer than ${MAX_NUMBER_LENGTH} characters`,
              limit: { name: 'number-length', max: MAX_NUMBER_LENGTH },
            })
          } else {
            expect(problem).toBeUndefined()
            expect(parses(text)).toBe(true)
          }
        },
      ),
      { numRuns: propertyRuns(500) },
    )
  })

  it('names where a limit was passed, and a duplicate only in otherwise good text', () => {
    expect(scanJsonText(`{"a":[1,{"b":"${'x'.repeat(MAX_STRING_LENGTH + 1)}"}]}`)).toMatchObject({
      field: 'a[1].b',
    })
    expect(scanJsonText(`{"a":{"b":${'['.repeat(MAX_DEPTH)}]}}`)).toMatchObject({
      field: `a.b${'[0]'.repeat(MAX_DEPTH - 2)}`,
      problem: `is nested deeper than ${MAX_DEPTH} levels`,
    })
    // Lone surrogates, raw or escaped, are strings to JSON.parse too.
    for (const text of ['"\ud800"', '"\udc00x"', '"\\ud800"', '"😀"']) {
      expect(scanJsonText(text)).toBeUndefined()
      expect(parses(text)).toBe(true)
    }
    expect(scanJsonText('{"a":1,"a":2}')).toMatchObject({ kind: 'duplicate-key', field: 'a' })
    expect(scanJsonText('{"a":1,"a":2')?.kind).toBe('syntax')
    expect(scanJsonText('{"a":1,"a":2} x')?.kind).toBe('syntax')
    expect(scanJsonText(`{"a":1,"a":2,"n":${'1'.repeat(MAX_NUMBER_LENGTH + 1)}}`)?.kind).toBe(
      'over-limit',
    )
  })
})

describe('scanJsonText on hostile text', () => {
  const secret = 'secret-view-token-0123456789'

  it.each([
    ['deep arrays', `${'['.repeat(500_000)}${']'.repeat(500_000)}`],
    ['deep objects', `${'{"a":'.repeat(200_000)}0${'}'.repeat(200_000)}`],
    ['a million brackets, unclosed', '['.repeat(1_000_000)],
    ['a wide array', `[${'0,'.repeat(500_000)}0]`],
    ['a wide object', `{${Array.from({ length: 100_000 }, (_, i) => `"${i}":0`).join(',')}}`],
    ['one long string', `{"k":"${secret}${'x'.repeat(1_000_000)}"}`],
    ['one long key', `{"${secret}${'x'.repeat(1_000_000)}":1}`],
    ['one long number', `{"k":${'9'.repeat(1_000_000)}}`],
    ['one long fraction', `{"k":0.${'9'.repeat(1_000_000)}}`],
  ])('refuses %s as over a limit, quoting nothing', (_, text) => {
    const problem = scanJsonText(text)
    expect(problem?.kind).toBe('over-limit')
    expect(JSON.stringify(problem)).not.toContain(secret)
    expect(JSON.stringify(problem)).not.toContain('xxxx')
  })

  it.each([
    ['an unterminated string', `{"k":"${secret}`],
    ['an unterminated string ending in a backslash', `{"k":"${secret}\\`],
    ['an unterminated escape', `{"k":"\\u00`],
    ['an unterminated key', `{"${secret}`],
    ['a raw control character', `{"k":"a\u0000b"}`],
    ['unclosed containers', '{"a":[1,2'],
    ['a trailing comma', '{"a":1,}'],
    ['a second value', '{} {}'],
    ['nothing', ''],
    ['whitespace only', ' \n'],
    ['a byte order mark', '\ufeff{}'],
  ])('refuses %s as not JSON, quoting nothing', (_, text) => {
    expect(parses(text)).toBe(false)
    const problem = scanJsonText(text)
    expect(problem).toEqual({ kind: 'syntax', field: '', problem: 'is not valid JSON' })
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeValue, quote, REDACTED, redact, redactPath } from './describeValue.js'

describe('describeValue', () => {
  it.each([
    ['abc', 'the string "abc"'],
    ['', 'an empty string'],
    ['  ', 'a blank string'],
    ['a"b', 'the string "a\\"b"'],
    [1.5, 'the number 1.5'],
    [Number.NaN, 'the number NaN'],
    [10n, 'the bigint 10n'],
    [true, 'true'],
    [null, 'null'],
    [undefined, 'undefined'],
    [Symbol('x'), 'a symbol'],
    [() => 1, 'a function'],
    [[], 'an empty array'],
    [[1], 'an array of 1 item'],
    [[1, 2], 'an array of 2 items'],
    [{}, 'an object'],
    [Object.create(null), 'an object'],
    [new Map(), 'an instance of Map'],
    [
      Object.create({ constructor: { name: 'x'.repeat(100) } }),
      'an object with a custom prototype',
    ],
  ])('%o is described as %s', (value, text) => {
    expect(describeValue(value)).toBe(text)
  })

  it('shortens long strings', () => {
    expect(describeValue('x'.repeat(1000))).toBe(`the string "${'x'.repeat(40)}…"`)
  })

  it('never throws (property)', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true }),
        (value) => {
          expect(typeof describeValue(value)).toBe('string')
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('typeOnly names the type only', () => {
    expect(describeValue('secret', undefined, true)).toBe('a string')
    expect(describeValue(123, undefined, true)).toBe('a number')
    expect(describeValue(123n, undefined, true)).toBe('a bigint')
    expect(describeValue(['secret'], undefined, true)).toBe('an array')
    expect(describeValue({ a: 'secret' }, undefined, true)).toBe('an object')
    expect(describeValue('', undefined, true)).toBe('an empty string')
    expect(describeValue(null, undefined, true)).toBe('null')
  })
})

describe('redactPath', () => {
  it("keeps a spec key's name whole, redacting what follows it and a host's own keys", () => {
    expect(redactPath('fiatValue', 'alue')).toBe('fiatValue')
    expect(redactPath('enabledFlows[alue]', 'alue')).toBe(`enabledFlows[${REDACTED}]`)
    expect(redactPath('myalueKey', 'alue')).toBe(`my${REDACTED}Key`)
  })
})

describe('redact', () => {
  it('replaces every occurrence, before shortening', () => {
    expect(redact('a SECRET b SECRET', 'SECRET')).toBe(`a ${REDACTED} b ${REDACTED}`)
    expect(quote(`${'x'.repeat(38)}SECRET`, 'SECRET')).toBe(`"${'x'.repeat(38)}[h…"`)
  })

  it('leaves text alone without a secret or with a trivially short one', () => {
    expect(redact('abc', undefined)).toBe('abc')
    expect(redact('abc', 'abc')).toBe('abc')
  })

  it('never leaves the secret in the text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({
          minLength: 4,
          maxLength: 12,
          unit: fc.constantFrom('[', ']', 'h', 'K', 'e', 'y', '*', '#', 'a'),
        }),
        fc.array(fc.string()),
        (secret, parts) => {
          const text = parts.join(secret)
          expect(redact(text, secret)).not.toContain(secret)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

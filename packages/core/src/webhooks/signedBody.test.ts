import { describe, expect, it } from 'vitest'
import { signedBodyBytes } from './signedBody.js'

const text = (bytes: Uint8Array | string) =>
  typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes)

describe('signedBodyBytes', () => {
  it('is the canonical form of raw text, bytes or a parsed value', () => {
    for (const body of [
      '{ "b": 1, "a": [true] }',
      new TextEncoder().encode('{"b":1,"a":[true]}'),
      { b: 1, a: [true] },
    ]) {
      expect(text(signedBodyBytes(body))).toBe('{"a":[true],"b":1}')
    }
  })

  it('refuses raw text with a key given twice, but not a parsed value (it has none)', () => {
    expect(signedBodyBytes('{"a":1,"a":2}')).toBe('duplicate-key')
    expect(signedBodyBytes(new TextEncoder().encode('{"a":{"b":1,"b":1}}'))).toBe('duplicate-key')
    expect(text(signedBodyBytes(JSON.parse('{"a":1,"a":2}')))).toBe('{"a":2}')
  })

  it('says unreadable for text that is not JSON, bytes that are not UTF-8, and no JSON value', () => {
    expect(signedBodyBytes('{"a":')).toBe('unreadable')
    expect(signedBodyBytes(new Uint8Array([0xff]))).toBe('unreadable')
    expect(signedBodyBytes(undefined)).toBe('unreadable')
    expect(signedBodyBytes(`"${'x'.repeat(1024 * 1024)}"`)).toBe('unreadable')
  })
})

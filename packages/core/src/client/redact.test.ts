import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRedactor, redactError, redactValue } from './redact.js'

describe('createRedactor', () => {
  it('masks the raw, percent-encoded, form-encoded and JSON-escaped forms', () => {
    const secret = 'a b/c+d"e'
    const redact = createRedactor([secret])
    const texts = [
      secret,
      encodeURIComponent(secret),
      new URLSearchParams({ s: secret }).toString().slice(2),
      JSON.stringify(secret).slice(1, -1),
    ]
    for (const text of texts) expect(redact(`x=${text}&y`)).toBe('x=***&y')
  })

  it('ignores empty and non-string entries', () => {
    const redact = createRedactor(['', undefined, 42, null])
    expect(redact('anything')).toBe('anything')
  })

  it('never leaves a secret behind, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 4 }),
        fc.string(),
        fc.string(),
        (secret, before, after) => {
          const out = createRedactor([secret])(
            `${before}${secret}${after}${encodeURIComponent(secret)}`,
          )
          expect(out).not.toContain(secret)
        },
      ),
    )
  })
})

describe('redactValue', () => {
  it('masks strings anywhere in a JSON value, keys and structure kept', () => {
    const redact = createRedactor(['tok'])
    expect(redactValue({ a: ['x tok y'], b: { tok: 1 } }, redact)).toEqual({
      a: ['x *** y'],
      b: { '***': 1 },
    })
  })

  it('gives a marker rather than broken JSON when a secret is JSON syntax', () => {
    expect(redactValue({ a: 1 }, createRedactor(['":1']))).toEqual({ redacted: true })
  })
})

describe('redactError', () => {
  it('copies name, message, code and cause chain, redacted', () => {
    const inner = Object.assign(new Error('ECONNREFUSED for tok'), { code: 'ECONNREFUSED' })
    const outer = new TypeError('fetch https://x/?k=tok failed', { cause: inner })
    const copy = redactError(outer, createRedactor(['tok'])) as Error
    expect(copy).toMatchObject({ name: 'TypeError', message: 'fetch https://x/?k=*** failed' })
    expect(copy.cause).toMatchObject({ message: 'ECONNREFUSED for ***', code: 'ECONNREFUSED' })
  })

  it('stops on cyclic causes and passes strings through the redactor', () => {
    const cyclic = new Error('a')
    cyclic.cause = cyclic
    expect(() => redactError(cyclic, (t) => t)).not.toThrow()
    expect(redactError('tok!', createRedactor(['tok']))).toBe('***!')
    expect(redactError({ tok: 1 }, createRedactor(['tok']))).toBeUndefined()
  })
})

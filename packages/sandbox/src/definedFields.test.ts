import { describe, expect, it } from 'vitest'
import { definedFields } from './definedFields.js'

describe('definedFields', () => {
  it('leaves out the undefined fields and keeps every other value, falsy ones too', () => {
    const fields = definedFields({ a: 1, b: undefined, c: 0, d: null, e: false, f: '' })
    expect(fields).toEqual({ a: 1, c: 0, d: null, e: false, f: '' })
    expect('b' in fields).toBe(false)
  })
})

import { isCurrencyCode } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
import { SandboxError } from '../errors.js'
import { QueryReader } from './query.js'

describe('QueryReader', () => {
  it('reads single values and booleans', () => {
    const q = new QueryReader('http://x/?a=1&withHidden=true&off=false')
    expect(q.string('a')).toBe('1')
    expect(q.string('missing')).toBeUndefined()
    expect(q.boolean('withHidden')).toBe(true)
    expect(q.boolean('off')).toBe(false)
    expect(() => q.done()).not.toThrow()
  })

  it('collects every problem into one INVALID_REQUEST', () => {
    const q = new QueryReader(`http://x/?a=1&a=2&b=yes&c=EURO&d=${'x'.repeat(300)}`)
    q.string('a')
    q.boolean('b')
    q.matching('c', isCurrencyCode, 'a currency')
    q.string('d')
    try {
      q.done()
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(SandboxError)
      expect(
        ((error as SandboxError).details.fields as { path: string }[]).map((f) => f.path),
      ).toEqual(['a', 'b', 'c', 'd'])
    }
  })

  it('survives broken percent-encoding', () => {
    const q = new QueryReader('http://x/?a=%E0%A4%A&b=%&%zz=1')
    expect(typeof q.string('a')).toBe('string')
    expect(typeof q.string('b')).toBe('string')
  })
})

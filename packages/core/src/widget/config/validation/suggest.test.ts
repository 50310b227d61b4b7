import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { editDistance, suggest } from './suggest.js'

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['abc', 'abd', 1],
    ['abc', 'acb', 2],
    ['abc', 'ab', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance)
  })

  it('is symmetric and zero only for equal strings (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a))
        expect(editDistance(a, b) === 0).toBe(a === b)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('suggest', () => {
  const keys = ['hostApiKey', 'hostAppName', 'variant', 'url']
  it('prefers a case-insensitive match, then the closest within budget, then a unique containing key', () => {
    expect(suggest('varaint', keys)).toBe('variant')
    expect(suggest('HOSTAPIKEY', keys)).toBe('hostApiKey')
    expect(suggest('hostAppNme', keys)).toBe('hostAppName')
    expect(suggest('uri', keys)).toBe('url')
    expect(suggest('apikey', keys)).toBe('hostApiKey')
    expect(suggest('host', keys)).toBeUndefined() // contained in two keys: ambiguous
    expect(suggest('zebra', keys)).toBeUndefined()
    expect(suggest('', keys)).toBeUndefined()
    expect(suggest('x'.repeat(100_000), keys)).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { emailProblem } from './emailProblem.js'

describe('emailProblem', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', 'x@localhost.localdomain'])(
    '%s is shaped like an address',
    (email) => {
      expect(emailProblem(email)).toBeUndefined()
    },
  )

  it.each([
    ['a@b@c.com', "without exactly one '@' between a name and a domain"],
    ['a@example', 'whose domain has no dot or an empty part'],
    ['a b@example.com', 'with whitespace'],
    [`${'a'.repeat(250)}@x.io`, 'longer than 254 characters'],
  ])('%j is not: %s', (email, problem) => {
    expect(emailProblem(email)).toBe(problem)
  })

  it('is linear on huge hostile input', () => {
    const start = performance.now()
    expect(emailProblem(`a@${'.'.repeat(1_000_000)}`)).toBeDefined()
    expect(emailProblem(`${'a@'.repeat(100)}x`)).toBeDefined()
    expect(performance.now() - start).toBeLessThan(1000)
  })
})

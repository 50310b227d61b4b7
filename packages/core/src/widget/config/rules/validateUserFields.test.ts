import { describe, expect, it } from 'vitest'
import { expectOneIssue, valid, warningsOf } from '../testkit.js'

describe('userAddress', () => {
  it('is free text (its format depends on the chain)', () => {
    expect(valid({ userAddress: '0xAbC' }).userAddress).toBe('0xAbC')
    expectOneIssue({ userAddress: 0x123 }, 'userAddress', /must be a string, got the number 291/)
  })

  it('blank is left out with a warning', () => {
    expect(valid({ userAddress: '' })).not.toHaveProperty('userAddress')
    expect(warningsOf({ userAddress: '' })).toEqual([
      { path: 'userAddress', message: 'userAddress is an empty string, so it was left out.' },
    ])
  })
})

describe('userEmailAddress', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', 'x@localhost.localdomain'])(
    'accepts %s',
    (email) => {
      expect(valid({ userEmailAddress: email }).userEmailAddress).toBe(email)
    },
  )

  it.each([
    ['plainaddress', "got a string without exactly one '@' between a name and a domain."],
    ['@mail.test', "without exactly one '@' between a name and a domain"],
    ['a@', "without exactly one '@' between a name and a domain"],
    ['a@b@c.com', "without exactly one '@' between a name and a domain"],
    ['a@example', 'got a string whose domain has no dot or an empty part.'],
    ['a@example..com', 'whose domain has no dot or an empty part'],
    ['a@.example.com', 'whose domain has no dot or an empty part'],
    ['a@example.com.', 'whose domain has no dot or an empty part'],
    ['a b@example.com', 'got a string with whitespace.'],
    [`${'a'.repeat(250)}@x.io`, 'got a string longer than 254 characters.'],
  ])('warns about %j: %s, without repeating the address, and passes it on', (email, problem) => {
    // Spec 2.11 states no format for it: the widget pre-fills its field with whatever it gets.
    expect(valid({ userEmailAddress: email }).userEmailAddress).toBe(email)
    const warnings = warningsOf({ userEmailAddress: email })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]!.path).toBe('userEmailAddress')
    expect(warnings[0]!.message).toMatch(
      /^userEmailAddress should be an e-mail address such as name@example.com/,
    )
    expect(warnings[0]!.message).toContain(problem.replace(/\.$/, ''))
    expect(warnings[0]!.message).not.toContain(email)
  })
})

describe('selectedCountryCode', () => {
  it('accepts two letters in either case (the API itself answers in lower case)', () => {
    expect(valid({ selectedCountryCode: 'GB' }).selectedCountryCode).toBe('GB')
    expect(valid({ selectedCountryCode: 'pt' }).selectedCountryCode).toBe('pt')
  })

  it.each(['GBR', 'G', 'G1', '🇬🇧'])('rejects %j', (code) => {
    expectOneIssue(
      { selectedCountryCode: code },
      'selectedCountryCode',
      /must be a two-letter ISO 3166-1 alpha-2 country code such as 'GB', got the string/,
    )
  })
})

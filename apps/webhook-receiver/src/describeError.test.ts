import { describe, expect, it } from 'vitest'
import { describeError } from './describeError'

describe('describeError', () => {
  it('names the error, its code and message, and its causes', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    const outage = new Error('Connection terminated unexpectedly', { cause: refused })
    expect(describeError(outage)).toBe(
      'Error: Connection terminated unexpectedly caused by Error [ECONNREFUSED]: connect ECONNREFUSED 127.0.0.1:5432',
    )
    const aggregate = new AggregateError([refused, new Error('other')], '')
    expect(describeError(aggregate)).toBe(
      'AggregateError (first of 2: Error [ECONNREFUSED]: connect ECONNREFUSED 127.0.0.1:5432)',
    )
  })

  it('never logs a password in a URL, pg detail fields, or more than one line', () => {
    const error = Object.assign(
      new Error('could not reach postgres://webhooks:s3cret-pw@db.internal:5432/webhooks\nnext'),
      { code: '08001', detail: 'Key (id)=(secret-view-token) already exists.' },
    )
    const line = describeError(error)
    expect(line).toBe(
      'Error [08001]: could not reach postgres://webhooks:***@db.internal:5432/webhooks next',
    )
    expect(line).not.toContain('s3cret')
    expect(line).not.toContain('secret-view-token')
  })

  it('stops at a cause cycle and cuts long messages', () => {
    const a = new Error('a'.repeat(1000))
    const b = new Error('b', { cause: a })
    a.cause = b
    const line = describeError(b)
    expect(line.length).toBeLessThan(2000)
    expect(describeError('plain')).toBe('plain')
    expect(describeError(42)).toBe('number')
  })
})

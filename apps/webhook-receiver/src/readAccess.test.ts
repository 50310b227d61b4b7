import { describe, expect, it } from 'vitest'
import { CliUsageError, parseCliOptions } from './options'
import { checkReadAccess, type ReadAccess } from './readAccess'

const access: ReadAccess = {
  hosts: ['webhooks.example.com'],
  origins: ['http://127.0.0.1:5173'],
}
const read = (url: string, origin?: string, authorization?: string, with_ = access) =>
  checkReadAccess({ url, origin, authorization }, with_)?.error

describe('checkReadAccess', () => {
  it('answers its own host names, at any port, and refuses others (DNS rebinding)', () => {
    for (const url of [
      'http://127.0.0.1:8788/webhooks',
      'http://localhost:8788/webhooks',
      'http://[::1]:8788/webhooks',
      'https://WEBHOOKS.example.com/webhooks',
    ]) {
      expect(read(url)).toBeUndefined()
    }
    expect(read('http://attacker.example:8788/webhooks')).toBe('foreign_host')
    expect(read('http://127.0.0.1.attacker.example/webhooks')).toBe('foreign_host')
    expect(read('not a url')).toBe('foreign_host')
  })

  it('lets only the given origins read from a browser', () => {
    expect(read('http://127.0.0.1:8788/webhooks', 'http://127.0.0.1:5173')).toBeUndefined()
    expect(read('http://127.0.0.1:8788/webhooks', 'https://attacker.example')).toBe(
      'foreign_origin',
    )
    expect(read('http://127.0.0.1:8788/webhooks', 'null')).toBe('foreign_origin')
    expect(read('http://127.0.0.1:8788/webhooks', 'http://127.0.0.1:5174')).toBe('foreign_origin')
  })

  it('tells a page at Origin null what works instead of a --allow-origin null the CLI refuses', () => {
    const refusal = checkReadAccess(
      { url: 'http://127.0.0.1:8788/webhooks', origin: 'null', authorization: undefined },
      access,
    )
    expect(refusal?.message).toContain(
      'serve the page from an http(s) origin and pass that origin with --allow-origin',
    )
    expect(refusal?.message).not.toContain('--allow-origin null')
    expect(() => parseCliOptions(['--allow-origin', 'null'], {})).toThrow(CliUsageError)
  })

  it('wants the bearer token when one is set', () => {
    const withToken = { ...access, token: 'read-token-1' }
    const url = 'http://127.0.0.1:8788/webhooks'
    expect(read(url, undefined, 'Bearer read-token-1', withToken)).toBeUndefined()
    expect(read(url, undefined, 'bearer read-token-1', withToken)).toBeUndefined()
    for (const header of [undefined, '', 'Bearer', 'Bearer read-token-2', 'Basic read-token-1']) {
      expect(read(url, undefined, header, withToken)).toBe('unauthorized')
    }
    const refusal = checkReadAccess(
      { url, origin: undefined, authorization: 'Bearer x' },
      withToken,
    )
    expect(JSON.stringify(refusal)).not.toContain('read-token-1')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostLines, requestHostProblem } from './requestHost'

describe('requestHostProblem', () => {
  const kind = (target: string, ...hosts: string[]) => requestHostProblem({ target, hosts })?.kind
  const message = (target: string, ...hosts: string[]) =>
    requestHostProblem({ target, hosts })?.message

  it('takes one Host naming the host of an absolute request line, as the URL parser reads both', () => {
    expect(kind('/webhooks', '127.0.0.1:8788')).toBeUndefined()
    expect(kind('http://127.0.0.1:8788/webhooks', '127.0.0.1:8788')).toBeUndefined()
    expect(kind('http://LOCALHOST:8788/webhooks', 'localhost:8788')).toBeUndefined()
    expect(kind('http://webhooks.example/webhooks', 'Webhooks.Example:80')).toBeUndefined()
    expect(kind('https://[::1]:8788/webhooks', '[::1]:8788')).toBeUndefined()
  })

  it('names what is wrong: a missing, empty, repeated or malformed Host, or one the request line contradicts', () => {
    expect(kind('/webhooks')).toBe('missing')
    expect(kind('/webhooks', '')).toBe('missing')
    expect(kind('/webhooks', '127.0.0.1:8788', 'evil.example')).toBe('multiple')
    for (const host of ['user@127.0.0.1', '127.0.0.1/x', 'a b', '127.0.0.1:99999', '[::1']) {
      expect(kind('/webhooks', host)).toBe('invalid')
    }
    expect(kind('http://127.0.0.1:8788/webhooks', 'evil.example')).toBe('mismatch')
    expect(kind('http://evil.example/webhooks', '127.0.0.1:8788')).toBe('mismatch')
    expect(kind('http://127.0.0.1:8788/webhooks', '127.0.0.1:8789')).toBe('mismatch')
    expect(kind('http://127.0.0.1:8788/webhooks', '127.0.0.1')).toBe('mismatch')
  })

  it('admits one Host line with an origin-form target, or an absolute one naming the same host', () => {
    expect(kind('/api/x', '127.0.0.1:8787')).toBeUndefined()
    expect(kind('http://127.0.0.1:8787/api/x', '127.0.0.1:8787')).toBeUndefined()
    // as the URL parser compares them: case and the scheme's default port do not count
    expect(kind('HTTP://LOCALHOST:80/', 'localhost')).toBeUndefined()
  })

  it('refuses an absolute request line naming another host than Host, quoting both', () => {
    expect(message('http://evil.example/sandbox/purchases', '127.0.0.1:8787')).toBe(
      'the request line names host "evil.example" but the Host header "127.0.0.1:8787"; send the same host in both',
    )
    expect(message('http://127.0.0.1:9999/', '127.0.0.1:8787')).toMatch(
      /names host "127.0.0.1:9999"/,
    )
  })

  it('refuses a request without Host (HTTP/1.0) and one with several Host lines', () => {
    expect(message('http://127.0.0.1:8787/')).toMatch(/no Host header/)
    expect(message('/', ' ')).toMatch(/no Host header/)
    expect(message('/', '127.0.0.1:8787', 'evil.example')).toMatch(/2 Host headers/)
  })

  it('never throws, and admits an absolute target only when its host is the Host line (property)', () => {
    const host = fc.oneof(
      fc.constantFrom('127.0.0.1:8787', 'localhost:8787', '[::1]:8787', 'evil.example', 'a@b', ''),
      fc.string(),
    )
    fc.assert(
      fc.property(
        host,
        host,
        fc.constantFrom('http://', 'https://', '/', ''),
        (named, sent, form) => {
          const target = form.endsWith('//') ? `${form}${named}/x` : `${form}x`
          const problem = requestHostProblem({ target, hosts: [sent] })
          if (problem !== undefined || !form.endsWith('//')) return
          // admitted with an absolute target: the URL the adapter builds names the Host's host
          let a: string | undefined
          let b: string | undefined
          try {
            a = new URL(target).host
            b = new URL(`${form}${sent}`).host
          } catch {
            return
          }
          expect(a).toBe(b)
        },
      ),
    )
  })
})

describe('hostLines', () => {
  it('lists every Host line of rawHeaders, whatever its case', () => {
    expect(hostLines(['Host', 'a', 'Accept', '*/*', 'HOST', 'b'])).toEqual(['a', 'b'])
    expect(hostLines(['Accept', '*/*'])).toEqual([])
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostLines, requestHostProblem } from './requestHost.js'

describe('requestHostProblem', () => {
  it('admits one Host line with an origin-form target, or an absolute one naming the same host', () => {
    expect(requestHostProblem({ target: '/api/x', hosts: ['127.0.0.1:8787'] })).toBeUndefined()
    expect(
      requestHostProblem({ target: 'http://127.0.0.1:8787/api/x', hosts: ['127.0.0.1:8787'] }),
    ).toBeUndefined()
    // as the URL parser compares them: case and the scheme's default port do not count
    expect(
      requestHostProblem({ target: 'HTTP://LOCALHOST:80/', hosts: ['localhost'] }),
    ).toBeUndefined()
  })

  it('refuses an absolute request line naming another host than Host, quoting both', () => {
    const problem = requestHostProblem({
      target: 'http://evil.example/sandbox/purchases',
      hosts: ['127.0.0.1:8787'],
    })
    expect(problem).toBe(
      'the request line names host "evil.example" but the Host header "127.0.0.1:8787"; send the same host in both',
    )
    expect(
      requestHostProblem({ target: 'http://127.0.0.1:9999/', hosts: ['127.0.0.1:8787'] }),
    ).toMatch(/names host "127.0.0.1:9999"/)
  })

  it('refuses a request without Host (HTTP/1.0) and one with several Host lines', () => {
    expect(requestHostProblem({ target: 'http://127.0.0.1:8787/', hosts: [] })).toMatch(
      /no Host header/,
    )
    expect(requestHostProblem({ target: '/', hosts: [' '] })).toMatch(/no Host header/)
    expect(requestHostProblem({ target: '/', hosts: ['127.0.0.1:8787', 'evil.example'] })).toMatch(
      /2 Host headers/,
    )
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

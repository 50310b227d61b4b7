import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createAccessPolicy, normalizeOrigin } from './accessPolicy.js'

const at = (port: number, host = '127.0.0.1') => ({ port: () => port, host })

describe('createAccessPolicy: Host', () => {
  const policy = createAccessPolicy(at(8787))

  it.each(['127.0.0.1:8787', 'localhost:8787', 'LOCALHOST:8787', '[::1]:8787'])(
    'serves its own address %s',
    (host) => expect(policy.hostAllowed(host)).toBe(true),
  )

  it.each([
    undefined,
    '',
    'evil.example',
    'evil.example:8787',
    '127.0.0.1',
    '127.0.0.1:8788',
    'localhost:8787.evil.example',
    '127.0.0.2:8787',
    'localhost.:8787',
    '[::1]:80',
    '127.0.0.1:8787:1',
    'a'.repeat(400),
  ])('refuses %s (a rebound DNS name, another port, junk)', (host) => {
    expect(policy.hostAllowed(host)).toBe(false)
  })

  it('a bare name only when the port is 80 (what a client sends for it)', () => {
    const on80 = createAccessPolicy(at(80))
    expect(on80.hostAllowed('localhost')).toBe(true)
    expect(on80.hostAllowed('localhost:80')).toBe(true)
    expect(policy.hostAllowed('localhost')).toBe(false)
  })

  it('allowHosts admits a name on any port, or with its port only that one; the bound address is admitted', () => {
    const lan = createAccessPolicy(at(8787, '0.0.0.0'), {
      allowHosts: ['192.168.1.20', 'sandbox:8787', 'Tunnel.Example'],
    })
    expect(lan.hostAllowed('192.168.1.20:8787')).toBe(true)
    expect(lan.hostAllowed('192.168.1.20')).toBe(true)
    expect(lan.hostAllowed('sandbox:8787')).toBe(true)
    expect(lan.hostAllowed('sandbox:9000')).toBe(false)
    expect(lan.hostAllowed('tunnel.example')).toBe(true)
    expect(lan.hostAllowed('0.0.0.0:8787')).toBe(false)
    const bound = createAccessPolicy(at(8787, '192.168.1.20'))
    expect(bound.hostAllowed('192.168.1.20:8787')).toBe(true)
    expect(bound.hostAllowed('192.168.1.21:8787')).toBe(false)
  })

  it('never throws and admits nothing but its own names, for any Host text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (host) => {
        const allowed = policy.hostAllowed(host)
        if (allowed) {
          expect(['127.0.0.1:8787', 'localhost:8787', '[::1]:8787']).toContain(host.toLowerCase())
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('createAccessPolicy: Origin', () => {
  const policy = createAccessPolicy(at(8787), { allowOrigins: ['https://app.example'] })

  it.each([
    'http://127.0.0.1:5173',
    'http://localhost:5176',
    'http://[::1]:3000',
    'https://localhost',
    'http://127.0.0.1:8787',
    'https://app.example',
  ])('admits %s (loopback, own pages, allowOrigins)', (origin) => {
    expect(policy.originAllowed(origin, '127.0.0.1:8787')).toBe(true)
  })

  it.each([
    'https://evil.example',
    'null',
    '',
    'file://',
    'http://127.0.0.1.evil.example',
    'https://app.example:8443',
    'http://app.example',
    'http://localhost:5173/path',
    'chrome-extension://abc',
  ])('refuses %s', (origin) => {
    expect(policy.originAllowed(origin, '127.0.0.1:8787')).toBe(false)
  })

  it("admits the sandbox's own pages at an allowed Host name", () => {
    expect(policy.originAllowed('http://sandbox:8787', 'sandbox:8787')).toBe(true)
    expect(policy.originAllowed('http://sandbox:8787', '127.0.0.1:8787')).toBe(false)
  })

  it('never throws for any Origin text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (origin) => {
        expect(typeof policy.originAllowed(origin, '127.0.0.1:8787')).toBe('boolean')
      }),
    )
  })
})

describe('normalizeOrigin', () => {
  it('lowercases and drops the trailing slash; refuses paths, queries and other schemes', () => {
    expect(normalizeOrigin('https://App.Example/')).toBe('https://app.example')
    expect(() => normalizeOrigin('https://app.example/x')).toThrow(TypeError)
    expect(() => normalizeOrigin('https://app.example/?q=1')).toThrow(TypeError)
    expect(() => normalizeOrigin('ftp://app.example')).toThrow(TypeError)
    expect(() => normalizeOrigin('app.example')).toThrow(TypeError)
  })
})

import { describe, expect, it } from 'vitest'
import { isCspError } from './CspError.js'
import { mergeCsp, parseCsp, parseCspHeader, serializeCsp } from './policy.js'

const NEEDED = { 'frame-src': ['https://w.example'], 'connect-src': ['https://api.example'] }

describe('parseCsp / serializeCsp', () => {
  it('reads a policy as a browser does: lower-case names, the first of a repeated directive', () => {
    expect(
      parseCsp(
        " Default-SRC 'self'  https://a.example;;frame-src x; frame-src y; upgrade-insecure-requests",
      ),
    ).toEqual({
      'default-src': ["'self'", 'https://a.example'],
      'frame-src': ['x'],
      'upgrade-insecure-requests': [],
    })
  })

  it('a header of several policies is one parse each', () => {
    expect(parseCspHeader("default-src 'self', frame-src 'none'")).toEqual([
      { 'default-src': ["'self'"] },
      { 'frame-src': ["'none'"] },
    ])
  })

  it('writes directives back as they are read', () => {
    const text = "default-src 'self'; frame-src https://w.example; sandbox"
    expect(serializeCsp(parseCsp(text))).toBe(text)
  })

  it.each<Record<string, string[]>>([
    { 'frame-src': ['https://a.example; script-src *'] },
    { 'frame-src': ['https://a.example,'] },
    { 'frame-src': [''] },
    { 'frame-src; script-src': ['x'] },
    { 'frame-src': ['a\nSet-Cookie: x'] },
  ])('refuses a name or source that would not stay itself: %j', (directives) => {
    expect(() => serializeCsp(directives)).toThrow(
      expect.objectContaining({ name: 'CspError', code: 'INVALID_POLICY' }),
    )
  })
})

describe('mergeCsp', () => {
  it('an empty host policy: the needed directives as they are', () => {
    expect(mergeCsp('', NEEDED)).toBe(
      'frame-src https://w.example; connect-src https://api.example',
    )
  })

  it('adds the missing sources to a directive the host has, once', () => {
    expect(mergeCsp("frame-src 'self' https://w.example; connect-src 'self'", NEEDED)).toBe(
      "frame-src 'self' https://w.example; connect-src 'self' https://api.example",
    )
  })

  it("replaces a lone 'none'", () => {
    expect(mergeCsp("default-src 'none'", NEEDED)).toBe(
      "default-src 'none'; frame-src https://w.example; connect-src https://api.example",
    )
  })

  it('a directive the host lacks starts from its fallback: child-src, then default-src', () => {
    expect(mergeCsp("default-src 'self' https://cdn.example; child-src blob:", NEEDED)).toBe(
      "default-src 'self' https://cdn.example; child-src blob:; frame-src blob: https://w.example; connect-src 'self' https://cdn.example https://api.example",
    )
  })

  it('leaves out a directive nothing restricts: adding it would narrow the page', () => {
    expect(mergeCsp("script-src 'self'; object-src 'none'", NEEDED)).toBe(
      "script-src 'self'; object-src 'none'",
    )
  })

  it('extends each policy of a header', () => {
    expect(mergeCsp("default-src 'self', frame-src 'none'", NEEDED)).toBe(
      "default-src 'self'; frame-src 'self' https://w.example; connect-src 'self' https://api.example, frame-src https://w.example",
    )
  })

  it('refuses a host policy with a line break (it would split the header)', () => {
    let caught: unknown
    try {
      mergeCsp("default-src 'self'\r\nSet-Cookie: a=b", NEEDED)
    } catch (error) {
      caught = error
    }
    expect(isCspError(caught, 'INVALID_POLICY')).toBe(true)
  })
})

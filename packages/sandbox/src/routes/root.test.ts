import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { prefersHtml } from './root.js'

describe('prefersHtml', () => {
  it('HTML for a browser navigation, JSON for fetch, curl, JSON clients and ties', () => {
    expect(prefersHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(
      true,
    )
    expect(prefersHtml('text/html')).toBe(true)
    expect(prefersHtml('application/json;q=0.5, text/html')).toBe(true)
    expect(prefersHtml(undefined)).toBe(false)
    expect(prefersHtml('')).toBe(false)
    expect(prefersHtml('*/*')).toBe(false)
    expect(prefersHtml('application/json')).toBe(false)
    expect(prefersHtml('application/json, text/html')).toBe(false)
    expect(prefersHtml('text/html;q=0, */*')).toBe(false)
    expect(prefersHtml('text/html;q=abc')).toBe(false)
  })

  it('never throws, whatever the header', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (accept) => {
        expect(typeof prefersHtml(accept)).toBe('boolean')
      }),
    )
  })
})

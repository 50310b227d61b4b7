import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalPath, splitHttpUrl } from './httpUrlParts.js'

const piece = (units: string[]) =>
  fc.string({
    unit: fc.oneof(fc.constantFrom(...units), fc.string({ unit: 'grapheme-ascii', maxLength: 2 })),
    maxLength: 8,
  })
const pathText = piece([
  '/',
  '\\',
  '.',
  '..',
  '%2E',
  '%2e.',
  ' ',
  '"',
  '`',
  '{',
  '}',
  '^',
  'é',
  '😀',
  '\uD800',
  '\t',
  '\x7f',
  '%',
])
const fragmentText = piece(['/', '?', '#', ' ', '"', '<', '`', 'é', '\uDC00', '\n', '%'])

/** A host name in any case and a port, the default one included. */
const authority = fc
  .tuple(
    fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9-]{0,8}(\.[a-zA-Z]{2,4})?$/),
    fc.option(fc.constantFrom('', '80', '443', '0443', '8080', '5173'), { nil: undefined }),
  )
  .map(([host, port]) => (port === undefined ? host : `${host}:${port}`))

describe('an http(s) address in parts, as the WHATWG URL writes it', () => {
  it('writes the scheme, host, port and path of an address as new URL(...) does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'https', 'HTTPS'),
        authority,
        fc.option(
          pathText.map((path) => `/${path}`),
          { nil: '' },
        ),
        (scheme, host, path) => {
          const address = `${scheme}://${host}${path}`.replace(/[?#]/g, '')
          const url = new URL(address)
          expect(splitHttpUrl(address)).toEqual({
            origin: `${url.protocol}//${url.host}`,
            path: url.pathname,
            query: undefined,
            hash: undefined,
          })
        },
      ),
    )
  })

  it('keeps the query as given and reads the fragment after the first #', () => {
    expect(splitHttpUrl(' https://W.example:443?a=1?b#x#y/z\n')).toEqual({
      origin: 'https://w.example',
      path: '/',
      query: 'a=1?b',
      hash: 'x#y/z',
    })
  })

  it('sets a path as the URL pathname setter does', () => {
    fc.assert(
      fc.property(pathText, (path) => {
        const url = new URL('https://w.example/old')
        url.pathname = `/${path}`
        expect(canonicalPath(`/${path}`)).toBe(url.pathname)
      }),
    )
  })

  it('a fragment text is not a path: # and ? inside stay for the caller', () => {
    fc.assert(
      fc.property(fragmentText, (fragment) => {
        expect(splitHttpUrl(`https://w.example/#${fragment}`).hash).toBe(
          fragment.replace(/[\t\n\r]/g, '').replace(/[\0- ]+$/, ''),
        )
      }),
    )
  })
})

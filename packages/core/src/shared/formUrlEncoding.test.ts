import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formDecode,
  formEncode,
  parseFormQuery,
  serializeFormQuery,
  wellFormed,
  withCanonicalQuery,
} from './formUrlEncoding.js'

// Characters that matter to a query: its delimiters, escapes (good and bad), unicode, lone surrogates.
const queryText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('&', '=', '+', '%', '%2', '%zz', '%41', '%C3%A9', '%E0%A4', '%FF', '#', '?'),
    fc.constantFrom('!', "'", '(', ')', '~', '*', ' ', 'é', '😀', '\uD800', '\uDC00', '\t'),
    fc.string({ unit: 'grapheme-ascii', maxLength: 3 }),
  ),
  maxLength: 12,
})

describe('form URL encoding (URLSearchParams without the global class)', () => {
  it('writes a name or value as URLSearchParams does', () => {
    expect(formEncode("a b!'()~*-._é&=+#")).toBe('a+b%21%27%28%29%7E*-._%C3%A9%26%3D%2B%23')
    fc.assert(
      fc.property(queryText, (text) => {
        expect(formEncode(text)).toBe(new URLSearchParams([['k', text]]).toString().slice(2))
      }),
    )
  })

  it('reads a query as URLSearchParams does, malformed escapes included', () => {
    expect(formDecode('a+b%zz%41%E0%A4x')).toBe('a b%zzA\uFFFDx')
    // A raw non-ASCII character after a broken escape: the URL standard's decoder (browsers);
    // Node's URLSearchParams reads the raw character as one byte, so the property below gives
    // it escaped, as a URL's query always is.
    expect(formDecode('%E0%A4é')).toBe('\uFFFDé')
    fc.assert(
      fc.property(queryText, (raw) => {
        const query = wellFormed(raw).replace(/[^\0-\x7f]/gu, encodeURIComponent)
        expect(parseFormQuery(query)).toEqual([...new URLSearchParams(`?${query}`)])
        const pairs = parseFormQuery(query)
        expect(serializeFormQuery(pairs)).toBe(new URLSearchParams(pairs).toString())
      }),
    )
  })

  it('canonicalises the query of an address and leaves the rest', () => {
    expect(withCanonicalQuery('https://w.example/p?b=%7e&a#x?y=1')).toBe(
      'https://w.example/p?b=%7E&a=#x?y=1',
    )
    expect(withCanonicalQuery('https://w.example/?&')).toBe('https://w.example/')
    expect(withCanonicalQuery('https://w.example/#a?b')).toBe('https://w.example/#a?b')
  })
})

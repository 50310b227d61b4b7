import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase64 } from './base64.js'

describe('decodeBase64', () => {
  it('matches Buffer for any bytes, padded or not, standard or URL-safe (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const standard = Buffer.from(bytes).toString('base64')
        expect(decodeBase64(standard)).toEqual(bytes)
        expect(decodeBase64(standard.replace(/=+$/, ''))).toEqual(bytes)
        expect(decodeBase64(Buffer.from(bytes).toString('base64url'))).toEqual(bytes)
      }),
    )
  })

  it.each(['a', 'ab!d', 'ab d', 'abc===', '====', 'ab=c'])('rejects %o', (text) => {
    expect(decodeBase64(text)).toBeUndefined()
  })
})

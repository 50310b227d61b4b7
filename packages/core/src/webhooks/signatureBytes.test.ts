import { describe, expect, it } from 'vitest'
import { readSignatureBytes } from './signatureBytes.js'

describe('readSignatureBytes', () => {
  it('reads a DER sequence of its own length, standard or URL-safe base64', () => {
    const der = new Uint8Array([0x30, 6, 0x02, 1, 1, 0x02, 1, 1])
    expect(readSignatureBytes(Buffer.from(der).toString('base64'))).toEqual(der)
    expect(readSignatureBytes(` ${Buffer.from(der).toString('base64url')} `)).toEqual(der)
  })

  it.each([
    ['not a string', 42],
    ['not base64', 'sig!'],
    ['too short', Buffer.from([0x30, 0]).toString('base64')],
    ['too long', Buffer.from([0x30, 73, ...new Uint8Array(73)]).toString('base64')],
    ['not a sequence', Buffer.from([0x31, 6, 2, 1, 1, 2, 1, 1]).toString('base64')],
    ['a lying length', Buffer.from([0x30, 9, 2, 1, 1, 2, 1, 1]).toString('base64')],
    ['huge', 'A'.repeat(10_000)],
  ])('is undefined for a signature that is %s', (_, signature) => {
    expect(readSignatureBytes(signature)).toBeUndefined()
  })
})

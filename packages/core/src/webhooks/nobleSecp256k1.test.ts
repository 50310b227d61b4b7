import { generateKeyPairSync, sign } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loadNobleSecp256k1 } from './nobleSecp256k1.js'
import { parsePublicKeyPem } from './parsePublicKeyPem.js'

describe('loadNobleSecp256k1', () => {
  it("verifies what Node signs with @noble/curves' secp256k1.verify and refuses another message", async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
    const key = parsePublicKeyPem(publicKey.export({ type: 'spki', format: 'pem' }))
    const verifier = await loadNobleSecp256k1()
    expect(verifier.implementation).toBe('noble')
    const message = new TextEncoder().encode('{"type":"CREATED"}')
    const der = new Uint8Array(sign('sha256', message, privateKey))
    const verify = verifier.importKey(key)
    expect(verify(message, der)).toBe(true)
    expect(verify(new TextEncoder().encode('{"type":"RELEASED"}'), der)).toBe(false)
    expect(verify(message, new Uint8Array([0x30, 0]))).toBe(false)
  })
})

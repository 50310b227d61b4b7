// Test helpers: a signing key pair and signed requests, the way the service signs deliveries
// (Node's crypto.sign over the canonical body). Used by the tests only.
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { canonicalizeWebhookBody } from '@rampkit/core/webhooks'
import fc from 'fast-check'

export function createSigner() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
  return {
    privateKey,
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }) as string,
  }
}

export function signBody(body: unknown, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(canonicalizeWebhookBody(body)), privateKey).toString('base64')
}

// Well-formed purchase and sale bodies: core's webhook fixtures (a test-only module that imports
// nothing, loaded by its source path), so the receiver is tested on the bodies core's parser is.
export {
  purchaseFixture as purchase,
  saleFixture as sale,
} from '../../../packages/core/src/webhooks/fixtures.js'

/**
 * Any JavaScript string, with the code units PostgreSQL text cannot hold (NUL, lone surrogates)
 * and the escape's own marker (U+FFFF), quotes and backslashes drawn often.
 */
export function anyString(constraints: { minLength?: number; maxLength?: number } = {}) {
  const awkward = fc.constantFrom('\0', '\ud800', '\udbff', '\udc00', '\udfff', '\uffff', '"', '\\')
  const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit))
  const codePoint = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })
  return fc.string({ unit: fc.oneof(codePoint, awkward, codeUnit), ...constraints })
}

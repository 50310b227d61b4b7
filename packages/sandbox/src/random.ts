import { randomBytes } from 'node:crypto'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** A random lowercase id (rejection sampling keeps every character equally likely). */
export function randomId(length = 16): string {
  let id = ''
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 252 && id.length < length) id += ALPHABET[byte % 36]
    }
  }
  return id
}

/** An unguessable view token: 256 random bits, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

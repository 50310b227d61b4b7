const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

// Strict base64 (standard or URL-safe alphabet, padding optional) without `atob` or `Buffer`,
// so it behaves the same in Node, edge runtimes and browsers. Returns undefined when the text
// is not base64.
export function decodeBase64(text: string): Uint8Array | undefined {
  const clean = text.replace(/=+$/, '')
  if (clean.length % 4 === 1 || text.length - clean.length > 2) return undefined
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4))
  let buffer = 0
  let bits = 0
  let index = 0
  for (let i = 0; i < clean.length; i++) {
    const char = clean[i]
    const digit = char === '-' ? 62 : char === '_' ? 63 : ALPHABET.indexOf(char ?? '')
    if (digit < 0) return undefined
    buffer = ((buffer << 6) | digit) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[index++] = (buffer >> bits) & 0xff
    }
  }
  return bytes
}

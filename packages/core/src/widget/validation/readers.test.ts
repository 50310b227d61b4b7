import { describe, expect, it } from 'vitest'
import { expectOneIssue, valid } from '../testkit.js'
import { isWellFormed, oneOf } from './readers.js'

describe('string fields', () => {
  it('accept any well-formed text, emoji included', () => {
    expect(valid({ hostAppName: 'Wallet 🦊 & Co #1 = 100% +' }).hostAppName).toBe(
      'Wallet 🦊 & Co #1 = 100% +',
    )
  })

  it('reject broken text (a lone surrogate), which a URL would silently change', () => {
    const broken = '🦊'.slice(0, 1)
    expectOneIssue({ hostAppName: `App ${broken}` }, 'hostAppName', /unpaired UTF-16 surrogate/)
    expectOneIssue({ userAddress: `\uDC00x` }, 'userAddress', /unpaired UTF-16 surrogate/)
    const message = expectOneIssue({ hostApiKey: `key${broken}` }, 'hostApiKey', /unpaired/)
    expect(message).not.toContain('key')
  })

  it('isWellFormed agrees with String.prototype.isWellFormed where it exists', () => {
    for (const text of [
      '',
      'a',
      '🦊',
      '\uD83E',
      '\uDD8A',
      '\uDD8A\uD83E',
      'a\uD83Eb',
      '\uD83E\uDD8A\uD83E',
    ]) {
      const native = (String.prototype as { isWellFormed?: () => boolean }).isWellFormed
      if (native) expect(isWellFormed(text)).toBe(native.call(text))
    }
  })

  it('oneOf lists values for messages', () => {
    expect(oneOf([])).toBe('')
    expect(oneOf(['a'])).toBe("'a'")
    expect(oneOf(['a', 'b', 'c'])).toBe("'a', 'b' or 'c'")
  })
})

import { describe, expect, it } from 'vitest'
import { valid, warningsOf } from '../testkit.js'
import { isWellFormed, oneOf } from './readers.js'

describe('string fields', () => {
  it('accept any well-formed text, emoji included', () => {
    expect(valid({ hostAppName: 'Wallet 🦊 & Co #1 = 100% +' }).hostAppName).toBe(
      'Wallet 🦊 & Co #1 = 100% +',
    )
  })

  it("warn about broken text (a lone surrogate), which the URL carries as U+FFFD as the official SDK's does", () => {
    const broken = '🦊'.slice(0, 1)
    expect(valid({ hostAppName: `App ${broken}` }).hostAppName).toBe(`App ${broken}`)
    expect(warningsOf({ hostAppName: `App ${broken}` })).toEqual([
      {
        path: 'hostAppName',
        message:
          'hostAppName contains an unpaired UTF-16 surrogate (broken text): the widget receives U+FFFD (�) in its place.',
      },
    ])
    expect(warningsOf({ userAddress: `\uDC00x` })[0]!.message).toMatch(/unpaired UTF-16 surrogate/)
    const [warning] = warningsOf({ hostApiKey: `key-of-mine${broken}` })
    expect(warning!.message).not.toContain('key-of-mine')
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

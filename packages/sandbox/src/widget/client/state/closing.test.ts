import { describe, expect, it } from 'vitest'
import { closeDialogAnswer, escapeCloses, userMayClose } from './closing.js'

const config = (closeable: boolean, hideExitButton: boolean, variant = 'desktop') => ({
  closeable,
  hideExitButton,
  variant,
})

describe('userMayClose', () => {
  it('only when closeable and the exit button is shown', () => {
    expect(userMayClose(config(true, false))).toBe(true)
    expect(userMayClose(config(false, false))).toBe(false)
    expect(userMayClose(config(true, true))).toBe(false)
  })
})

describe('escapeCloses', () => {
  it('on overlay variants (desktop, mobile) the user may close', () => {
    expect(escapeCloses(config(true, false, 'desktop'))).toBe(true)
    expect(escapeCloses(config(true, false, 'mobile'))).toBe(true)
    expect(escapeCloses(config(false, false, 'desktop'))).toBe(false)
    expect(escapeCloses(config(true, true, 'mobile'))).toBe(false)
  })

  it('never on embedded, hosted or auto variants', () => {
    for (const variant of [
      'embedded-desktop',
      'embedded-mobile',
      'hosted-desktop',
      'hosted-auto',
      'auto',
    ]) {
      expect(escapeCloses(config(true, false, variant))).toBe(false)
    }
  })
})

describe('closeDialogAnswer', () => {
  it("answers the host's request either way", () => {
    expect(closeDialogAnswer(true, true)).toBe('WIDGET_CLOSE_REQUEST_CONFIRMED')
    expect(closeDialogAnswer(true, false)).toBe('WIDGET_CLOSE_REQUEST_CANCELLED')
  })

  it("on the user's own request, closes if confirmed and says nothing otherwise", () => {
    expect(closeDialogAnswer(false, true)).toBe('WIDGET_CLOSE')
    expect(closeDialogAnswer(false, false)).toBeUndefined()
  })
})

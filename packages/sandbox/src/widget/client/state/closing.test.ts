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
    expect(escapeCloses(config(true, false, 'desktop'), '2.0')).toBe(true)
    expect(escapeCloses(config(true, false, 'mobile'), '2.0')).toBe(true)
    expect(escapeCloses(config(false, false, 'desktop'), '2.0')).toBe(false)
    expect(escapeCloses(config(true, true, 'mobile'), '2.0')).toBe(false)
  })

  it('never on embedded, hosted or auto variants', () => {
    for (const variant of [
      'embedded-desktop',
      'embedded-mobile',
      'hosted-desktop',
      'hosted-auto',
      'auto',
    ]) {
      expect(escapeCloses(config(true, false, variant), '2.0')).toBe(false)
    }
  })

  it('below version 2 never: the host SDK owns Escape', () => {
    for (const version of ['1', '1.0', '1.9.9', '0.3']) {
      expect(escapeCloses(config(true, false, 'desktop'), version)).toBe(false)
    }
    expect(escapeCloses(config(true, false, 'desktop'), '2')).toBe(true)
    expect(escapeCloses(config(true, false, 'desktop'), '10.1')).toBe(true)
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

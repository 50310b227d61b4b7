// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { isElementLike, isEmbeddedVariant, isHostedVariant, isWidgetVariant } from './variants.js'

describe('variant helpers', () => {
  it('classify variants', () => {
    expect(isWidgetVariant('webview-mobile')).toBe(true)
    expect(isWidgetVariant('overlay')).toBe(false)
    expect(isWidgetVariant(1)).toBe(false)
    expect(isEmbeddedVariant('embedded-mobile')).toBe(true)
    expect(isEmbeddedVariant('mobile')).toBe(false)
    expect(isHostedVariant('hosted-mobile')).toBe(true)
    expect(isHostedVariant('webview-desktop')).toBe(false)
  })

  it('isElementLike duck-types elements and survives hostile values', () => {
    expect(isElementLike(document.createElement('div'))).toBe(true)
    expect(isElementLike(document)).toBe(false)
    expect(isElementLike(document.createTextNode('x'))).toBe(false)
    expect(isElementLike({ nodeType: 1, appendChild() {} })).toBe(true)
    expect(
      isElementLike(
        new Proxy(
          {},
          {
            get: () => {
              throw new Error('x')
            },
          },
        ),
      ),
    ).toBe(false)
    expect(isElementLike(null)).toBe(false)
  })
})

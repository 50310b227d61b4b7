import { describe, expect, it } from 'vitest'
import { OFFICIAL_VARIANTS } from './checkCompatConfig.js'
import {
  confirmsClose,
  EMBEDDED_WIDGET_VARIANTS,
  frameStyle,
  HOSTED_WIDGET_VARIANTS,
  isDesktopLayout,
  isDismissible,
  isOfficialVariant,
  isOverlay,
  isWidgetVariant,
  picksByViewport,
  pickVariant,
  variantKind,
  WIDGET_VARIANTS,
} from './variants.js'

/** The variants for which `read` answers true, in the table's order. */
const where = (read: (variant: string) => boolean) => WIDGET_VARIANTS.filter(read)

describe('the table of widget variants', () => {
  it('lists the variants in the spec order the validation messages use', () => {
    expect(WIDGET_VARIANTS).toEqual([
      'auto',
      'hosted',
      'desktop',
      'mobile',
      'hosted-mobile',
      'webview-desktop',
      'webview-mobile',
      'embedded-mobile',
      'embedded-desktop',
      'hosted-desktop',
      'hosted-auto',
    ])
    expect(EMBEDDED_WIDGET_VARIANTS).toEqual(['embedded-mobile', 'embedded-desktop'])
    expect(HOSTED_WIDGET_VARIANTS).toEqual([
      'hosted',
      'hosted-mobile',
      'hosted-desktop',
      'hosted-auto',
    ])
  })

  it('gives each variant its kind', () => {
    expect(Object.fromEntries(WIDGET_VARIANTS.map((v) => [v, variantKind(v)]))).toEqual({
      auto: 'overlay',
      desktop: 'overlay',
      mobile: 'overlay',
      hosted: 'hosted',
      'hosted-mobile': 'hosted',
      'hosted-desktop': 'hosted',
      'hosted-auto': 'hosted',
      'webview-desktop': 'webview',
      'webview-mobile': 'webview',
      'embedded-mobile': 'embedded',
      'embedded-desktop': 'embedded',
    })
    expect(where(isOverlay)).toEqual(['auto', 'desktop', 'mobile'])
  })

  it('says nothing of what is not a variant: other text, keys of Object.prototype, non-text', () => {
    for (const value of [
      '',
      'Desktop',
      'overlay',
      'constructor',
      'toString',
      '__proto__',
      'length',
    ]) {
      expect(variantKind(value)).toBeUndefined()
      expect(isWidgetVariant(value)).toBe(false)
      expect(isDismissible(value)).toBe(false)
      expect(isOfficialVariant(value)).toBe(false)
      expect(picksByViewport(value)).toBe(false)
      expect(pickVariant(value, () => 'desktop')).toBe(value)
    }
    // An array would name a key by its text: `['auto']` is not `auto`.
    for (const value of [['auto'], { toString: () => 'desktop' }, 1, null, undefined]) {
      expect(variantKind(value)).toBeUndefined()
      expect(isOverlay(value)).toBe(false)
    }
  })

  it('lets the viewport pick for auto and hosted-auto only, asking it only for them', () => {
    expect(where(picksByViewport)).toEqual(['auto', 'hosted-auto'])
    expect(pickVariant('auto', () => 'desktop')).toBe('desktop')
    expect(pickVariant('auto', () => 'mobile')).toBe('mobile')
    expect(pickVariant('hosted-auto', () => 'desktop')).toBe('hosted-desktop')
    expect(pickVariant('hosted-auto', () => 'mobile')).toBe('hosted-mobile')
    const never = () => {
      throw new Error('asked the viewport')
    }
    for (const variant of where((v) => !picksByViewport(v)))
      expect(pickVariant(variant, never)).toBe(variant)
  })

  it('says who closes what, and which variants the official SDK shows as asked', () => {
    expect(where(isDismissible)).toEqual(['desktop', 'mobile'])
    expect(where(confirmsClose)).toEqual(['desktop'])
    expect(where(isDesktopLayout)).toEqual(['desktop', 'embedded-desktop'])
    expect(where((v) => !isOfficialVariant(v))).toEqual([
      'hosted',
      'webview-desktop',
      'webview-mobile',
    ])
    expect(OFFICIAL_VARIANTS).toEqual(where(isOfficialVariant))
  })

  it('sizes the frames: the official 895 × 590 desktop box, the embedded minimums', () => {
    expect(frameStyle('desktop')).toContain('width:895px;height:590px')
    expect(frameStyle('mobile')).toBe('background:#fff')
    expect(frameStyle('embedded-desktop')).toBe('min-height:590px')
    expect(frameStyle('embedded-mobile')).toBe('min-height:667px;min-width:320px')
  })
})

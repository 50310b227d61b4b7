import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { appVersionMajor, checkWidgetAppVersion, DEFAULT_WIDGET_APP_VERSION } from './appVersion.js'
import { widgetPage } from './widgetPage.js'

describe('checkWidgetAppVersion', () => {
  it('takes major, major.minor and major.minor.patch', () => {
    for (const version of ['1', '1.0', '2.3.1', DEFAULT_WIDGET_APP_VERSION]) {
      expect(checkWidgetAppVersion(version)).toBe(version)
    }
  })

  it('refuses anything else, markup included', () => {
    for (const version of ['', 'v2', '2.', '1.2.3.4', '2.0-beta', '"><script>', ' 2.0']) {
      expect(() => checkWidgetAppVersion(version)).toThrow(TypeError)
    }
  })

  it('whatever it accepts is digits and dots, safe in an attribute', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        let accepted = false
        try {
          checkWidgetAppVersion(text)
          accepted = true
        } catch {}
        if (accepted) expect(text).toMatch(/^[0-9.]+$/)
      }),
    )
  })
})

describe('appVersionMajor', () => {
  it('reads the major as the official SDK does', () => {
    expect(appVersionMajor('1.0')).toBe(1)
    expect(appVersionMajor('2.3.1')).toBe(2)
    expect(appVersionMajor('10')).toBe(10)
  })
})

describe('widgetPage', () => {
  it('carries the version for the script, and the default one without it', () => {
    expect(widgetPage('1.0')).toContain('<meta name="rampkit-widget-app-version" content="1.0">')
    expect(widgetPage()).toContain(`content="${DEFAULT_WIDGET_APP_VERSION}"`)
  })
})

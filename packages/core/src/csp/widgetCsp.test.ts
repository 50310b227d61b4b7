import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { IFRAME_ALLOW } from '../widget/mount/frame.js'
import { type CspError, isCspError } from './CspError.js'
import { WIDGET_FRAME_PERMISSIONS, widgetCsp } from './widgetCsp.js'

const SANDBOX = 'http://127.0.0.1:8787/widget/'

function refusal(run: () => unknown): CspError {
  try {
    run()
  } catch (error) {
    if (isCspError(error)) return error
    throw error
  }
  throw new Error('not refused')
}

describe('widgetCsp', () => {
  it('an overlay or an embedded widget: frame-src its origin, and the allow list', () => {
    for (const variant of ['auto', 'desktop', 'mobile', 'embedded-desktop'] as const) {
      const csp = widgetCsp({ url: SANDBOX, variant })
      expect(csp.directives).toEqual({ 'frame-src': ['http://127.0.0.1:8787'] })
      expect(csp.allow).toBe(IFRAME_ALLOW)
      expect(String(csp)).toBe('frame-src http://127.0.0.1:8787')
    }
  })

  it('no url: the production widget; no variant: auto, an overlay', () => {
    expect(`${widgetCsp({})}`).toBe('frame-src https://app.rampnetwork.com')
  })

  it('hosted and webview variants need no directive and no allow list', () => {
    for (const variant of ['hosted', 'hosted-auto', 'hosted-mobile', 'webview-mobile'] as const) {
      const csp = widgetCsp({ url: SANDBOX, variant })
      expect(csp.directives).toEqual({})
      expect(csp.allow).toBe('')
      expect(csp.toString()).toBe('')
    }
  })

  it('several configurations: each frame origin once; the API origins in connect-src', () => {
    const csp = widgetCsp(
      [
        { url: 'https://app.rampnetwork.com/', variant: 'embedded-desktop' },
        { url: 'https://APP.rampnetwork.com:443/sell', variant: 'desktop' },
        { url: 'https://other.example/', variant: 'hosted' },
      ],
      { apiBaseUrl: ['https://api.ramp.network/api', 'https://api.ramp.network/legacy'] },
    )
    expect(csp.directives).toEqual({
      'frame-src': ['https://app.rampnetwork.com'],
      'connect-src': ['https://api.ramp.network'],
    })
    expect(`${csp}`).toBe(
      'frame-src https://app.rampnetwork.com; connect-src https://api.ramp.network',
    )
  })

  it("mergeInto: the host's own policy with the widget's sources added", () => {
    const csp = widgetCsp({ url: SANDBOX }, { apiBaseUrl: 'http://127.0.0.1:8787' })
    expect(
      csp.mergeInto("default-src 'self'; script-src 'self'; require-trusted-types-for 'script'"),
    ).toBe(
      "default-src 'self'; script-src 'self'; require-trusted-types-for 'script'; frame-src 'self' http://127.0.0.1:8787; connect-src 'self' http://127.0.0.1:8787",
    )
  })

  it('an international host goes in as punycode; a user name and password never', () => {
    expect(`${widgetCsp({ url: 'https://bücher.example/w' })}`).toBe(
      'frame-src https://xn--bcher-kva.example',
    )
    expect(`${widgetCsp({ url: 'https://user:secret@app.example/' })}`).toBe(
      'frame-src https://app.example',
    )
  })

  it.each([
    ["https://app.example'; script-src *", 'a blank'],
    ['https://a;script-src/', 'a ; in the host, which the URL parser keeps'],
    ['https://a.com%3B/', 'an escaped ; that the host decodes'],
    ["https://a'b.example/", 'a quote'],
    ['https://*.example/', 'a wildcard'],
    ['https://a,b.example/', 'a comma (a second policy)'],
    ['https://[::1]:8080/', 'an IPv6 literal, which a policy cannot name'],
    ['javascript:alert(1)', 'another scheme'],
    ['data:text/html,hi', 'another scheme'],
    ['/widget', 'a relative address'],
    ['', 'an empty one'],
  ])('refuses url %j (%s) with a CspError', (url) => {
    const error = refusal(() => widgetCsp({ url }))
    expect(error).toMatchObject({ name: 'CspError', code: 'INVALID_URL', field: 'url' })
  })

  it('refuses a bad apiBaseUrl and an unknown variant, naming the field', () => {
    expect(refusal(() => widgetCsp({}, { apiBaseUrl: 'ftp://x.example' }))).toMatchObject({
      code: 'INVALID_URL',
      field: 'apiBaseUrl',
    })
    const variant = refusal(() => widgetCsp({ variant: 'popup' as 'hosted' }))
    expect(variant).toMatchObject({ code: 'INVALID_VARIANT', field: 'variant' })
    expect(variant.message).toBe('variant "popup" is not a widget variant.')
  })

  it("an address with credentials is not repeated in the error's message", () => {
    const error = refusal(() => widgetCsp({ url: 'ftp://user:hunter2@x.example' }))
    expect(error.message).not.toContain('hunter2')
  })

  it('the result cannot be changed afterwards', () => {
    const csp = widgetCsp({ url: SANDBOX })
    expect(Object.isFrozen(csp.directives)).toBe(true)
    expect(Object.isFrozen(csp.directives['frame-src'])).toBe(true)
  })
})

describe("the frame's allow list", () => {
  it('is the features of WIDGET_FRAME_PERMISSIONS, each with why it is there', () => {
    expect(Object.keys(WIDGET_FRAME_PERMISSIONS).join('; ')).toBe(IFRAME_ALLOW)
    for (const why of Object.values(WIDGET_FRAME_PERMISSIONS))
      expect(why.length).toBeGreaterThan(20)
  })

  it("names every feature the official SDK's frame is allowed (the widget uses them)", () => {
    const require = createRequire(import.meta.url)
    const sdk = readFileSync(require.resolve('@ramp-network/ramp-instant-sdk'), 'utf8')
    const official = [...sdk.matchAll(/setAttribute\('allow', '([^']*)'\)/g)].map((m) => m[1])
    expect(official.length).toBeGreaterThan(0)
    const features = (list: string) => new Set(list.split(';').map((f) => f.trim()))
    for (const list of official) expect(features(IFRAME_ALLOW)).toEqual(features(list!))
  })
})

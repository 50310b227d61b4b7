import { describe, expect, it } from 'vitest'
import { PRODUCTION_WIDGET_URL } from '../constants.js'
import { BASE, expectOneIssue, KEY, valid, warningsOf } from '../testkit.js'
import { validateWidgetConfig } from '../validateWidgetConfig.js'

const URL_FIELDS = ['hostLogoUrl', 'webhookStatusUrl', 'offrampWebhookV3Url'] as const

describe('URL fields', () => {
  it.each(URL_FIELDS)('%s accepts absolute http and https URLs, kept as given', (key) => {
    expect(valid({ [key]: 'http://localhost:8788/hook?a=1#x' })[key]).toBe(
      'http://localhost:8788/hook?a=1#x',
    )
    expect(valid({ [key]: '  https://example.com/a b  ' })[key]).toBe('  https://example.com/a b  ')
  })

  it.each(URL_FIELDS)(
    '%s passes javascript:, data:, ftp: and relative URLs on with a warning (spec 2.11 states no format)',
    (key) => {
      for (const value of [
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        'ftp://example.com/x',
        '/logo.svg',
      ]) {
        const both = { enabledFlows: ['ONRAMP', 'OFFRAMP'] }
        expect(valid({ ...both, [key]: value })[key]).toBe(value)
        const warnings = warningsOf({ ...both, [key]: value })
        expect(warnings.map((w) => w.path)).toEqual([key])
        expect(warnings[0]!.message).toMatch(
          new RegExp(`^${key} should be an absolute http\\(s\\) URL such as 'https://example.com/`),
        )
        expect(warnings[0]!.message).toContain(
          `got the string ${JSON.stringify(value)}: the widget runs on its own origin`,
        )
      }
    },
  )

  it('a URL field of the wrong type is an issue', () => {
    expectOneIssue(
      { webhookStatusUrl: 42 },
      'webhookStatusUrl',
      /must be a string, got the number 42/,
    )
    expectOneIssue({ hostLogoUrl: ['https://x'] }, 'hostLogoUrl', /must be a string/)
  })

  it('finalUrl is checked for shape too (with a hosted on-ramp variant)', () => {
    expect(
      valid({ variant: 'hosted', finalUrl: 'https://h.example/done?x=1&y=2#frag' }).finalUrl,
    ).toBe('https://h.example/done?x=1&y=2#frag')
    expect(warningsOf({ variant: 'hosted', finalUrl: 'javascript:void 0' })[0]!.path).toBe(
      'finalUrl',
    )
  })

  it('finalUrl as an app link: a warning on the web, none where a phone app opens the widget', () => {
    const appLink = { variant: 'hosted', finalUrl: 'mywallet://ramp-done?order=7#top' }
    // The web (and a caller that does not say): a page cannot go back to an app this way.
    expect(warningsOf(appLink).map((w) => w.path)).toEqual(['finalUrl'])
    const inApp = (fields: Record<string, unknown>) =>
      validateWidgetConfig({ ...BASE, ...fields }, { for: 'app' })
    expect(inApp(appLink)).toMatchObject({ ok: true, warnings: [] })
    // Without a variant: hosted in an app, no word of createWidget's overlay either.
    expect(inApp({ finalUrl: 'mywallet://ramp-done' })).toMatchObject({ ok: true, warnings: [] })
    // What is no app link keeps its warning in an app: a page's own schemes, a relative path,
    // and any other field.
    for (const value of ['javascript:alert(1)', 'data:text/html,x', 'JavaScript:x', '/done']) {
      const result = inApp({ finalUrl: value })
      expect(result.warnings.map((w) => w.path)).toEqual(['finalUrl'])
    }
    expect(inApp({ hostLogoUrl: 'mywallet://logo' }).warnings.map((w) => w.path)).toEqual([
      'hostLogoUrl',
    ])
    // The spec's rules stay: finalUrl is for the on-ramp flow only.
    expect(inApp({ finalUrl: 'mywallet://x', enabledFlows: ['OFFRAMP'] })).toMatchObject({
      ok: false,
      issues: [{ path: 'finalUrl' }],
    })
  })

  it('a huge value is shown shortened', () => {
    const [warning] = warningsOf({ hostLogoUrl: `${'x'.repeat(500)}:y` })
    expect(warning!.message).toMatch(/…": the widget/)
    expect(warning!.message.length).toBeLessThan(220)
  })
})

describe('url (the widget address)', () => {
  it('defaults to the production widget', () => {
    expect(valid().url).toBe(PRODUCTION_WIDGET_URL)
  })

  it('is canonicalised (href, URLSearchParams-style query) and keeps other parameters and the hash', () => {
    expect(valid({ url: 'http://LOCALHOST:8787/widget' }).url).toBe('http://localhost:8787/widget')
    expect(valid({ url: 'https://w.example/?env=a b&flag#frag' }).url).toBe(
      'https://w.example/?env=a+b&flag=#frag',
    )
  })

  it('keeps widget parameters already in its query, with a warning that does not show their values', () => {
    const fields = { url: `https://w.example/?hostApiKey=${KEY}&variant=mobile&env=1&sdkType=X` }
    expect(valid(fields).url).toBe(fields.url)
    const warnings = warningsOf(fields)
    expect(warnings).toEqual([
      {
        path: 'url',
        message:
          "url carries widget parameters in its query ('hostApiKey', 'variant' and 'sdkType'): set them in the configuration instead. Those the widget URL writes replace them; the others reach the widget unchecked.",
      },
    ])
  })

  it('rejects non-http(s) widget addresses: the launcher loads it, the official SDK throws on a relative one', () => {
    expectOneIssue({ url: 'file:///widget.html' }, 'url', /got the string "file:\/\/\/widget.html"/)
    expectOneIssue({ url: '/widget' }, 'url', /must be an absolute http\(s\) URL/)
  })

  it('pathname is a string (it replaces the path of the address)', () => {
    expect(valid({ pathname: '/sell' }).pathname).toBe('/sell')
    expectOneIssue({ pathname: 3 }, 'pathname', /must be a string/)
  })
})

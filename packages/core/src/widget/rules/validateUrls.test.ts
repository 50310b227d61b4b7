import { describe, expect, it } from 'vitest'
import { PRODUCTION_WIDGET_URL } from '../constants.js'
import { expectOneIssue, KEY, valid, warningsOf } from '../testkit.js'

const URL_FIELDS = ['hostLogoUrl', 'webhookStatusUrl', 'offrampWebhookV3Url'] as const

describe('URL fields', () => {
  it.each(URL_FIELDS)('%s accepts absolute http and https URLs, trimmed', (key) => {
    expect(valid({ [key]: 'http://localhost:8788/hook?a=1#x' })[key]).toBe(
      'http://localhost:8788/hook?a=1#x',
    )
    expect(valid({ [key]: '  https://example.com/a b  ' })[key]).toBe('https://example.com/a b')
  })

  it.each(URL_FIELDS)('%s rejects javascript:, data:, ftp: and relative URLs', (key) => {
    expectOneIssue(
      { [key]: 'javascript:alert(1)' },
      key,
      `${key} must be an absolute http(s) URL, got the string "javascript:alert(1)".`,
    )
    expectOneIssue({ [key]: 'data:image/png;base64,AAAA' }, key, /got the string "data:/)
    expectOneIssue({ [key]: 'ftp://example.com/x' }, key, /got the string "ftp:/)
    expectOneIssue({ [key]: '/logo.svg' }, key, /URL, got the string "\/logo.svg"\.$/)
  })

  it('names the field, what is expected and what was given', () => {
    expectOneIssue(
      { webhookStatusUrl: 'example.com/hook' },
      'webhookStatusUrl',
      'webhookStatusUrl must be an absolute http(s) URL, got the string "example.com/hook".',
    )
  })

  it('finalUrl is checked for shape too (with a hosted on-ramp variant)', () => {
    expect(
      valid({ variant: 'hosted', finalUrl: 'https://h.example/done?x=1&y=2#frag' }).finalUrl,
    ).toBe('https://h.example/done?x=1&y=2#frag')
    expectOneIssue({ variant: 'hosted', finalUrl: 'javascript:void 0' }, 'finalUrl', /javascript:/)
  })

  it('a huge value is shown shortened', () => {
    const message = expectOneIssue({ hostLogoUrl: `${'x'.repeat(500)}:y` }, 'hostLogoUrl', /…"\.$/)
    expect(message.length).toBeLessThan(120)
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

  it('drops widget parameters already in its query, with a warning that does not show their values', () => {
    const fields = { url: `https://w.example/?hostApiKey=${KEY}&variant=mobile&env=1&sdkType=X` }
    expect(valid(fields).url).toBe('https://w.example/?env=1')
    const warnings = warningsOf(fields)
    expect(warnings).toEqual([
      {
        path: 'url',
        message:
          "url carries widget parameters in its query ('hostApiKey', 'variant' and 'sdkType'); they were removed: the configuration sets them.",
      },
    ])
  })

  it('rejects non-http(s) widget addresses', () => {
    expectOneIssue({ url: 'file:///widget.html' }, 'url', /got the string "file:\/\/\/widget.html"/)
  })
})

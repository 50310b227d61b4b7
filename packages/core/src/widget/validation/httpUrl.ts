/** Result of checking that a string is an absolute http(s) URL. */
export type HttpUrlCheck = { ok: true; url: URL } | { ok: false; problem: string }

/**
 * Absolute http: or https: URLs only: a `javascript:` or `data:` value in a URL field would be
 * a script-injection path, and a relative one resolves against nobody knows what.
 */
export function checkHttpUrl(value: string): HttpUrlCheck {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return { ok: false, problem: 'it is not an absolute URL' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const scheme = /^[a-z][a-z0-9+.-]{0,19}:$/.test(url.protocol) ? url.protocol : 'another'
    return { ok: false, problem: `it uses the ${scheme} scheme` }
  }
  return { ok: true, url }
}

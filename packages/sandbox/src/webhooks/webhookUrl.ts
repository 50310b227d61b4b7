import { isIP } from 'node:net'

export type WebhookUrlCheck = { ok: true; url: URL } | { ok: false; reason: string }

/**
 * Whether the sandbox may call `text`: an absolute http(s) URL without credentials and, unless
 * `allowExternal`, on this machine (`localhost`, `*.localhost`, 127.0.0.0/8, `[::1]`), and, given
 * `notTarget` (the served sandbox's `--webhook-target` list), one of the configured targets. The
 * sandbox must never send traffic off the machine by default.
 */
export function checkWebhookUrl(
  text: string,
  allowExternal = false,
  notTarget?: (url: URL) => string | undefined,
): WebhookUrlCheck {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, reason: 'is not an absolute URL' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'must be an http or https URL' }
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, reason: 'must not carry a user name or password' }
  }
  // the served sandbox's own list (`--webhook-target`) comes first: it says which flag admits
  const targetProblem = notTarget?.(url)
  if (targetProblem !== undefined) return { ok: false, reason: targetProblem }
  if (!allowExternal && !isLoopbackHost(url.hostname)) {
    return {
      ok: false,
      reason:
        'must point at this machine (localhost, 127.0.0.1 or [::1]); the sandbox delivers nowhere else unless allowExternalWebhooks is set',
    }
  }
  return { ok: true, url }
}

/** `hostname` as `URL` gives it (lowercase, IPv6 in brackets, IPv4 normalised). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (isIP(host) === 4) return host.startsWith('127.')
  const v6 = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
  if (isIP(v6) !== 6) return false
  if (v6 === '::1') return true
  // IPv4-mapped loopback, as URL writes it: ::ffff:7f00:1 (127.0.0.1) … ::ffff:7fff:ffff
  return /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(v6)
}

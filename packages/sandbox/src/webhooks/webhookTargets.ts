/** Where a served sandbox delivers unless told otherwise: the example webhook receiver. */
export const DEFAULT_WEBHOOK_TARGETS: readonly string[] = [
  'http://127.0.0.1:8788',
  'http://localhost:8788',
]

/** One `--webhook-target`: an origin, and optionally a path prefix under it. */
interface WebhookTarget {
  origin: string
  pathPrefix: string
}

/**
 * Parses a `--webhook-target` value: an absolute http(s) URL without credentials, query or
 * fragment. Throws a TypeError naming what is wrong.
 */
export function parseWebhookTarget(text: string): WebhookTarget {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new TypeError(`${JSON.stringify(text)} is not an absolute URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`${JSON.stringify(text)} is not an http(s) URL`)
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new TypeError('a webhook target has no user name, password, query or fragment')
  }
  return { origin: url.origin, pathPrefix: url.pathname }
}

/**
 * The targets rule: a webhook URL is called only when it lies under one of `targets` (same
 * origin, path under the target's). Answers why not, naming the flag that admits it.
 */
export function createWebhookTargetCheck(
  targets: readonly string[],
): (url: URL) => string | undefined {
  const parsed = targets.map(parseWebhookTarget)
  const listed = parsed.map((target) => `${target.origin}${target.pathPrefix.replace(/\/$/, '')}`)
  return (url) => {
    const admitted = parsed.some(
      (target) =>
        target.origin === url.origin &&
        (target.pathPrefix === '/' ||
          url.pathname === target.pathPrefix ||
          url.pathname.startsWith(
            target.pathPrefix.endsWith('/') ? target.pathPrefix : `${target.pathPrefix}/`,
          )),
    )
    if (admitted) return undefined
    const configured = listed.length === 0 ? 'none' : listed.join(', ')
    return `is not a webhook target of this sandbox (${configured}); start it with --webhook-target ${url.origin} to admit it`
  }
}

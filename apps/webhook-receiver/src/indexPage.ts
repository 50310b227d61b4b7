import { escapeHtml, htmlPageStart } from '@rampkit/server-plumbing'
/** What `GET /` tells: the receiver, its routes and how many calls it stored. */
export interface ReceiverIndex {
  name: 'rampkit webhook receiver'
  /** Calls stored; null when reading them needs the read token and the request has none. */
  storedCalls: number | null
  webhooksUrl: string
  healthUrl: string
  routes: Record<string, string>
}

export const ROUTES: Record<string, string> = {
  'POST /webhooks/purchase': 'purchase calls (use as webhookStatusUrl)',
  'POST /webhooks/offramp': 'sale calls (use as offrampWebhookV3Url)',
  'POST /webhooks': 'either kind',
  'GET /webhooks?limit=N': 'the stored calls, newest first, view tokens redacted',
  'GET /health': 'liveness: { ok: true }',
}

/** The receiver's icon: a webhook hook on the sandbox's navy, a tiny SVG. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#15233b"/><path d="M11 8v10a5 5 0 0 0 10 0v-3" fill="none" stroke="#5b8def" stroke-width="3.5" stroke-linecap="round"/><path d="m17 13 4-4 4 4" fill="none" stroke="#5b8def" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>'

/** The index as a page: accessible markup, no script. */
export function indexPage(index: ReceiverIndex): string {
  const stored =
    index.storedCalls === null
      ? 'How many calls are stored is shown with the read token only (<code>WEBHOOKS_READ_TOKEN</code>).'
      : `${index.storedCalls} ${index.storedCalls === 1 ? 'call' : 'calls'} stored.`
  const routes = Object.entries(index.routes)
    .map(
      ([route, what]) =>
        `<tr><th scope="row"><code>${escapeHtml(route)}</code></th><td>${escapeHtml(what)}</td></tr>`,
    )
    .join('\n')
  return `${htmlPageStart(
    'rampkit webhook receiver',
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root { font: 15px/1.5 system-ui, sans-serif; color: #1b1f24; }
body { max-width: 48rem; margin: 0 auto; padding: 1rem 1.2rem; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 1.6rem; }
code { font-family: ui-monospace, monospace; font-size: .9em; }
th { text-align: left; padding-right: 1rem; font-weight: 400; }
</style>`,
  )}
<main>
<h1>rampkit webhook receiver</h1>
<p>Verifies each call's <code>X-Body-Signature</code> and stores purchase and sale webhook calls, once each.
This page answers as JSON too (<code>Accept: application/json</code>).</p>
<p role="status">${stored}</p>
<p><a href="${escapeHtml(index.webhooksUrl)}">Stored calls (<code>/webhooks</code>)</a> ·
<a href="${escapeHtml(index.healthUrl)}">Health (<code>/health</code>)</a></p>
<h2 id="routes-title">Routes</h2>
<table aria-labelledby="routes-title">
<tbody>
${routes}
</tbody>
</table>
</main>
</body>
</html>`
}

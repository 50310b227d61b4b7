import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseCsp, serializeCsp, type WidgetCspConfig, widgetCsp } from '@rampkit/core/csp'
import { DEMO_HOST_API_KEY, type StartedSandbox } from '@rampkit/sandbox'
import type { BrowserContext, Page } from 'playwright-core'
import { collectConsoleProblems } from './consoleProblems.js'
import { browserBundle } from './servers.js'

/**
 * The page's own policy before the widget's directives: everything from its origin only, no
 * inline script or style, no plugin, and every script sink behind a Trusted Type.
 */
export const STRICT_BASE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'"

/** A violation as the page's `securitypolicyviolation` listener recorded it. */
export interface Violation {
  directive: string
  blocked: string
  sample: string
}

/** What a strict page exposes to the tests (set by its module, /app.js). */
export interface StrictWindow {
  ready: boolean
  events: { type: string }[]
  violations: Violation[]
  /** Creates the widget (embedded ones in #container); the page's Buy button shows it. */
  prepare(config: Record<string, unknown>): void
  /** Reads the host API from the browser (`connect-src`): 'ok' or the error's message. */
  readAssets(): Promise<string>
}

// The host page's module: no inline code anywhere, so the policy needs no 'unsafe-inline'.
const APP = (apiUrl: string) => `
import { createHostApiClient, createWidget } from '@rampkit/core'
const client = createHostApiClient({ baseUrl: ${JSON.stringify(apiUrl)}, hostApiKey: ${JSON.stringify(DEMO_HOST_API_KEY)} })
window.events = []
window.prepare = (config) => {
  const full = { ...config }
  if (String(full.variant).startsWith('embedded')) full.containerNode = document.getElementById('container')
  const widget = createWidget(full)
  widget.on('*', (event) => window.events.push(event))
  document.getElementById('buy').onclick = () => widget.show()
}
window.readAssets = () => client.v3.getAssets().then(() => 'ok', (error) => String(error && error.message))
window.ready = true
`

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Strict host</title>
<link rel="stylesheet" href="/page.css">
<script type="module" src="/app.js"></script>
</head>
<body>
<h1>Strict host</h1>
<button id="buy" type="button">Buy crypto</button>
<div id="container"></div>
</body>
</html>
`

const CSS =
  'body { font-family: sans-serif; margin: 24px } #container { width: 900px; height: 700px }'

export interface StrictPageServer {
  origin: string
  /** The header the page is served with, less `drop` (a directive name) if given. */
  policy(drop?: string): string
  close(): Promise<void>
}

/**
 * Serves the strict host page (`/`, `/app.js`: @rampkit/core's build bundled once, `/page.css`)
 * under `STRICT_BASE_POLICY` merged with `widgetCsp(configs, { apiBaseUrl })`. `/?drop=<name>`
 * serves it without that directive.
 */
export async function serveStrictPage(
  sandbox: StartedSandbox,
  configs: readonly WidgetCspConfig[],
): Promise<StrictPageServer> {
  const app = await browserBundle(APP(sandbox.apiUrl))
  const full = widgetCsp(configs, { apiBaseUrl: sandbox.apiUrl }).mergeInto(STRICT_BASE_POLICY)
  const policy = (drop?: string) => {
    const directives = parseCsp(full)
    if (drop) delete directives[drop]
    return serializeCsp(directives)
  }
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    const headers = { 'content-security-policy': policy(url.searchParams.get('drop') ?? undefined) }
    const body =
      url.pathname === '/'
        ? ['text/html; charset=utf-8', PAGE]
        : url.pathname === '/app.js'
          ? ['text/javascript', app]
          : url.pathname === '/page.css'
            ? ['text/css', CSS]
            : undefined
    if (!body) response.writeHead(404).end('not found')
    else response.writeHead(200, { ...headers, 'content-type': body[0]! }).end(body[1])
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    policy,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/**
 * Records every `securitypolicyviolation` of a page in `window.violations`, from before its
 * first script (an init script runs outside the page's policy).
 */
export async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const violations: Violation[] = []
    Object.assign(window, { violations })
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        violations.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
        }),
      true,
    )
  })
}

/** The page's recorded violations and its console problems (the widget's own frame left out). */
export async function reported(
  page: Page,
  consoleProblems: readonly string[],
): Promise<{ violations: Violation[]; console: string[] }> {
  const violations = await page.evaluate(() => (window as unknown as StrictWindow).violations)
  return { violations, console: [...consoleProblems] }
}

/** A console collector for the host page that leaves out the sandbox's own pages. */
export function hostConsole(page: Page, sandbox: StartedSandbox): string[] {
  return collectConsoleProblems(page, [sandbox.url])
}

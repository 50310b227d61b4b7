import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseCsp, serializeCsp, type WidgetCspConfig, widgetCsp } from '@rampkit/core/csp'
import { DEMO_HOST_API_KEY, type StartedSandbox } from '@rampkit/sandbox'
import { build, type Plugin } from 'esbuild'
import type { BrowserContext, Page } from 'playwright-core'
import { ensureBuilt } from '../examples/buildExampleApp.js'
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

/** What a strict page exposes to the tests (set by its module, `/<app>.js`). */
export interface StrictWindow {
  ready: boolean
  events: { type: string }[]
  violations: Violation[]
  /**
   * Creates the widget (embedded ones in #container): core's launcher and the element's
   * overlays are shown by the page's Buy button, an adapter's embedded widget at once.
   * `preload` (core only): `preloadWidget` when the page is idle.
   */
  prepare(config: Record<string, unknown>, options?: { preload?: boolean }): void
  /** Reads the host API from the browser (`connect-src`): 'ok' or the error's message. */
  readAssets(): Promise<string>
}

// The host page's module: no inline code anywhere, so the policy needs no 'unsafe-inline'.
// `prepare` is the app's own: core's launcher shown by the Buy button, or an adapter's widget.
const PAGE_MODULE = (apiUrl: string, prepare: string) => `
import { createHostApiClient } from '@rampkit/core'
${prepare}
const client = createHostApiClient({ baseUrl: ${JSON.stringify(apiUrl)}, hostApiKey: ${JSON.stringify(DEMO_HOST_API_KEY)} })
window.events = []
window.prepare = prepare
window.readAssets = () => client.v3.getAssets().then(() => 'ok', (error) => String(error && error.message))
window.ready = true
`

const container = "document.getElementById('container')"
const record = '(event) => window.events.push(event)'

/** The repository: each app's modules resolve from a folder under it. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * The apps a strict page can run: core's launcher and its compat `RampInstantSDK` (shown by the
 * Buy button), and each adapter's embedded widget mounted with the configuration (the element's
 * overlays shown by the Buy button too).
 */
const APPS = {
  core: {
    from: 'e2e',
    prepare: `import { createWidget, preloadWidget } from '@rampkit/core'
function prepare(config, options = {}) {
  const full = { ...config }
  if (String(full.variant).startsWith('embedded')) full.containerNode = ${container}
  const widget = createWidget(full)
  widget.on('*', ${record})
  const buy = document.getElementById('buy')
  buy.onclick = () => widget.show()
  if (options.preload) preloadWidget(widget, { when: 'idle', opener: buy })
}`,
  },
  compat: {
    from: 'e2e',
    prepare: `import { RampInstantSDK } from '@rampkit/core/compat'
function prepare(config) {
  const full = { ...config }
  if (String(full.variant).startsWith('embedded')) full.containerNode = ${container}
  const sdk = new RampInstantSDK(full).on('*', ${record})
  document.getElementById('buy').onclick = () => sdk.show()
}`,
  },
  react: {
    from: 'apps/react-example',
    prepare: `import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { RampWidget } from '@rampkit/react'
function prepare(config) {
  createRoot(${container}).render(createElement(RampWidget, { config, onEvent: ${record} }))
}`,
  },
  vue: {
    from: 'apps/vue-example',
    prepare: `import { createApp, h } from 'vue'
import { RampWidget } from '@rampkit/vue'
function prepare(config) {
  createApp({ render: () => h(RampWidget, { config, onEvent: ${record} }) }).mount(${container})
}`,
  },
  svelte: {
    from: 'apps/svelte-example',
    prepare: `import { mount } from 'svelte'
import { RampWidget } from '@rampkit/svelte'
function prepare(config) {
  mount(RampWidget, { target: ${container}, props: { config, onEvent: ${record} } })
}`,
  },
  element: {
    // The package itself (a self-reference): it depends on core, which the page module imports.
    from: 'packages/element',
    prepare: `import { defineRampKitWidget } from '@rampkit/element'
defineRampKitWidget()
function prepare(config) {
  const element = document.createElement('rampkit-widget')
  for (const [key, value] of Object.entries(config)) {
    element.setAttribute(key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(), String(value))
  }
  element.addEventListener('rampkit-event', (event) => window.events.push(event.detail))
  ${container}.append(element)
  document.getElementById('buy').onclick = () => element.show()
}`,
  },
} as const

/** An app that runs on the strict page. */
export type StrictApp = keyof typeof APPS

/** Compiles `.svelte` files for the browser, as the Svelte plugin of an app's bundler does. */
const sveltePlugin: Plugin = {
  name: 'svelte',
  setup(builder) {
    builder.onLoad({ filter: /\.svelte$/ }, async ({ path }) => {
      // The compiler of the Svelte the app resolves.
      const app = createRequire(`${ROOT}apps/svelte-example/package.json`)
      const { compile } = await import(pathToFileURL(app.resolve('svelte/compiler')).href)
      const { js } = compile(await readFile(path, 'utf8'), { filename: path, generate: 'client' })
      return { contents: js.code, loader: 'js', resolveDir: dirname(path) }
    })
  },
}

/** `app`'s page module bundled for the browser as its bundler would (production React/Vue). */
async function appBundle(app: StrictApp, apiUrl: string): Promise<string> {
  const { from, prepare } = APPS[app]
  if (from === 'e2e') return browserBundle(PAGE_MODULE(apiUrl, prepare))
  const result = await build({
    stdin: { contents: PAGE_MODULE(apiUrl, prepare), resolveDir: `${ROOT}${from}`, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['svelte', 'browser', 'production'],
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'false',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    plugins: [sveltePlugin],
    minify: true,
    write: false,
  })
  return result.outputFiles[0]!.text
}

const PAGE = (script: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Strict host</title>
<link rel="stylesheet" href="/page.css">
<script type="module" src="${script}"></script>
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
 * Serves the strict host page of each app in `apps` (`/<app>`, its module `/<app>.js` bundled
 * once from the built packages, `/page.css`) under `STRICT_BASE_POLICY` merged with
 * `widgetCsp(configs, { apiBaseUrl })`. `?drop=<name>` serves it without that directive,
 * `?coop=<value>` with that `Cross-Origin-Opener-Policy`.
 */
export async function serveStrictPage(
  sandbox: StartedSandbox,
  configs: readonly WidgetCspConfig[],
  apps: readonly StrictApp[],
): Promise<StrictPageServer> {
  const bundles = new Map<string, string>()
  // One after the other: each build takes both cores for a moment.
  for (const app of apps) {
    if (APPS[app].from !== 'e2e') ensureBuilt(`@rampkit/${app}`)
    bundles.set(`/${app}.js`, await appBundle(app, sandbox.apiUrl))
  }
  const full = widgetCsp(configs, { apiBaseUrl: sandbox.apiUrl }).mergeInto(STRICT_BASE_POLICY)
  const policy = (drop?: string) => {
    const directives = parseCsp(full)
    if (drop) delete directives[drop]
    return serializeCsp(directives)
  }
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    const headers: Record<string, string> = {
      'content-security-policy': policy(url.searchParams.get('drop') ?? undefined),
    }
    const coop = url.searchParams.get('coop')
    if (coop) headers['cross-origin-opener-policy'] = coop
    const script = bundles.get(`${url.pathname}.js`)
    const body =
      script !== undefined
        ? ['text/html; charset=utf-8', PAGE(`${url.pathname}.js`)]
        : bundles.has(url.pathname)
          ? ['text/javascript', bundles.get(url.pathname)!]
          : url.pathname === '/page.css'
            ? ['text/css', CSS]
            : undefined
    // The browser asks for a favicon: no 404 in the page's console.
    if (url.pathname === '/favicon.ico') response.writeHead(204, headers).end()
    else if (!body) response.writeHead(404).end('not found')
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

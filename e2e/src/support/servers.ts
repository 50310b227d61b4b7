import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import { build } from 'esbuild'
import { hostPage } from './hostPage.js'

const E2E_DIR = fileURLToPath(new URL('../../', import.meta.url))

let bundle: Promise<string> | undefined

/**
 * `entry` (a module re-exporting from @rampkit/core's built package) bundled for the browser as
 * an app's bundler would: one minified ES module.
 */
export async function browserBundle(entry: string): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: E2E_DIR, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
  })
  return result.outputFiles[0]!.text
}

/** The host page's copy of @rampkit/core: its built package, bundled for the browser. */
function coreBundle(): Promise<string> {
  bundle ??= browserBundle(
    "export { createWidget, buildWidgetUrl, parseWidgetUrl, WidgetConfigError, SDK_VERSION } from '@rampkit/core'",
  )
  return bundle
}

type Answer = { type: string; body: string; headers?: Record<string, string> }
type Route = () => Promise<Answer> | Answer

async function serve(routes: Record<string, Route>): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname]
    if (!route) {
      response.writeHead(404).end('not found')
      return
    }
    Promise.resolve(route()).then(
      ({ type, body, headers }) =>
        response.writeHead(200, { ...headers, 'content-type': type }).end(body),
      (error) => response.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

const html = (body: string) => ({ type: 'text/html; charset=utf-8', body })

/**
 * Posts the message in its URL fragment (JSON) to its parent with target '*', then tells the
 * parent it did: a page on another origin trying to pass for the widget.
 */
const FORGE_PAGE = `<!doctype html><meta charset="utf-8"><title>forger</title><script>
  const message = JSON.parse(decodeURIComponent(location.hash.slice(1)))
  parent.postMessage(message, '*')
  parent.postMessage({ type: 'FORGER_DONE' }, '*')
</script>`

export interface Servers {
  sandbox: StartedSandbox
  /** Origin of the host app's page (`/`), its bundle (`/rampkit.js`) and `/done.html`. */
  host: string
  /** A third origin, serving `/forge.html` and `/silent.html` (a page that never speaks). */
  evil: string
  close(): Promise<void>
}

/** The sandbox, the host app and a hostile page, each on its own local port (own origin). */
export async function startServers(): Promise<Servers> {
  const [sandbox, host, evil] = await Promise.all([
    startSandbox({ port: 0, host: '127.0.0.1' }),
    serve({
      '/': () => html(hostPage()),
      // The same page under a strict Content-Security-Policy: no inline styles of any kind.
      '/strict-csp': (): Answer => ({
        ...html(hostPage()),
        headers: {
          'content-security-policy': `default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self'; frame-src ${sandbox.url}`,
        },
      }),
      '/rampkit.js': async () => ({ type: 'text/javascript', body: await coreBundle() }),
      '/done.html': () => html('<!doctype html><title>Done</title><h1>Back at the host app</h1>'),
    }),
    serve({
      '/forge.html': () => html(FORGE_PAGE),
      // A widget address that answers a page which never speaks (an old URL, a moved widget).
      '/silent.html': () => html('<!doctype html><title>silent</title><p>Nothing here speaks.</p>'),
    }),
  ])
  return {
    sandbox,
    host: host.origin,
    evil: evil.origin,
    async close() {
      for (const { server } of [host, evil]) {
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
      }
      await sandbox.close()
    },
  }
}

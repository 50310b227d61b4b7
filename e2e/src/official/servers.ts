import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { sideBySidePage } from './page.js'

const E2E_DIR = fileURLToPath(new URL('../../', import.meta.url))

/**
 * An app's build mode: @rampkit/core's export condition and `process.env.NODE_ENV`. `default`
 * is an app whose bundler resolves no mode condition and leaves `process.env.NODE_ENV` alone:
 * core's default build then decides at run time, here by the page's `process.env.NODE_ENV`
 * (the side-by-side page's `?nodeEnv=`, `production` when not given).
 */
export type BuildMode = 'development' | 'production' | 'default'

const bundles = new Map<BuildMode, Promise<string>>()

/**
 * The official SDK (the e2e dev dependency, resolved as a browser bundler resolves it: its ES
 * module build) and the built @rampkit/core (createWidget, and RampInstantSDK of /compat) as
 * an app built in `mode` gets it, in one script that sets `window.sdks`.
 */
export function sdksBundle(mode: BuildMode = 'development'): Promise<string> {
  const built =
    bundles.get(mode) ??
    build({
      stdin: {
        contents: `
        import { RampInstantSDK as OfficialSDK } from '@ramp-network/ramp-instant-sdk'
        import { createWidget } from '@rampkit/core'
        import { RampInstantSDK as CompatSDK } from '@rampkit/core/compat'
        window.sdks = { OfficialSDK, CompatSDK, createWidget }
      `,
        resolveDir: E2E_DIR,
        loader: 'js',
      },
      bundle: true,
      format: 'iife',
      platform: 'browser',
      conditions: mode === 'default' ? [] : [mode],
      // Left to the page in the default build (esbuild would write its own value otherwise).
      define: {
        'process.env.NODE_ENV':
          mode === 'default' ? 'globalThis.process.env.NODE_ENV' : JSON.stringify(mode),
      },
      write: false,
    }).then((result) => result.outputFiles[0]!.text)
  bundles.set(mode, built)
  return built
}

export interface SideBySideServer {
  /** Origin of the page (`/`) and its script (`/sdks.js`). */
  origin: string
  close(): Promise<void>
}

/** Serves the side-by-side page, with @rampkit/core built in `mode`, on a local port of its own. */
export async function serveSideBySide(mode?: BuildMode): Promise<SideBySideServer> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const route =
      path === '/'
        ? Promise.resolve({ type: 'text/html; charset=utf-8', body: sideBySidePage() })
        : path === '/sdks.js'
          ? sdksBundle(mode).then((body) => ({ type: 'text/javascript', body }))
          : undefined
    if (!route) {
      response.writeHead(404).end('not found')
      return
    }
    route.then(
      ({ type, body }) => response.writeHead(200, { 'content-type': type }).end(body),
      (error) => response.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

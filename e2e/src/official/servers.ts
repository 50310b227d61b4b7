import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { type BuildMode, type SideBySideWindow, sideBySidePage } from './page.js'

export type { BuildMode }

const E2E_DIR = fileURLToPath(new URL('../../', import.meta.url))

const bundles = new Map<BuildMode, Promise<string>>()

/**
 * The official SDK (the e2e dev dependency, resolved as a browser bundler resolves it: its ES
 * module build) and the built @rampkit/core (createWidget, and RampInstantSDK of /compat) as
 * an app built in `mode` gets it, in one script that sets `window.sdks` (its `build`: `mode`).
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
        window.sdks = { OfficialSDK, CompatSDK, createWidget, build: ${JSON.stringify(mode)} }
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

/**
 * Throws unless the official SDK is the same code in every build of the page: its package has
 * no export conditions and no dependencies for a mode to choose between, and its ES module
 * reads no `process.env`. Files that run it once for all builds (`withBoth`'s `official`,
 * `officialOutcomes`) check this first.
 */
export function officialSdkIsModeFree(): void {
  const require = createRequire(`${E2E_DIR}package.json`)
  const manifestPath = require.resolve('@ramp-network/ramp-instant-sdk/package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>
  const moduleFile = new URL(String(manifest.module), `file://${manifestPath}`)
  const found = [
    ...['exports', 'browser', 'dependencies'].filter((key) => key in manifest),
    ...(/\bprocess\b/.test(readFileSync(moduleFile, 'utf8')) ? ['process in its module'] : []),
  ]
  if (found.length > 0)
    throw new Error(
      `the official SDK may differ between builds (${found.join(', ')}): run it in each build`,
    )
}

/** Throws unless the side-by-side page `page` runs @rampkit/core built in `build`. */
export async function expectBuild(page: Page, build: BuildMode): Promise<void> {
  const loaded = await page.evaluate(() => (window as unknown as SideBySideWindow).sdks.build)
  if (loaded !== build) throw new Error(`the page runs the ${loaded} build, not the ${build} one`)
}

export interface SideBySideServer {
  /** Origin of the page (`/`) and its script (`/sdks.js`). */
  origin: string
  /**
   * The page's address with @rampkit/core built in `build` (the server's own mode when not
   * given), and `params` (e.g. `noload`) in its query. Every build's page has the same origin,
   * which the widget URL carries (`hostUrl`): pages of two builds show comparable URLs.
   */
  url(build?: BuildMode, params?: Record<string, string>): string
  close(): Promise<void>
}

const BUILD_MODES: readonly BuildMode[] = ['development', 'production', 'default']

/**
 * Serves the side-by-side page, with @rampkit/core built in `mode` (or in the build a request's
 * `?build=` names), on a local port of its own.
 */
export async function serveSideBySide(mode?: BuildMode): Promise<SideBySideServer> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    const asked = url.searchParams.get('build')
    const build = BUILD_MODES.find((known) => known === asked)
    if (asked !== null && !build) {
      response.writeHead(400).end(`no build ${asked}`)
      return
    }
    const route =
      url.pathname === '/'
        ? Promise.resolve({ type: 'text/html; charset=utf-8', body: sideBySidePage(build) })
        : url.pathname === '/sdks.js'
          ? sdksBundle(build ?? mode).then((body) => ({ type: 'text/javascript', body }))
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
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    url(build, params = {}) {
      const query = new URLSearchParams({ ...(build ? { build } : {}), ...params }).toString()
      return query ? `${origin}/?${query}` : `${origin}/`
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

// The launcher's two modes as apps get them from the built @rampkit/core: each export condition
// resolved by Node, a plain `<script type="module">` in Chromium with no bundler, and a Vite
// production build of an example app, checked for the absence of the full rule set's words.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest'
import { launchBrowser } from './support/browser.js'

const E2E_DIR = fileURLToPath(new URL('../', import.meta.url))
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const CORE_DIST = join(ROOT, 'packages/core/dist')

/** Words only the development rule set writes (readers.ts, context.ts, warnings). */
const DEVELOPMENT_WORDS = ['Misspelt as', 'reading it threw an error']
/** A code only the production check writes. */
const PRODUCTION_CODE = 'WIDGET_FIELD_REQUIRED'

/** A configuration missing hostApiKey, with hostAppName misspelt. */
const BAD = { hostAppNme: 'Demo', hostLogoUrl: 'https://example.com/logo.svg' }

/** What a finished child process wrote, and how it ended. */
interface Ran {
  status: number | null
  stdout: string
  stderr: string
}

/**
 * Runs a command to its end without blocking the event loop, so that the file's tests (each a
 * child process or a page) run at once.
 */
function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}

/** Runs `code` (an ES module) with Node in e2e/, resolving `conditions`; its JSON output. */
async function runNode(
  expect: ExpectStatic,
  code: string,
  conditions: string[],
  env: Record<string, string> = {},
) {
  const ran = await run(
    process.execPath,
    [...conditions.map((c) => `--conditions=${c}`), '--input-type=module', '-e', code],
    { cwd: E2E_DIR, env: { ...process.env, NODE_ENV: '', ...env } },
  )
  expect(ran.stderr).toBe('')
  return JSON.parse(ran.stdout) as { name: string; message: string; warnings?: string[] }
}

const CREATE = `
  const { createWidget } = await import('@rampkit/core')
  try { createWidget(${JSON.stringify(BAD)}) } catch (error) {
    console.log(JSON.stringify({ name: error.name, message: error.message }))
  }`

// Warnings go to console.warn; the construction then fails for want of a browser.
const COMPAT = `
  const warnings = []
  console.warn = (message) => warnings.push(message)
  const { RampInstantSDK } = await import('@rampkit/core/compat')
  try {
    new RampInstantSDK({ hostAppName: 'Demo', hostLogoUrl: 'https://example.com/logo.svg',
      hostApiKey: 'pk_test_demo', swapAsset: 'ETH' })
  } catch (error) {
    console.log(JSON.stringify({ name: error.name, message: error.message, warnings }))
  }`

// Every test below runs child processes or pages of its own and reads no other's: the file's
// tests run at once (expect is each test's own).
describe.concurrent('export conditions, resolved by Node', () => {
  it('production: the lean check, coded messages, no development words', async ({ expect }) => {
    const { name, message } = await runNode(expect, CREATE, ['production'])
    expect(name).toBe('WidgetConfigError')
    expect(message).toContain(`hostApiKey: ${PRODUCTION_CODE}, see https://`)
    expect(message).toContain('#widget_field_required')
    for (const words of DEVELOPMENT_WORDS) expect(message).not.toContain(words)
  })

  it('development: every rule and message (the misspelt key is named)', async ({ expect }) => {
    const { message } = await runNode(expect, CREATE, ['development'])
    expect(message).toContain('hostAppName is required. Misspelt as "hostAppNme"?')
    expect(message).not.toContain(PRODUCTION_CODE)
  })

  it('no condition: NODE_ENV decides, development when it is not "production"', async ({
    expect,
  }) => {
    const [unset, production] = await Promise.all([
      runNode(expect, CREATE, []),
      runNode(expect, CREATE, [], { NODE_ENV: 'production' }),
    ])
    expect(unset.message).toContain('Misspelt as')
    expect(production.message).toContain(PRODUCTION_CODE)
  })

  it('isProductionBuild answers what the launcher decides, for packages built on core', async ({
    expect,
  }) => {
    const mode = async (conditions: string[], env: Record<string, string> = {}) =>
      (
        (await runNode(
          expect,
          `const { isProductionBuild } = await import('@rampkit/core')
          console.log(JSON.stringify({ production: isProductionBuild() }))`,
          conditions,
          env,
        )) as unknown as { production: boolean }
      ).production
    expect(
      await Promise.all([
        mode(['production']),
        mode(['development'], { NODE_ENV: 'production' }),
        mode([]),
        mode([], { NODE_ENV: 'production' }),
      ]),
    ).toEqual([true, false, false, true])
  })

  it('the mixed-environments warning is development only', async ({ expect }) => {
    const WARN = `
      const warnings = []
      console.warn = (message) => warnings.push(message)
      const { warnOnMixedEnvironments } = await import('@rampkit/core')
      warnOnMixedEnvironments('http://127.0.0.1:8787/api', undefined)
      warnOnMixedEnvironments('http://127.0.0.1:8787/api', undefined)
      console.log(JSON.stringify({ warnings }))`
    const [developmentRun, productionRun, productionEnvRun] = await Promise.all([
      runNode(expect, WARN, ['development']),
      runNode(expect, WARN, ['production']),
      runNode(expect, WARN, [], { NODE_ENV: 'production' }),
    ])
    const development = developmentRun.warnings ?? []
    expect(development).toHaveLength(1)
    expect(development[0]).toMatch(
      /^\[rampkit\] The host API is the sandbox .* the widget is production/,
    )
    expect(productionRun.warnings).toEqual([])
    expect(productionEnvRun.warnings).toEqual([])
  })

  it('the request hooks observe every attempt in both builds, the key masked', async ({
    expect,
  }) => {
    const HOOKS = `
      const events = []
      const { createHostApiClient } = await import('@rampkit/core')
      let calls = 0
      const client = createHostApiClient({
        baseUrl: 'https://api.test/api',
        hostApiKey: 'pk_test/secret&key',
        fetch: async () => (++calls === 1 ? new Response('', { status: 503 }) : Response.json([])),
        sleep: async () => {},
        onRequest: (event) => events.push(['request', event.path, event.attempt]),
        onResponse: (event) => events.push(['response', event.status, event.code ?? null, event.retryInMs > 0]),
      })
      await client.v3.getAssets()
      console.log(JSON.stringify({ events }))`
    const runs = await Promise.all(
      [['production'], ['development']].map((conditions) => runNode(expect, HOOKS, conditions)),
    )
    for (const { events } of runs as unknown as { events: unknown[] }[]) {
      expect(events).toEqual([
        ['request', '/host-api/v3/assets?hostApiKey=***', 0],
        ['response', 503, 'HTTP_503', true],
        ['request', '/host-api/v3/assets?hostApiKey=***', 1],
        ['response', 200, null, false],
      ])
    }
  })

  it('compat warns in development only', async ({ expect }) => {
    const [development, production] = await Promise.all([
      runNode(expect, COMPAT, ['development']),
      runNode(expect, COMPAT, ['production']),
    ])
    expect(development.name).toBe('WidgetEnvironmentError')
    expect(development.warnings?.join('\n')).toMatch(/\[rampkit\] .*ETH/)
    expect(production.name).toBe('WidgetEnvironmentError')
    expect(production.warnings).toEqual([])
  })
})

describe.concurrent('a plain <script type="module">, no bundler, in Chromium', () => {
  let browser: Browser
  let server: Server
  let origin: string

  beforeAll(async () => {
    // The built package as static files, as a page without a build step loads them.
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x')
      const path = url.pathname
      if (path === '/') {
        // The page a site without a build step writes: a module script importing the file.
        const page = `<!doctype html><title>plain</title><script type="module">
          import { createWidget } from '/core/${url.searchParams.get('file')}'
          try {
            createWidget(${JSON.stringify(BAD)})
            window.result = 'no error'
          } catch (error) {
            window.result = error.name + ': ' + error.message
          }
        </script>`
        response.writeHead(200, { 'content-type': 'text/html' }).end(page)
        return
      }
      const file = join(CORE_DIST, path.replace(/^\/core\//, '/'))
      if (!path.startsWith('/core/') || !file.startsWith(CORE_DIST) || extname(file) !== '.js') {
        response.writeHead(404).end()
        return
      }
      try {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file))
      } catch {
        response.writeHead(404).end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  })

  async function messageFrom(expect: ExpectStatic, file: string): Promise<string> {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${origin}/?file=${encodeURIComponent(file)}`)
    const handle = await page.waitForFunction(() => (window as { result?: string }).result)
    const result = (await handle.jsonValue()) as string
    await page.close()
    expect(errors).toEqual([])
    return result
  }

  it('the default file runs without `process` and is development', async ({ expect }) => {
    const message = await messageFrom(expect, 'exports/index.js')
    expect(message).toMatch(/^WidgetConfigError: /)
    expect(message).toContain('Misspelt as')
  })

  it('the production file, loaded by its path, is the lean launcher', async ({ expect }) => {
    const message = await messageFrom(expect, 'production/exports/index.js')
    expect(message).toContain(PRODUCTION_CODE)
    for (const words of DEVELOPMENT_WORDS) expect(message).not.toContain(words)
  })
})

describe.concurrent('a Vite production build of the React example', () => {
  it('bundles the lean launcher and none of the development rules', async ({ expect }) => {
    const outDir = mkdtempSync(join(tmpdir(), 'rampkit-vite-'))
    try {
      const build = await run(
        'pnpm',
        ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
        // NODE_ENV as an app's build has it (vitest's own 'test' would make Vite build for development).
        { cwd: join(ROOT, 'apps/react-example'), env: { ...process.env, NODE_ENV: 'production' } },
      )
      expect(build.status, build.stderr).toBe(0)
      const assets = join(outDir, 'assets')
      const code = readdirSync(assets)
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(assets, name), 'utf8'))
        .join('\n')
      // Booleans, not the bundle: a failure would print megabytes.
      expect(code.includes(PRODUCTION_CODE), PRODUCTION_CODE).toBe(true)
      for (const words of DEVELOPMENT_WORDS) expect(code.includes(words), words).toBe(false)
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  }, 120_000)
})

// The built site in Debian's Chromium: the home page, a guide, the reference, offline search and
// the playground (a configuration without hostApiKey shows its issue; no sandbox asked for until
// its button is pressed; with the sandbox answering, the button opens the stand-in widget).
// Screenshots go to docs/artifacts/.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createSandbox } from '@rampkit/sandbox'
import type AxeCore from 'axe-core'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs'
import { createStaticSiteServer } from '../site/staticSiteServer'

const dist = fileURLToPath(new URL('../.vitepress/dist', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/** Runs a command to its end (without holding up vitest's timers): whether it passed, its output. */
function run(command: string, args: string[], cwd: string) {
  return new Promise<{ ok: boolean; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', (error) => resolve({ ok: false, output: error.message }))
    child.on('close', (code) => resolve({ ok: code === 0, output }))
  })
}
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url))

const server = createStaticSiteServer(dist)
let origin = ''
let browser: Browser

async function screenshot(page: Page, name: string, fullPage = false) {
  mkdirSync(artifacts, { recursive: true })
  await page.screenshot({ path: `${artifacts}${name}.png`, fullPage })
}

// The sandbox the playground's button looks for: unreachable unless a test answers for it, and
// never asked for by a page by itself (a probe on load once logged ERR_CONNECTION_REFUSED on
// every reader's console under "Nothing leaves the page").
const SANDBOX_ORIGIN = 'http://127.0.0.1:8787/'

/** Resolves once VitePress has hydrated the page: its listeners (twoslash's popups) are attached. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Boolean((document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__),
    undefined,
    { timeout: 30_000 },
  )
}

async function open(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  // A console error (a missing favicon, a failed script, a refused connection) or a failed
  // request is a problem too.
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    problems.push(`console: ${message.text()} (${message.location().url})`)
  })
  page.on('requestfailed', (request) => {
    problems.push(`${request.failure()?.errorText} for ${request.url()}`)
  })
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      problems.push(`${response.status()} for ${response.url()}`)
  })
  // Nothing leaves the machine: any request to another origin fails the test, the sandbox's
  // included (these pages run with none; the playground asks for it only when told to).
  await page.route(/^https?:\/\//, (route) => {
    const url = route.request().url()
    if (url.startsWith(origin)) return route.fallback()
    problems.push(`request to ${url}`)
    if (url.startsWith(SANDBOX_ORIGIN)) return route.fallback() // refused: no sandbox runs
    return route.abort()
  })
  await page.goto(`${origin}${path}`)
  await hydrated(page)
  ;(page as Page & { problems: string[] }).problems = problems
  return page
}

const problemsOf = (page: Page) => (page as Page & { problems: string[] }).problems

// axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules, run in the page (Playwright's evaluate is not
// held to the page's CSP).
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** Each axe-core violation on the page as `rule: the first offending node`, none if clean. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } })
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.length} nodes, first ${v.nodes[0]?.target.join(' ')}`,
    )
  }, WCAG_TAGS)
}

// The pages axe-core checks in both themes: one of each kind, and the pages about accessibility
// and mobile apps, whose hosts are the likeliest to be held to WCAG.
const AXE_CHECKED_PAGES = [
  '/',
  '/guide/webhooks',
  '/guide/accessibility',
  '/guide/mobile-apps',
  '/getting-started/react-native',
  '/reference/api/',
  '/playground',
]

describe('the docs site in Chromium', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    // The site as `pnpm build` makes it, built here (turbo: a cache hit when nothing changed) so
    // that `pnpm test` builds it beside its other tests rather than before all of them. Not
    // `--only`: that flag changes the task's hash, and first-contact's `pnpm start` (the same
    // graph as here) then missed this build in the shared cache and made it again. The packages it
    // reads are cache hits whose outputs turbo finds unchanged on disk, so it leaves their dist
    // files, which other test files are reading, untouched.
    const built = await run(
      'pnpm',
      ['turbo', 'run', 'build', '--filter=@rampkit/docs', '--output-logs=errors-only'],
      repoRoot,
    )
    if (!built.ok || !existsSync(`${dist}/index.html`)) {
      throw new Error(`the docs build failed:\n${built.output}`)
    }
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
    // The build takes about a minute alone (each block compiled once; the wallet guide's blocks
    // in one program, snippets/wallet), several times that beside the other tests of `pnpm test`
    // on 2 cores: it took ten minutes there when each of its blocks compiled viem's types anew.
  }, 1_200_000)
  afterAll(async () => {
    await browser?.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it.each(['light', 'dark'])(
    'has no axe-core violation (WCAG 2.0-2.2 A and AA) on the home page, guides (accessibility and mobile apps among them), React Native getting started, the reference and the playground, %s theme',
    async (theme) => {
      const found: string[] = []
      for (const path of AXE_CHECKED_PAGES) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
        // VitePress reads the theme from localStorage before it paints.
        await context.addInitScript(
          (value) => localStorage.setItem('vitepress-theme-appearance', value),
          theme,
        )
        const page = await context.newPage()
        const response = await page.goto(`${origin}${path}`)
        expect(response?.status(), `${path} is not a page of the site`).toBe(200)
        await hydrated(page)
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          theme === 'dark',
        )
        for (const violation of await axeViolations(page)) found.push(`${path}: ${violation}`)
        await context.close()
      }
      expect(found).toEqual([])
    },
    // Seven pages loaded, hydrated and checked: room beyond the file's minute on a busy machine.
    150_000,
  )

  it('opens the home page with its navigation', async () => {
    const page = await open('/')
    await expect
      .poll(() => page.getByRole('link', { name: 'Getting started' }).first().isVisible())
      .toBe(true)
    await expect
      .poll(() => page.getByRole('link', { name: 'Playground' }).first().isVisible())
      .toBe(true)
    await screenshot(page, 'docs-home')
    expect(problemsOf(page)).toEqual([])
  })

  it('has a favicon: the .ico browsers ask for by themselves and the SVG the pages link', async () => {
    const page = await open('/guide/widget')
    const icons = await page
      .locator('head link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    expect(icons.map((href) => new URL(href).pathname).sort()).toEqual([
      '/favicon.ico',
      '/favicon.svg',
    ])
    for (const href of [...icons, `${origin}/favicon.ico`]) {
      const response = await fetch(href)
      expect([href, response.status]).toEqual([href, 200])
      expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|svg\+xml)$/)
    }
    expect(problemsOf(page)).toEqual([])
  })

  it('opens a guide whose code blocks carry their compiled types', async () => {
    const page = await open('/guide/webhooks')
    await expect
      .poll(() => page.getByRole('heading', { name: 'Webhooks', level: 1 }).isVisible())
      .toBe(true)
    expect(await page.locator('.twoslash-hover').count()).toBeGreaterThan(10)
    // Hovering a name shows its type, as the compiler saw it: `open` waited for the hydration
    // that attaches the popups' listeners (a hover before it showed nothing, whatever the wait).
    const name = page.locator('.twoslash-hover', { hasText: 'verifyNodeWebhookRequest' }).first()
    await name.scrollIntoViewIfNeeded()
    await name.hover()
    await expect
      .poll(() => page.locator('.v-popper__popper--shown').first().textContent(), {
        timeout: 15_000,
      })
      .toContain('verifyNodeWebhookRequest')
    await screenshot(page, 'docs-guide-webhooks')
    expect(problemsOf(page)).toEqual([])
  })

  it('opens the API reference and the host API reference', async () => {
    const api = await open('/reference/api/@rampkit/core')
    await expect
      .poll(() => api.getByRole('heading', { name: 'createHostApiClient()' }).isVisible())
      .toBe(true)
    await screenshot(api, 'docs-reference-core')
    const host = await open('/reference/host-api/')
    await expect
      .poll(() => host.getByRole('heading', { name: 'Host API reference', level: 1 }).isVisible())
      .toBe(true)
    expect(await host.getByText('v3.getOnrampQuote').count()).toBeGreaterThan(0)
    await screenshot(host, 'docs-reference-host-api')
    expect([...problemsOf(api), ...problemsOf(host)]).toEqual([])
  })

  it('searches offline', async () => {
    const page = await open('/')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('searchbox').fill('verifyWebhookRequest')
    await expect.poll(() => page.locator('.VPLocalSearchBox .result').count()).toBeGreaterThan(0)
    await screenshot(page, 'docs-search')
    expect(problemsOf(page)).toEqual([])
  })

  it('runs the playground: a configuration without hostApiKey shows its issue', async () => {
    const page = await open('/playground')
    const editor = page.getByLabel('Widget configuration (JSON)')
    await expect.poll(() => editor.isVisible()).toBe(true)
    await editor.fill(
      JSON.stringify(
        {
          hostAppName: 'My wallet',
          hostLogoUrl: 'https://example.com/logo.svg',
          fiatCurrency: 'eur',
        },
        null,
        2,
      ),
    )
    const issues = page.getByRole('region', { name: 'Issues' })
    await expect.poll(() => issues.textContent()).toContain('hostApiKey')
    await expect
      .poll(() => page.getByRole('region', { name: 'Warnings' }).textContent())
      .toContain('fiatCurrency')
    expect(await page.getByRole('region', { name: 'Widget URL' }).textContent()).toContain(
      'None until the issues are fixed',
    )
    await screenshot(page, 'docs-playground-issue', true)
    expect(problemsOf(page)).toEqual([])
  })

  it('asks no sandbox from the playground until its button is pressed, then says none answers', async () => {
    const page = await open('/playground')
    await expect
      .poll(() => page.getByRole('region', { name: 'Widget URL' }).textContent())
      .toContain('127.0.0.1:8787/widget/')
    // Time for anything the page does by itself (the probe it once made on load went at once).
    await page.waitForTimeout(1500)
    expect(problemsOf(page)).toEqual([])
    expect(await page.getByText('Opens a new tab on the sandbox').isVisible()).toBe(true)

    // Pressed: the reader asked for it, so the refused connection is expected; no tab opens.
    let opened = false
    page.context().on('page', () => {
      opened = true
    })
    await page.getByRole('button', { name: "Open in the sandbox's stand-in widget" }).click()
    await expect.poll(() => page.getByText('No sandbox answers at').isVisible()).toBe(true)
    expect(problemsOf(page).some((problem) => problem.includes('127.0.0.1:8787'))).toBe(true)
    expect(opened).toBe(false)
    await page.close()
  })

  it('opens the stand-in widget from the playground when the sandbox answers', async () => {
    // The sandbox answers on 127.0.0.1:8787 for this page only, in process (no port taken).
    const sandbox = createSandbox()
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.route('http://127.0.0.1:8787/**', async (route) => {
      const request = route.request()
      const response = await sandbox.fetch(
        new Request(request.url(), {
          method: request.method(),
          headers: request.headers(),
          body: request.postData() ?? undefined,
        }),
      )
      await route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      })
    })
    const page = await context.newPage()
    await page.goto(`${origin}/playground`)
    await expect
      .poll(() => page.getByRole('region', { name: 'Widget URL' }).textContent())
      .toContain('127.0.0.1:8787/widget/')
    await screenshot(page, 'docs-playground-sandbox', true)
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: "Open in the sandbox's stand-in widget" }).click(),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toContain('hostApiKey=demo-host-api-key')
    // The stand-in widget, titled with the configuration's hostAppName, quoting from the sandbox.
    await expect
      .poll(() => popup.getByRole('heading', { level: 1 }).textContent())
      .toContain('My wallet')
    await expect.poll(() => popup.getByText('No quote.').isVisible()).toBe(false)
    await screenshot(popup, 'docs-playground-widget')
    await context.close()
    sandbox.state.dispose()
  })
})

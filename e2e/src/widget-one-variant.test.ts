// The one-variant launchers in Chromium (issue 40), around the sandbox's stand-in widget, on a
// page bundled from the built core in production, as an app that shows one kind only builds it:
// each shows its widget, the host's handlers hear it, and closing works as createWidget's.
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { inChromium } from './support/inChromium.js'
import { servePageWithSandbox } from './support/pageWithSandbox.js'
import { WIDGET_READY_MS } from './support/timeouts.js'

const E2E_DIR = new URL('..', import.meta.url).pathname

/** The page's script: the launcher `?kind=` names, from a production build of core. */
async function pageBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `export { createOverlayWidget, createEmbeddedWidget, createHostedWidget } from '@rampkit/core'`,
      resolveDir: E2E_DIR,
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return result.outputFiles[0]!.text
}

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>One variant host</title></head>
<body><main><h1>One variant host</h1><button id="buy" type="button">Buy</button>
<section id="slot" style="height:700px"></section></main>
<script type="module">
  import * as rampkit from '/rampkit.js'
  const params = new URLSearchParams(location.search)
  const config = JSON.parse(params.get('config'))
  const kind = params.get('kind')
  const create = {
    overlay: () => rampkit.createOverlayWidget({ ...config, variant: 'desktop' }),
    embedded: () => rampkit.createEmbeddedWidget({
      ...config, variant: 'embedded-desktop', containerNode: document.getElementById('slot'),
    }),
    hosted: () => rampkit.createHostedWidget({ ...config, variant: 'hosted' }),
  }[kind]
  const widget = create()
  window.events = []
  widget.on('*', (event) => window.events.push(event.type))
  window.widget = widget
  document.getElementById('buy').addEventListener('click', () => widget.show())
  window.ready = true
</script></body></html>`

const chromium = inChromium({
  name: 'widget-one-variant',
  start: async (stopLater) =>
    servePageWithSandbox(stopLater, {
      page: PAGE,
      bundle: await pageBundle(),
      hostAppName: 'One variant host',
    }),
})

type TestWindow = { ready: boolean; events: string[]; widget: { close(): void } }

async function openPage(kind: 'overlay' | 'embedded' | 'hosted') {
  const { host, config } = chromium.started
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  const query = new URLSearchParams({ kind, config: JSON.stringify(config) })
  await page.goto(`${host}?${query}`)
  await page.waitForFunction(() => (window as unknown as TestWindow).ready)
  return { context, page, errors }
}

const heard = (page: Page, type: string) =>
  page.waitForFunction((t) => (window as unknown as TestWindow).events.includes(t), type, {
    timeout: WIDGET_READY_MS,
  })
const events = (page: Page) => page.evaluate(() => (window as unknown as TestWindow).events)
const frameCount = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('*')].filter((e) => e.shadowRoot?.querySelector('iframe'))
        .length,
  )

describe('one-variant launchers in Chromium', () => {
  it.each(['overlay', 'embedded'] as const)(
    '%s: shows the widget, the host hears it, close() takes it away',
    async (kind) => {
      const { context, page, errors } = await openPage(kind)
      await page.click('#buy')
      await heard(page, 'WIDGET_CONFIG_DONE')
      expect(await frameCount(page)).toBe(1)
      // The overlay is a modal dialog over an inert page; the embedded widget leaves it alone.
      expect(await page.evaluate(() => document.querySelector('main')!.inert)).toBe(
        kind === 'overlay',
      )
      await page.evaluate(() => (window as unknown as TestWindow).widget.close())
      expect(await frameCount(page)).toBe(0)
      expect((await events(page)).at(-1)).toBe('WIDGET_CLOSE')
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it('hosted: opens a window whose widget the host hears, and closes with it', async () => {
    const { context, page, errors } = await openPage('hosted')
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#buy')])
    await heard(page, 'WIDGET_CONFIG_DONE')
    expect(new URL(popup.url()).searchParams.get('variant')).toBe('hosted')
    await popup.close()
    await heard(page, 'WIDGET_CLOSE')
    expect(errors).toEqual([])
    await context.close()
  })
})

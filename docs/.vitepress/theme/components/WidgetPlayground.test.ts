// @vitest-environment jsdom
// The playground component, compiled as VitePress compiles it and mounted in jsdom: it asks the
// sandbox nothing by itself (it probed 127.0.0.1:8787 on load, and every reader without a
// sandbox got ERR_CONNECTION_REFUSED in the console under "Nothing leaves the page"); a press
// of its button asks, then opens the stand-in widget or says none answers. The built page is
// checked in Chromium by docs/test/site.browser.test.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type App, type Component, createApp, nextTick } from 'vue'
import { compileScript, parse } from 'vue/compiler-sfc'

const here = dirname(fileURLToPath(import.meta.url))
const docsRoot = dirname(dirname(dirname(here)))

async function compiledPlayground(): Promise<Component> {
  const file = `${here}/WidgetPlayground.vue`
  const { descriptor } = parse(readFileSync(file, 'utf8'), { filename: file })
  const { content } = compileScript(descriptor, { id: 'playground', inlineTemplate: true })
  const dir = `${docsRoot}/test/.temp`
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    `${dir}/WidgetPlayground.vue.ts`,
    content.replace("from './playgroundState'", `from '${here}/playgroundState'`),
  )
  return ((await import(`${dir}/WidgetPlayground.vue.ts`)) as { default: Component }).default
}

let app: App | undefined
afterEach(() => {
  app?.unmount()
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function mountPlayground(fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', vi.fn(fetch))
  const open = vi.spyOn(window, 'open').mockImplementation(() => null)
  const container = document.body.appendChild(document.createElement('div'))
  app = createApp(await compiledPlayground())
  app.mount(container)
  await new Promise((resolve) => setTimeout(resolve, 100))
  const status = () => container.querySelector('[role="status"]')?.textContent?.trim()
  const button = container.querySelector('button') as HTMLButtonElement
  return { fetch: globalThis.fetch as ReturnType<typeof vi.fn>, open, status, button }
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  await nextTick()
}

describe('the widget configuration playground', () => {
  it('asks the sandbox nothing until its button is pressed, then says none answers', async () => {
    const page = await mountPlayground(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(page.fetch).not.toHaveBeenCalled()
    expect(page.status()).toMatch(/^Opens a new tab on the sandbox at http:\/\/127\.0\.0\.1:8787/)
    expect(page.button.disabled).toBe(false)

    page.button.click()
    await settle()
    expect(page.fetch).toHaveBeenCalledTimes(1)
    expect(String(page.fetch.mock.calls[0]?.[0])).toBe('http://127.0.0.1:8787/api/openapi.json')
    expect(page.status()).toMatch(/^No sandbox answers at http:\/\/127\.0\.0\.1:8787/)
    expect(page.open).not.toHaveBeenCalled()
  })

  it('opens the configuration in the stand-in widget when the sandbox answers the press', async () => {
    const page = await mountPlayground(() => Promise.resolve(new Response('{}')))
    expect(page.fetch).not.toHaveBeenCalled()
    page.button.click()
    await settle()
    expect(page.open).toHaveBeenCalledTimes(1)
    const [url, target, features] = page.open.mock.calls[0] ?? []
    expect(String(url)).toMatch(
      /^http:\/\/127\.0\.0\.1:8787\/widget\/\?.*hostApiKey=demo-host-api-key/,
    )
    expect([target, features]).toEqual(['_blank', 'noopener'])
    expect(page.status()).toMatch(/^Opens a new tab/)
  })
})

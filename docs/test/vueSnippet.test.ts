// @vitest-environment jsdom
// The Vue getting-started page's BuyPanel.vue (snippets/vue/, also the Vue tab of the getting
// started index), compiled as Vue's SFC compiler compiles it and mounted as snippets/vue/main.ts
// mounts it, against the host API of an in-process test sandbox (MSW). Its best method read
// "Best: AUTO_BANK_TRANSFER", and a cleared field (v-model.number leaves '') reached the
// widget's configuration as fiatValue ''.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createHostApiClient, METHOD_LABELS } from '@rampkit/core'
import { rampkitHandlers } from '@rampkit/testing'
import { RampKitPlugin } from '@rampkit/vue'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Component, createApp, nextTick } from 'vue'
import { compileScript, parse } from 'vue/compiler-sfc'

// (Not `new URL('..', import.meta.url)`: jsdom's URL is the global here.)
const docsRoot = `${dirname(dirname(fileURLToPath(import.meta.url)))}/`
const BASE_URL = 'http://127.0.0.1:8787/api'

const server = setupServer(...rampkitHandlers({ baseUrl: BASE_URL }))
const quoteBodies: Promise<string>[] = []
const complaints: unknown[][] = []

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/quote')) quoteBodies.push(request.clone().text())
  })
  // Vue's warnings go to console.warn, errors it catches to console.error.
  for (const method of ['warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args) => {
      complaints.push(args)
    })
  }
})
afterAll(() => {
  server.close()
  vi.restoreAllMocks()
})

/** BuyPanel.vue as `@vitejs/plugin-vue` would make it: the script with its template inlined. */
async function compiledBuyPanel(): Promise<Component> {
  const file = `${docsRoot}snippets/vue/BuyPanel.vue`
  const { descriptor } = parse(readFileSync(file, 'utf8'), { filename: file })
  const { content } = compileScript(descriptor, { id: 'buy-panel', inlineTemplate: true })
  const dir = `${docsRoot}test/.temp`
  mkdirSync(dir, { recursive: true })
  // A .ts file: Vite strips the script's types as it does for the SFC's `lang="ts"`.
  writeFileSync(`${dir}/BuyPanel.vue.ts`, content)
  return ((await import(`${dir}/BuyPanel.vue.ts`)) as { default: Component }).default
}

async function waitFor(check: () => boolean, what: string, ms = 5000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('the Vue getting-started example', () => {
  it('names the best method with a label; a cleared amount asks nothing and opens the widget without an amount', async () => {
    const container = document.body.appendChild(document.createElement('div'))
    const client = createHostApiClient({ baseUrl: BASE_URL, hostApiKey: 'demo-host-api-key' })
    const app = createApp(await compiledBuyPanel()).use(RampKitPlugin, { client })
    app.mount(container)
    try {
      await waitFor(() => /Best: /.test(container.textContent ?? ''), 'a best method shown')
      const best = /Best: (.+?)Buy/.exec(container.textContent ?? '')?.[1]?.trim()
      // A label as people read it ("Instant bank transfer"), never the API's name.
      expect.soft(Object.values(METHOD_LABELS)).toContain(best)

      const input = container.querySelector('input') as HTMLInputElement
      const asked = quoteBodies.length
      input.value = ''
      input.dispatchEvent(new Event('input'))
      await nextTick()
      // Longer than core's debounce: a quote the cleared field asked for would have gone out.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect.soft(quoteBodies.length).toBe(asked)
      expect.soft(container.querySelector('[role="alert"]')).toBeNull()

      // Buy with no amount: the widget opens (its amount field is then the user's), no error.
      const buy = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Buy')
      buy?.click()
      await waitFor(() => document.querySelector('[role="dialog"]') !== null, 'the widget opened')
      expect(complaints.map((args) => args.map(String).join(' '))).toEqual([])

      // Typed again: quoted again.
      input.value = '250'
      input.dispatchEvent(new Event('input'))
      await waitFor(() => quoteBodies.length > asked, 'a quote for the new amount')
      expect(JSON.parse(await quoteBodies.at(-1)!)).toMatchObject({ fiatValue: 250 })
    } finally {
      app.unmount()
      container.remove()
    }
  })
})

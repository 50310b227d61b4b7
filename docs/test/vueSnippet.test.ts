// @vitest-environment jsdom
// The Vue getting-started page's BuyPanel.vue (snippets/vue/, also the Vue tab of the getting
// started index), compiled as Vue's SFC compiler compiles it and mounted as snippets/vue/main.ts
// mounts it, against the host API of an in-process test sandbox (MSW). Its best method read
// "Best: AUTO_BANK_TRANSFER", and a cleared field (v-model.number leaves '') reached the
// widget's configuration as fiatValue ''.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createHostApiClient } from '@rampkit/core'
import { RampKitPlugin } from '@rampkit/vue'
import { describe, it } from 'vitest'
import { type Component, createApp, nextTick } from 'vue'
import { compileScript, parse } from 'vue/compiler-sfc'
import { clearedAmountScenario, SNIPPET_API_URL, snippetSandbox } from './snippetSandbox.js'

// (Not `new URL('..', import.meta.url)`: jsdom's URL is the global here.)
const docsRoot = `${dirname(dirname(fileURLToPath(import.meta.url)))}/`

// Vue's warnings go to console.warn, errors it catches to console.error.
const sandbox = snippetSandbox(['warn', 'error'])

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

describe('the Vue getting-started example', () => {
  it('names the best method with a label; a cleared amount asks nothing and opens the widget without an amount', async () => {
    const container = document.body.appendChild(document.createElement('div'))
    const client = createHostApiClient({
      baseUrl: SNIPPET_API_URL,
      hostApiKey: 'demo-host-api-key',
    })
    const app = createApp(await compiledBuyPanel()).use(RampKitPlugin, { client })
    app.mount(container)
    try {
      await clearedAmountScenario(container, sandbox, nextTick)
    } finally {
      app.unmount()
      container.remove()
    }
  })
})

#!/usr/bin/env node
// Requests sent while a user types an amount: 10 characters, 25 ms apart, into an
// `<input bind:value>` of a component using @rampkit/svelte's createOnrampQuote (built package,
// default 300 ms debounce), against the in-process sandbox through a counting fetch, in jsdom.
// Target: 1 request. The peer, measured in the same run: the usual hand-written
// `$effect(() => fetch(...))` that aborts the previous request.
// The two components are compiled here with svelte/compiler and bundled with the Svelte
// runtime (browser build) by esbuild, as an app build would; @rampkit/core stays external.
// Run after `pnpm build` (@rampkit/core, @rampkit/svelte, @rampkit/sandbox).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { build } from 'esbuild'
import { JSDOM } from 'jsdom'
import { countingClient, paramsFor, reportBurst, typingBurst } from './lib/typingBurst.mjs'

const pkg = new URL('../packages/svelte/', import.meta.url)
const entry = new URL('dist/index.js', pkg).pathname
if (!existsSync(entry)) {
  console.error('@rampkit/svelte is not built: run pnpm build')
  process.exit(1)
}
const { compile, compileModule } = createRequire(new URL('package.json', pkg))('svelte/compiler')

// The components get the same params function as the other typing-burst benches, as source.
const PARAMS = `const paramsFor = ${paramsFor}`

const COMPONENTS = {
  'RuneForm.svelte': `<script>
  import { createOnrampQuote, setRampKitContext } from '@rampkit/svelte'
  let { client } = $props()
  setRampKitContext(client)
  let amount = $state('')
  ${PARAMS}
  const quote = createOnrampQuote(() => paramsFor(amount))
</script>
<input bind:value={amount} /><p>{quote.status}</p>`,
  'NaiveForm.svelte': `<script>
  let { client } = $props()
  let amount = $state('')
  ${PARAMS}
  $effect(() => {
    const params = paramsFor(amount)
    if (!params) return
    const controller = new AbortController()
    client.v3.getOnrampQuote(params, { signal: controller.signal }).catch(() => {})
    return () => controller.abort()
  })
</script>
<input bind:value={amount} />`,
}

const svelteFiles = {
  name: 'svelte-files',
  setup(b) {
    b.onResolve({ filter: /^@rampkit\/svelte$/ }, () => ({ path: entry }))
    b.onResolve({ filter: /^virtual:/ }, ({ path }) => ({ path: path.slice(8), namespace: 'v' }))
    b.onLoad({ filter: /.*/, namespace: 'v' }, ({ path }) => ({
      contents: compile(COMPONENTS[path], { filename: path, generate: 'client' }).js.code,
      resolveDir: pkg.pathname,
      loader: 'js',
    }))
    b.onLoad({ filter: /\.svelte$/ }, ({ path }) => ({
      contents: compile(readFileSync(path, 'utf8'), { filename: path, generate: 'client' }).js.code,
      loader: 'js',
    }))
    b.onLoad({ filter: /\.svelte\.js$/ }, ({ path }) => ({
      contents: compileModule(readFileSync(path, 'utf8'), { filename: path, generate: 'client' }).js
        .code,
      loader: 'js',
    }))
  },
}

const bundle = await build({
  stdin: {
    contents: `export { mount, unmount, flushSync } from 'svelte'
      export { default as RuneForm } from 'virtual:RuneForm.svelte'
      export { default as NaiveForm } from 'virtual:NaiveForm.svelte'`,
    resolveDir: pkg.pathname,
    loader: 'js',
  },
  bundle: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  external: ['@rampkit/core'],
  plugins: [svelteFiles],
})
// Beside bench's node_modules, so the bundle's `@rampkit/core` import resolves.
const cache = new URL('node_modules/.cache/', import.meta.url)
mkdirSync(cache, { recursive: true })
const file = new URL('svelte-typing-burst.bundle.mjs', cache)
writeFileSync(file, bundle.outputFiles[0].contents)

// A browser-like global scope before Svelte runs.
const dom = new JSDOM('<!doctype html><div id="app"></div>', { url: 'http://localhost/' })
// The DOM classes Svelte's client runtime reads (Node, Element, Text, ...), not Node's own.
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (key in globalThis && key !== 'navigator') continue
  if (!/^[A-Z]|^(window|document|navigator|getComputedStyle)$/.test(key)) continue
  Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true })
}

const { mount, unmount, flushSync, RuneForm, NaiveForm } = await import(file.href)
const counter = await countingClient()
const { client } = counter

/** Mounts `Form` and types into its input. */
function burst(Form) {
  const target = document.getElementById('app')
  let app
  return typingBurst(counter, {
    start: () => {
      app = mount(Form, { target, props: { client } })
      flushSync()
    },
    type: (text) => {
      const input = target.querySelector('input')
      input.value = text
      input.dispatchEvent(new dom.window.Event('input', { bubbles: true }))
      flushSync()
    },
    stop: () => unmount(app),
  })
}

reportBurst(
  'svelte-typing-burst',
  ['createOnrampQuote (@rampkit/svelte)', await burst(RuneForm)],
  ['$effect + fetch per keystroke', await burst(NaiveForm)],
)

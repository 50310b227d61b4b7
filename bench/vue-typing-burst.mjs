#!/usr/bin/env node
// Requests sent while a user types an amount: 10 characters, 25 ms apart, into a component
// using @rampkit/vue's useOnrampQuote (built package, default 300 ms debounce) with a getter
// over the typed text, against the in-process sandbox through a counting fetch, in jsdom.
// Target: 1 request. The peer, measured in the same run: the usual hand-written
// `watch(amount, () => fetch(...))` that aborts the previous request.
// Run after `pnpm build` (@rampkit/core, @rampkit/vue, @rampkit/sandbox).
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { JSDOM } from 'jsdom'

const TARGET = 1
const TYPED = '1234.56789' // 10 characters
const GAP_MS = 25
const vueEntry = new URL('../packages/vue/dist/index.js', import.meta.url).pathname
if (!existsSync(vueEntry)) {
  console.error('@rampkit/vue is not built: run pnpm build')
  process.exit(1)
}

// A browser-like global scope before Vue loads.
const dom = new JSDOM('<!doctype html><div id="app"></div>', { url: 'http://localhost/' })
for (const key of [
  'window',
  'document',
  'navigator',
  'Element',
  'HTMLElement',
  'SVGElement',
  'Node',
]) {
  Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true })
}

// vue as @rampkit/vue sees it (one Vue instance).
const fromVue = createRequire(new URL('../packages/vue/package.json', import.meta.url))
const { createApp, h, ref, watch } = await import(fromVue.resolve('vue'))
const { RampKitPlugin, useOnrampQuote } = await import(vueEntry)
const { createHostApiClient } = await import('@rampkit/core')
const { createSandbox } = await import('@rampkit/sandbox')

const sandbox = createSandbox()
let quoteRequests = 0
const countingFetch = (input, init) => {
  if (String(input).includes('/quote/')) quoteRequests += 1
  return sandbox.fetch(input, init)
}
const client = createHostApiClient({
  baseUrl: 'http://localhost/api',
  hostApiKey: 'demo-host-api-key',
  fetch: countingFetch,
})
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const paramsFor = (text) =>
  text === '' || !(Number(text) > 0)
    ? null
    : { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: Number(text) }

const amount = ref('')

const ComposableForm = {
  setup() {
    const { status } = useOnrampQuote(() => paramsFor(amount.value))
    return () => h('p', status.value)
  },
}

const NaiveForm = {
  setup() {
    watch(amount, (text, _previous, onCleanup) => {
      const params = paramsFor(text)
      if (!params) return
      const controller = new AbortController()
      onCleanup(() => controller.abort())
      client.v3.getOnrampQuote(params, { signal: controller.signal }).catch(() => {})
    })
    return () => null
  },
}

/** Mounts `Form`, types TYPED into the amount, waits for quiet, returns the count. */
async function burst(Form) {
  quoteRequests = 0
  amount.value = ''
  const app = createApp(Form).use(RampKitPlugin, { client })
  app.mount(document.getElementById('app'))
  await sleep(50)
  for (let i = 1; i <= TYPED.length; i++) {
    amount.value = TYPED.slice(0, i)
    await sleep(GAP_MS)
  }
  await sleep(1000)
  const count = quoteRequests
  app.unmount()
  return count
}

const composable = await burst(ComposableForm)
const naive = await burst(NaiveForm)
const ok = composable <= TARGET
console.log(
  `vue-typing-burst (${TYPED.length} characters, ${GAP_MS} ms apart, quote requests sent)`,
)
console.log(`  useOnrampQuote (@rampkit/vue):     ${composable} (target ${TARGET})`)
console.log(`  watch + fetch per keystroke:       ${naive}`)
console.log(`  ${ok ? 'PASS' : 'FAIL'}`)
if (!ok) process.exitCode = 1

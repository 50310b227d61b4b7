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
import { countingClient, paramsFor, reportBurst, typingBurst } from './lib/typingBurst.mjs'

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
const counter = await countingClient()
const { client } = counter
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

/** Mounts `Form` and types into the amount it reads. */
function burst(Form) {
  const app = createApp(Form).use(RampKitPlugin, { client })
  return typingBurst(counter, {
    start: () => {
      amount.value = ''
      app.mount(document.getElementById('app'))
    },
    type: (text) => {
      amount.value = text
    },
    stop: () => app.unmount(),
  })
}

reportBurst(
  'vue-typing-burst',
  ['useOnrampQuote (@rampkit/vue)', await burst(ComposableForm)],
  ['watch + fetch per keystroke', await burst(NaiveForm)],
)

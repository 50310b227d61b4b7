#!/usr/bin/env node
// Requests sent while a user types an amount: 10 characters, 25 ms apart, into a component
// using @rampkit/react's useOnrampQuote (built package, default 300 ms debounce), against the
// in-process sandbox through a counting fetch, in jsdom. Target: 1 request. The peer, measured
// in the same run: the usual hand-written `useEffect(() => fetch(...), [amount])`.
// Run after `pnpm build` (@rampkit/core, @rampkit/react, @rampkit/sandbox).
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { JSDOM } from 'jsdom'
import { countingClient, paramsFor, reportBurst, typingBurst } from './lib/typingBurst.mjs'

const reactEntry = new URL('../packages/react/dist/index.js', import.meta.url).pathname
if (!existsSync(reactEntry)) {
  console.error('@rampkit/react is not built: run pnpm build')
  process.exit(1)
}

// A browser-like global scope before React loads.
const dom = new JSDOM('<!doctype html><div id="root"></div>', { url: 'http://localhost/' })
for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Node']) {
  Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true })
}
globalThis.IS_REACT_ACT_ENVIRONMENT = false

// react and react-dom as @rampkit/react sees them (one React instance).
const fromReact = createRequire(new URL('../packages/react/package.json', import.meta.url))
const React = fromReact('react')
const { createRoot } = fromReact('react-dom/client')
const { RampKitProvider, useOnrampQuote } = await import(reactEntry)
const counter = await countingClient()
const { client } = counter
const h = React.createElement

function HookForm({ amount }) {
  const quote = useOnrampQuote(paramsFor(amount))
  return h('p', null, quote.status)
}

function NaiveForm({ amount }) {
  React.useEffect(() => {
    const params = paramsFor(amount)
    if (!params) return
    const controller = new AbortController()
    client.v3.getOnrampQuote(params, { signal: controller.signal }).catch(() => {})
    return () => controller.abort()
  }, [amount])
  return null
}

/** Renders `Form` and types into its amount prop. */
function burst(Form) {
  const root = createRoot(document.getElementById('root'))
  const render = (amount) => root.render(h(RampKitProvider, { client }, h(Form, { amount })))
  return typingBurst(counter, { start: () => render(''), type: render, stop: () => root.unmount() })
}

reportBurst(
  'react-typing-burst',
  ['useOnrampQuote (@rampkit/react)', await burst(HookForm)],
  ['useEffect + fetch per keystroke', await burst(NaiveForm)],
)

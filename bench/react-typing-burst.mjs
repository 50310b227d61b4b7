#!/usr/bin/env node
// Requests sent while a user types an amount: 10 characters, 25 ms apart, into a component
// using @rampkit/react's useOnrampQuote (built package, default 300 ms debounce), against the
// in-process sandbox through a counting fetch, in jsdom. Target: 1 request. The peer, measured
// in the same run: the usual hand-written `useEffect(() => fetch(...), [amount])`.
// Run after `pnpm build` (@rampkit/core, @rampkit/react, @rampkit/sandbox).
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { JSDOM } from 'jsdom'

const TARGET = 1
const TYPED = '1234.56789' // 10 characters
const GAP_MS = 25
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
const h = React.createElement
const paramsFor = (text) =>
  text === '' || !(Number(text) > 0)
    ? null
    : { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: Number(text) }

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

/** Renders `Form`, types TYPED into its amount prop, waits for quiet, returns the count. */
async function burst(Form) {
  quoteRequests = 0
  const root = createRoot(document.getElementById('root'))
  const render = (amount) => root.render(h(RampKitProvider, { client }, h(Form, { amount })))
  render('')
  await sleep(50)
  for (let i = 1; i <= TYPED.length; i++) {
    render(TYPED.slice(0, i))
    await sleep(GAP_MS)
  }
  await sleep(1000)
  const count = quoteRequests
  root.unmount()
  return count
}

const hook = await burst(HookForm)
const naive = await burst(NaiveForm)
const ok = hook <= TARGET
console.log(
  `react-typing-burst (${TYPED.length} characters, ${GAP_MS} ms apart, quote requests sent)`,
)
console.log(`  useOnrampQuote (@rampkit/react):   ${hook} (target ${TARGET})`)
console.log(`  useEffect + fetch per keystroke:   ${naive}`)
console.log(`  ${ok ? 'PASS' : 'FAIL'}`)
if (!ok) process.exitCode = 1

#!/usr/bin/env node
// Click-to-widget: how long a user waits after clicking Buy until the widget says it is ready
// (`WIDGET_CONFIG_DONE` reaches the host page's handler), in Chromium on a slow mobile network
// (150 ms round trip, 1.6 Mbit/s down: Network.emulateNetworkConditions), against the sandbox's
// stand-in widget started in this process. Three host pages, the same but for the SDK:
//   official  the official SDK 6.2 (`new RampInstantSDK(config).show()` on the click, as its docs do)
//   rampkit   createWidget at page load, `show()` on the click
//   preload   the same, with `preloadWidget(widget, { opener: buy })` (on intent)
// Each run is a fresh browser context (cold cache, new connections): the page loads, the pointer
// moves over Buy and rests there 300 ms, then clicks. The clock starts in the click handler and
// stops in the WIDGET_CONFIG_DONE handler (both `performance.now()` in the page). The three
// alternate, in a rotating order, `RUNS` times each (default 10; `--runs N`). Figures: medians.
// Run after `pnpm --filter @rampkit/core build` (and the sandbox's build).
import { createServer } from 'node:http'
import { startSandbox } from '@rampkit/sandbox'
import { build } from 'esbuild'
import { builtFile, PRODUCTION } from './lib/bundleSize.mjs'
import { emulateNetwork, launchChromium, SLOW_4G } from './lib/chromium.mjs'
import { reportRows } from './lib/rows.mjs'

builtFile('packages/core/dist/production/exports/index.js', '@rampkit/core')

const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 10
/** How long the pointer rests on Buy before the click (every page gets the same). */
const HOVER_MS = 300
const benchDir = new URL('.', import.meta.url).pathname

/** `contents` bundled for the page as a production app build would (minified, ESM). */
async function bundle(contents) {
  const result = await build({
    stdin: { contents, resolveDir: benchDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    ...PRODUCTION,
  })
  return result.outputFiles[0].text
}

const [officialJs, rampkitJs] = await Promise.all([
  bundle("export { RampInstantSDK } from '@ramp-network/ramp-instant-sdk'"),
  bundle("export { createWidget, preloadWidget } from '@rampkit/core'"),
])

/**
 * The host page: a Buy button; `open(config)` is called on the click. The page records the click
 * and the first WIDGET_CONFIG_DONE (`window.t0`, `window.t1`).
 */
const page = (title, script) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><button id="buy" type="button" style="padding:12px 24px">Buy</button></main>
<script type="module">
${script}
window.ready = true
</script></body></html>`

const pages = {
  official: page(
    'Official SDK host',
    `import { RampInstantSDK } from '/official.js'
    const config = JSON.parse(new URLSearchParams(location.search).get('config'))
    document.getElementById('buy').addEventListener('click', () => {
      window.t0 = performance.now()
      new RampInstantSDK(config)
        .on('*', (event) => {
          if (event.type === 'WIDGET_CONFIG_DONE' && window.t1 === undefined) window.t1 = performance.now()
        })
        .show()
    })`,
  ),
  rampkit: page(
    'rampkit host',
    `import { createWidget, preloadWidget } from '/rampkit.js'
    const params = new URLSearchParams(location.search)
    const config = JSON.parse(params.get('config'))
    const buy = document.getElementById('buy')
    const widget = createWidget(config)
    widget.on('WIDGET_CONFIG_DONE', () => {
      if (window.t1 === undefined) window.t1 = performance.now()
    })
    const when = params.get('preload')
    if (when) preloadWidget(widget, { opener: buy, when })
    buy.addEventListener('click', () => {
      window.t0 = performance.now()
      widget.show()
    })`,
  ),
}

const sandbox = await startSandbox({ port: 0, host: '127.0.0.1' })
const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://x')
  const js = { '/official.js': officialJs, '/rampkit.js': rampkitJs }[pathname]
  if (js) return response.writeHead(200, { 'content-type': 'text/javascript' }).end(js)
  const html = pages[pathname.slice(1)]
  if (html) return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
  response.writeHead(404).end('not found')
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const host = `http://127.0.0.1:${server.address().port}`

const CONFIG = {
  hostAppName: 'Bench host',
  hostLogoUrl: `${sandbox.url}/sandbox/logos/ETH_ETH.svg`,
  hostApiKey: 'demo-host-api-key',
  url: sandbox.widgetUrl,
  variant: 'desktop',
  swapAsset: 'ETH_ETH',
  userAddress: '0x00000000000000000000000000000000000000aa',
}

const SIDES = {
  official: `${host}/official?config=${encodeURIComponent(JSON.stringify(CONFIG))}`,
  rampkit: `${host}/rampkit?config=${encodeURIComponent(JSON.stringify(CONFIG))}`,
  preload: `${host}/rampkit?preload=intent&config=${encodeURIComponent(JSON.stringify(CONFIG))}`,
  idle: `${host}/rampkit?preload=idle&config=${encodeURIComponent(JSON.stringify(CONFIG))}`,
}
/**
 * How long the page stays before the pointer comes: none for the three measured sides; the idle
 * side (a figure without a target) leaves the page this long, so that its preloading, started
 * when the page goes idle, has finished: what a user who reads the page before clicking gets.
 */
const SETTLE_MS = { idle: 3000 }

const browser = await launchChromium()

/** One run: a fresh context, the page loaded on the slow network, hover 300 ms, click, wait. */
async function run(name) {
  const url = SIDES[name]
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const tab = await context.newPage()
    await emulateNetwork(tab, SLOW_4G)
    await tab.goto(url)
    await tab.waitForFunction(() => window.ready === true)
    if (SETTLE_MS[name]) await tab.waitForTimeout(SETTLE_MS[name])
    const box = await tab.locator('#buy').boundingBox()
    await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await tab.waitForTimeout(HOVER_MS)
    await tab.mouse.down()
    await tab.mouse.up()
    await tab.waitForFunction(() => window.t1 !== undefined, null, { timeout: 30_000 })
    return await tab.evaluate(() => window.t1 - window.t0)
  } finally {
    await context.close()
  }
}

const times = { official: [], rampkit: [], preload: [], idle: [] }
const names = Object.keys(SIDES)
try {
  for (let round = 0; round < RUNS; round++) {
    // Rotating order: no side always goes first (a warmer machine) or last.
    for (let i = 0; i < names.length; i++) {
      const name = names[(round + i) % names.length]
      times[name].push(await run(name))
    }
  }
} finally {
  await browser.close()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await sandbox.close()
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`
const official = median(times.official)
const row = (measure, name, most) => {
  const figure = median(times[name])
  return {
    measure,
    figure: `${ms(figure)} (${(figure / official).toFixed(2)}×)`,
    peers: `ramp-instant-sdk 6.2 ${ms(official)}`,
    target: `≤ ${most.toFixed(2)}× ramp (${ms(official * most)})`,
    holds: figure <= official * most,
  }
}
const rows = [
  row('click to WIDGET_CONFIG_DONE, rampkit without preloading', 'rampkit', 1.0),
  row(
    `click to WIDGET_CONFIG_DONE, rampkit preloading on intent (${HOVER_MS} ms over Buy)`,
    'preload',
    0.3,
  ),
]
rows.push({
  measure: `click to WIDGET_CONFIG_DONE, rampkit preloading when idle (page read ${SETTLE_MS.idle / 1000} s first)`,
  figure: `${ms(median(times.idle))} (${(median(times.idle) / official).toFixed(2)}×)`,
  peers: `ramp-instant-sdk 6.2 ${ms(official)}`,
})
reportRows(rows)

if (!process.argv.includes('--rows')) {
  console.log(
    `\nclick-to-widget: ${RUNS} runs each, alternating; 150 ms RTT, 1.6 Mbit/s down; medians`,
  )
  for (const name of names)
    console.log(
      `  ${name.padEnd(9)} median ${ms(median(times[name])).padStart(9)}  runs ${times[name].map((t) => Math.round(t)).join(', ')}`,
    )
  const verdict = rows.every((r) => r.holds !== false)
    ? 'both targets hold: preloaded ≤ 0.30× and not preloaded ≤ 1.0× the official SDK'
    : `targets: ${rows
        .filter((r) => r.holds !== undefined)
        .map((r) => `${r.measure.split(', ')[1]} ${r.holds ? 'holds' : 'FAILS'}`)
        .join('; ')}`
  console.log(`  ${verdict}`)
}

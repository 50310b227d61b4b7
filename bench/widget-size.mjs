#!/usr/bin/env node
// Size of the widget launcher in an app's bundle, beside the peers, in the same run: an entry
// that imports createWidget from the built @rampkit/core and creates a widget, and each peer's
// "open the widget" entry (`new RampInstantSDK({...})`, `new Transak({...}).init()`, MoonPay's
// loader), each bundled by esbuild (minified, browser, ESM) then gzip -9.
// The one-variant launchers (createOverlayWidget, createEmbeddedWidget, createHostedWidget) are
// measured the same way, each against its target.
// Production: `--conditions=production` and NODE_ENV "production" (what Vite, webpack and
// Next.js builds do), a cap of 0.65× the official SDK; development: `--conditions=development`
// and NODE_ENV "development", a figure without a cap (it ships to no end user). Also, as figures
// without a target: the
// @rampkit/core/compat drop-in in production, and an app whose bundler resolves no mode
// condition (plain `esbuild --minify`), which gets the production behaviour at run time but
// ships both checks.
// With `--modules`, what each module puts in each production entry (createWidget and the three
// one-variant launchers): its minified bytes, exact, and its share of the gzip bytes, estimated.
// Run after `pnpm --filter @rampkit/core build`.
import { readFileSync } from 'node:fs'
import { builtFile, bundleSize, DEVELOPMENT, PRODUCTION } from './lib/bundleSize.mjs'
import { bytes, reportRows } from './lib/rows.mjs'

builtFile('packages/core/dist/production/exports/index.js', '@rampkit/core')

const CONFIG = `{
  hostAppName: 'Demo wallet',
  hostLogoUrl: 'https://example.com/logo.svg',
  hostApiKey: 'pk_live_demo',
  swapAsset: 'ETH_ETH',
}`

const ENTRY = `
  import { createWidget } from '@rampkit/core'
  export const widget = createWidget(${CONFIG})
`
// An app that shows one kind of variant only (issue 40): the launcher of that kind.
const ONE_VARIANT = {
  overlay: `
    import { createOverlayWidget } from '@rampkit/core'
    export const widget = createOverlayWidget(${CONFIG})
  `,
  embedded: `
    import { createEmbeddedWidget } from '@rampkit/core'
    export const widget = createEmbeddedWidget({
      ...${CONFIG},
      variant: 'embedded-desktop',
      containerNode: document.getElementById('widget'),
    })
  `,
  hosted: `
    import { createHostedWidget } from '@rampkit/core'
    export const widget = createHostedWidget({ ...${CONFIG}, variant: 'hosted' })
  `,
}
const COMPAT = `
  import { RampInstantSDK } from '@rampkit/core/compat'
  export const widget = new RampInstantSDK(${CONFIG})
`
const OFFICIAL = `
  import { RampInstantSDK } from '@ramp-network/ramp-instant-sdk'
  export const widget = new RampInstantSDK(${CONFIG})
`
const TRANSAK = `
  import { Transak } from '@transak/transak-sdk'
  const transak = new Transak({ widgetUrl: 'https://global.transak.com/?apiKey=demo', referrer: 'https://example.com' })
  transak.init()
`
// MoonPay's package is a loader: the widget code is a script it fetches at run time.
const MOONPAY = `
  import { loadMoonPay } from '@moonpay/moonpay-js'
  const init = await loadMoonPay()
  init({ flow: 'buy', environment: 'sandbox', variant: 'overlay', params: { apiKey: 'pk_test_demo' } }).show()
`

/** Replaces the built modules whose path `match`es with empty stand-ins of the same exports. */
const knockOut = (match) => ({
  name: 'knock-out',
  setup(b) {
    b.onLoad({ filter: /\/dist\/.*\.js$/ }, (args) => {
      if (!match(args.path)) return undefined
      const source = readFileSync(args.path, 'utf8')
      const names = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
        m[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]),
      )
      const stand = (name) =>
        new RegExp(`\\bclass ${name}\\b`).test(source)
          ? `export class ${name} extends Error {}`
          : new RegExp(`\\bfunction ${name}\\(`).test(source)
            ? `export function ${name}(x) { return x }`
            : `export const ${name} = []`
      return { loader: 'js', contents: names.filter(Boolean).map(stand).join('\n') }
    })
  },
})

async function measure(contents, mode = PRODUCTION, plugins = []) {
  const { min, gzip, inputs, code } = await bundleSize(contents, { ...mode, plugins, loader: 'ts' })
  return {
    min,
    gzip,
    inputs: inputs.filter((path) => path.includes('packages/core/dist/')),
    code,
  }
}

const production = await measure(ENTRY)
const development = await measure(ENTRY, DEVELOPMENT)
const compat = await measure(COMPAT)
// No mode condition, esbuild's own NODE_ENV ("production" when minifying for the browser).
const noCondition = await measure(ENTRY, {})
const official = await measure(OFFICIAL)
const overlay = await measure(ONE_VARIANT.overlay)
const embedded = await measure(ONE_VARIANT.embedded)
const hosted = await measure(ONE_VARIANT.hosted)
const officialDev = await measure(OFFICIAL, DEVELOPMENT)
const transak = await measure(TRANSAK)
const moonpay = await measure(MOONPAY)

// The full rule set's words: in the production entry they mean development code leaked in.
const DEVELOPMENT_TEXT = ['could not be read', 'Did you mean', 'Misspelt as']
const leakedIn = (m) => DEVELOPMENT_TEXT.filter((text) => m.code.includes(text))
const leaked = leakedIn(production)

const ratio = (m, peer) => `${(m.gzip / peer.gzip).toFixed(2)}×`
const peers = `ramp-instant-sdk 6.2 ${bytes(official.gzip)}; transak-sdk 4.0.2 ${bytes(transak.gzip)}; moonpay-js 0.7.6 ${bytes(moonpay.gzip)} + its remote script`
/**
 * The cap `pnpm test` holds the production launcher to (report.mjs --budgets): a ratio to the
 * official SDK measured in this same run, so the budget moves with the peer and not with the
 * machine, and at most the bytes that ratio gives today (official 6.2: 8,395 B), so a peer
 * that grows cannot carry us with it. A cap that catches regressions, not a target to fill:
 * code is written for its readers first. The development entry ships to no end user: no cap.
 */
// The cap grew in the open as features came (loader, load watchdog, the dialog pattern), to
// 0.65×: what is added next pays its way (bench/NOTES.md: where the bytes go).
const TARGET = {
  production: { ratio: 0.65, bytes: 5_456 },
}
// Preloading (issue 40) put its hooks into show() (~160 B: hold what a preloaded widget says,
// hand it over, reveal the frame): 0.67×. The one-variant launchers (issue 40, item 2) then
// split the mounting by kind (overlay, embedded, hosted window: mount/launchWidget.ts and one
// module per kind), which every kind's launcher needs and which cost the full launcher ~40 B
// (5,609 → 5,650 B); moving each kind's own code into its mounting since (the frame's reveal,
// the overlay's dialog, the viewport pick) left it at 5,649 B; the focus trap's catch of focus
// lost to the page's body (Tab past the widget's last control, a fix) 5,708 B. Over the target:
// `pnpm test` holds it to that size.
const CEILING = 5_720
/**
 * The one-variant launchers' targets (issue 40): hosted at most Stripe's `@stripe/stripe-js/pure`
 * loader (1,600 B), embedded at most Coinbase's cbpay-js (2,818 B), the overlay at most 0.50×
 * the official SDK of the same run. Not met, and out of reach while each does what createWidget
 * does for its variants: each ships the same production check, URL, event reading, requests,
 * close handshake, load watchdog and preloading hooks (launchWidget.ts and what it imports:
 * ~3,930 B of the gzip bytes of each), and only its own kind's mounting (bench/NOTES.md has the
 * bytes by module, `--modules` prints them). `pnpm test` holds each to its size today (the
 * ceilings).
 */
const ONE_VARIANT_TARGET = {
  overlay: { ratio: 0.5, ceiling: 5_580 },
  embedded: { bytes: 2_818, ceiling: 4_757 },
  hosted: { bytes: 1_600, ceiling: 4_422 },
}
/**
 * The modules of another kind's mounting, which a one-variant launcher must not pull in: the
 * dialog pattern and the hosted window in the embedded bundle (and the viewport pick, overlay.ts:
 * no embedded variant picks), the frame, its readiness and the dialog in the hosted one, the
 * window in the overlay's.
 */
const DIALOG = ['showOverlay', 'focusTrap', 'scrollLock', 'inertPage']
const OTHER_KINDS = {
  overlay: ['showInWindow', 'hosted'],
  embedded: [...DIALOG, 'overlay', 'showInWindow', 'hosted'],
  hosted: [...DIALOG, 'showInFrame', 'frame', 'widgetReady'],
}
const strays = (m, kind) =>
  OTHER_KINDS[kind].filter((name) => m.inputs.some((p) => p.endsWith(`/widget/mount/${name}.js`)))
const within = (m, peer, { ratio: r, bytes: most }) => m.gzip <= peer.gzip * r && m.gzip <= most
const targetText = (peer, { ratio: r, bytes: most }) =>
  `≤ ${r.toFixed(2)}× ramp (${bytes(Math.min(Math.floor(peer.gzip * r), most))})`

reportRows([
  {
    measure: 'createWidget, production entry',
    figure: `${bytes(production.gzip)} (${ratio(production, official)})`,
    peers,
    target: `${targetText(official, TARGET.production)}, no development text`,
    holds: within(production, official, TARGET.production) && leaked.length === 0,
    ceiling: bytes(CEILING),
    withinCeiling: production.gzip <= CEILING && leaked.length === 0,
  },
  ...['overlay', 'embedded', 'hosted'].map((kind) => {
    const m = { overlay, embedded, hosted }[kind]
    const { ratio: r, bytes: most, ceiling } = ONE_VARIANT_TARGET[kind]
    const budget = r ? Math.floor(official.gzip * r) : most
    const stray = strays(m, kind)
    const clean = !leakedIn(m).length && !stray.length
    return {
      measure: `create${kind[0].toUpperCase()}${kind.slice(1)}Widget, production entry`,
      figure: `${bytes(m.gzip)} (${ratio(m, official)})${stray.length ? `, other kinds' ${stray.join(', ')}` : ''}`,
      peers: `ramp-instant-sdk 6.2 ${bytes(official.gzip)}`,
      target: `${r ? `≤ ${r.toFixed(2)}× ramp (${bytes(budget)})` : `≤ ${bytes(budget)}`}, no other kind's mounting`,
      holds: m.gzip <= budget && clean,
      ceiling: bytes(ceiling),
      withinCeiling: m.gzip <= ceiling && clean,
    }
  }),
  {
    measure: 'createWidget, development entry',
    figure: `${bytes(development.gzip)} (${ratio(development, officialDev)})`,
    peers: `ramp-instant-sdk 6.2 ${bytes(officialDev.gzip)}`,
  },
  {
    measure: 'compat RampInstantSDK, production entry',
    figure: `${bytes(compat.gzip)} (${ratio(compat, official)})`,
    peers: `ramp-instant-sdk 6.2 ${bytes(official.gzip)}`,
  },
  {
    measure: 'createWidget, no mode condition (esbuild --minify)',
    figure: `${bytes(noCondition.gzip)} (${ratio(noCondition, official)})`,
    peers: `ramp-instant-sdk 6.2 ${bytes(official.gzip)}`,
  },
])

if (!process.argv.includes('--rows')) {
  const row = (name, m) =>
    `  ${name.padEnd(44)} ${String(m.min).padStart(6)} B min ${String(m.gzip).padStart(6)} B gzip`
  console.log('\nwidget-size (esbuild --bundle --minify --format=esm --platform=browser, gzip -9)')
  console.log(row('createWidget, production', production))
  console.log(row('createWidget, development', development))
  console.log(row('createOverlayWidget, production', overlay))
  console.log(row('createEmbeddedWidget, production', embedded))
  console.log(row('createHostedWidget, production', hosted))
  console.log(row('official SDK, production', official))
  console.log(`  development text in the production entry: ${leaked.join(', ') || 'none'}`)
}

/** Hands the build's metafile to `onMeta` (esbuild gives it to plugins once the build ends). */
const metafileOf = (onMeta) => ({
  name: 'metafile',
  setup: (b) =>
    b.onEnd((result) => {
      onMeta(result.metafile)
    }),
})

/**
 * What each module of `entry` puts in its production bundle: its minified bytes (esbuild's
 * `bytesInOutput`, exact, the rows add up to the bundle) and its share of the gzip bytes in
 * proportion (gzip compresses across modules, so a share is an estimate).
 */
async function moduleShares(entry) {
  let meta
  const m = await measure(entry, PRODUCTION, [metafileOf((metafile) => (meta = metafile))])
  const inputs = Object.values(meta.outputs)[0].inputs
  return Object.entries(inputs)
    .map(([path, { bytesInOutput }]) => [
      path.replace(/^.*dist\/production\//, ''),
      bytesInOutput,
      Math.round((m.gzip * bytesInOutput) / m.min),
    ])
    .filter(([, min]) => min > 0)
    .sort((a, b) => b[1] - a[1])
}

if (process.argv.includes('--modules')) {
  // The production entry with the configuration check replaced by a stand-in.
  const mountOnly = await measure(ENTRY, PRODUCTION, [
    knockOut((path) => path.endsWith('/widget/config/checkLauncherConfig.js')),
  ])
  console.log(`  mounting, messaging, events, no check: ${mountOnly.gzip} B gzip`)
  const entries = [
    ['createWidget', ENTRY, production],
    ['createOverlayWidget', ONE_VARIANT.overlay, overlay],
    ['createEmbeddedWidget', ONE_VARIANT.embedded, embedded],
    ['createHostedWidget', ONE_VARIANT.hosted, hosted],
  ]
  for (const [name, entry, m] of entries) {
    console.log(`  ${name}, production (${m.min} B min, ${m.gzip} B gzip), by module:`)
    for (const [module, min, gzip] of await moduleShares(entry)) {
      console.log(
        `    ${module.padEnd(48)} ${String(min).padStart(6)} B min  ~${String(gzip).padStart(5)} B gzip`,
      )
    }
  }
}

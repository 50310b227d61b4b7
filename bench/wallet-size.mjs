#!/usr/bin/env node
// Size of @rampkit/wallet itself in an app's bundle (bundleSize's method), viem, @wagmi/core and
// @rampkit/core external (the host has its wallet library, and the widget brings core). A host
// holds one wallet library, so what it loads is `.` with viemWallet, or `.` without it and
// `/wagmi`'s wagmiWallet: the larger of the two against the target, ≤ 1,500 B min+gzip. Also,
// for information, both entries whole, and with core's chain functions it calls bundled in.
// Run after `pnpm --filter @rampkit/wallet build`.
import { builtFile, bundleSize } from './lib/bundleSize.mjs'
import { budgetRow, bytes, reportRows } from './lib/rows.mjs'

export const TARGET_GZIP = 1500
// Not met at the start (1,588 B for a viem host, 1,639 B for a wagmi host): the refusals' own
// sentences (the widget shows them), the balance check before the wallet asks the user, the check
// that a switch took. Kept readable rather than golfed; `pnpm test` holds the figure to this
// ceiling (~2.5% room) until the bytes are won back.
const CEILING_GZIP = 1680

const index = JSON.stringify(builtFile('packages/wallet/dist/index.js', '@rampkit/wallet'))
const wagmi = JSON.stringify(builtFile('packages/wallet/dist/wagmi.js', '@rampkit/wallet'))
const wallets = ['viem', '@wagmi/core']
const measure = (contents, external = [...wallets, '@rampkit/core']) =>
  bundleSize(contents, { external })

const common =
  'WalletError, cryptoAccountHandler, sendCryptoHandler, walletWidgetConfig, widgetAssetConfig'
const viemHost = await measure(`export * from ${index}`)
const wagmiHost = await measure(`export { ${common} } from ${index}; export * from ${wagmi}`)
const both = await measure(`export * from ${index}; export * from ${wagmi}`)
// core resolved from the package's own dependency, as an app's bundler would.
const withCore = await bundleSize(`export * from ${index}`, { external: wallets })
const host = viemHost.gzip >= wagmiHost.gzip ? viemHost : wagmiHost

const line = (label, size, note = '') =>
  console.log(`  ${label.padEnd(52)} ${size.min} B min, ${size.gzip} B gzip${note}`)
console.log(
  'wallet-size (esbuild --bundle --minify, viem + @wagmi/core + @rampkit/core external, gzip -9)',
)
line('a viem host: every export of @rampkit/wallet', viemHost, ` (target ≤ ${TARGET_GZIP} B)`)
line('a wagmi host: the handlers, config and /wagmi', wagmiHost, ` (target ≤ ${TARGET_GZIP} B)`)
line('both entries whole:', both, ' (information)')
line("a viem host, core's chain functions bundled:", withCore, ' (information)')
reportRows([
  {
    ...budgetRow('@rampkit/wallet, what a host loads (own size)', host.gzip, TARGET_GZIP),
    ceiling: bytes(CEILING_GZIP),
    withinCeiling: host.gzip <= CEILING_GZIP,
  },
])

#!/usr/bin/env node
// Size of @rampkit/wallet itself in an app's bundle (bundleSize's method), viem, @wagmi/core,
// @rampkit/core and the frameworks external (the host has its wallet library and framework, and
// the widget brings core). A host holds one wallet: what it loads is `.`'s handlers and
// configuration with one of viemWallet, eip1193Wallet (a bare EIP-1193 provider), or `/wagmi`'s
// wagmiWallet; the largest of the three against the target, ≤ 1,500 B min+gzip. Also, for
// information: `.` whole, the connector (`/connect`) alone and on top of an EIP-1193 host, and the
// framework subpaths' own code. Run after `pnpm --filter @rampkit/wallet build`.
import { builtFile, bundleSize } from './lib/bundleSize.mjs'
import { budgetRow, bytes, reportRows } from './lib/rows.mjs'

export const TARGET_GZIP = 1500
// Not met (1,527 B for a viem host, 1,584 B for an EIP-1193 host, 1,578 B for a wagmi host; the
// viem host was 1,588 B before this pass): the refusals' own sentences (the widget shows them and
// the guide quotes them; ~125 B), the balance check before the wallet asks the user, the check
// that a switch took, the node's words for a balance too low, and the JSON-RPC method names of
// eip1193Wallet. Kept readable rather than golfed; `pnpm test` holds the figure to this ceiling
// (~2.5% room) until the bytes are won back.
const CEILING_GZIP = 1625

const dist = (entry) =>
  JSON.stringify(builtFile(`packages/wallet/dist/${entry}.js`, '@rampkit/wallet'))
const [index, wagmi, connect] = ['index', 'wagmi', 'connect'].map(dist)
const external = ['viem', '@wagmi/core', '@rampkit/core', 'react', 'vue', 'svelte']
const measure = (contents) => bundleSize(contents, { external })

const common =
  'WalletError, cryptoAccountHandler, sendCryptoHandler, walletWidgetConfig, widgetAssetConfig'
const hosts = {
  'a viem host: the handlers, config and viemWallet': `export { ${common}, viemWallet } from ${index}`,
  'an EIP-1193 host: the same with eip1193Wallet': `export { ${common}, eip1193Wallet } from ${index}`,
  'a wagmi host: the same with /wagmi': `export { ${common} } from ${index}; export * from ${wagmi}`,
}
const sizes = []
for (const [label, contents] of Object.entries(hosts)) sizes.push([label, await measure(contents)])
const eipHost = sizes[1][1]
const host = sizes.reduce((max, [, size]) => (size.gzip > max.gzip ? size : max), sizes[0][1])
const whole = await measure(`export * from ${index}`)
const connector = await measure(`export * from ${connect}`)
const eipAndConnector = await measure(
  `${hosts['an EIP-1193 host: the same with eip1193Wallet']}; export * from ${connect}`,
)
// A subpath's own code: what it adds to the package entries it builds on.
const subpath = async (entry, base) => {
  const alone = await measure(`export * from ${dist(entry)}; ${base}`)
  const under = await measure(base)
  return { min: alone.min - under.min, gzip: alone.gzip - under.gzip }
}
const withConnector = `export * from ${connect}`
const frameworks = {
  '/react (useWalletConnector)': await subpath('react', withConnector),
  '/vue (useWalletConnector)': await subpath('vue', withConnector),
  '/svelte (fromWalletConnector)': await subpath('svelte', withConnector),
  '/element (bindWallet), over the handlers': await subpath('element', `export * from ${index}`),
}

const line = (label, size, note = '') =>
  console.log(`  ${label.padEnd(54)} ${size.min} B min, ${size.gzip} B gzip${note}`)
console.log(
  'wallet-size (esbuild --bundle --minify, viem, @wagmi/core, @rampkit/core and frameworks external, gzip -9)',
)
for (const [label, size] of sizes) line(label, size, ` (target ≤ ${TARGET_GZIP} B)`)
line('every export of @rampkit/wallet:', whole, ' (information)')
line('/connect alone (the connector, eip1193Wallet, refusals):', connector, ' (information)')
line(
  '/connect added to an EIP-1193 host:',
  { min: eipAndConnector.min - eipHost.min, gzip: eipAndConnector.gzip - eipHost.gzip },
  ' (information)',
)
for (const [label, size] of Object.entries(frameworks)) line(label, size, ' (information, own)')
reportRows([
  {
    ...budgetRow('@rampkit/wallet, what a host loads (own size)', host.gzip, TARGET_GZIP),
    ceiling: bytes(CEILING_GZIP),
    withinCeiling: host.gzip <= CEILING_GZIP,
  },
  {
    measure: '@rampkit/wallet/connect, the wallet connector (alone)',
    figure: bytes(connector.gzip),
  },
])

/**
 * What each entry point is for, in one line: the reference's index page. An entry point missing
 * here fails the docs build (a new subpath or package is described when it is added).
 */
export const ENTRY_POINT_PURPOSES: Readonly<Record<string, string>> = {
  '@rampkit/core':
    'the typed host API client (V3, V2, legacy), amounts and asset ids, widget configuration checks, the widget launcher `createWidget`, the live quote store and the purchase and sale trackers',
  '@rampkit/core/schemas':
    "runtime schemas of the host API's requests and answers, to check data at a boundary of your own (a proxy, a cache)",
  '@rampkit/core/webhooks':
    "verify and parse the service's signed webhook calls on your server (`verifyWebhookRequest`, `verifyWebhookSignature`)",
  '@rampkit/core/chains':
    "the service's chains as EVM wallets know them: chain codes to EVM chain ids (`SERVICE_CHAINS`), an asset by chain id and token, a chain's asset ids, and the widget's send-crypto request as a transfer any wallet library sends (`sendCryptoTransfer`)",
  '@rampkit/core/compat':
    "a drop-in `RampInstantSDK` for apps moving from the official SDK, on rampkit's widget controller",
  '@rampkit/core/csp':
    "the Content-Security-Policy a page showing the widget needs (`widgetCsp`: `frame-src`, `connect-src`, the frame's `allow` list), as a header value or merged into the page's own policy",
  '@rampkit/core/openapi':
    'the host API as an OpenAPI document (`createOpenApiDocument`) and its operations, for your own API gateway or client generator',
  '@rampkit/core/adapter':
    'what a framework adapter binds to (the widget controller, the asset, purchase and sale stores and their engine, `BindableStore`, the configuration keys the element reads, the WebView bridge of React Native): for writing an adapter of your own, not for apps',
  '@rampkit/react':
    'React: `RampKitProvider`, the quote, asset, purchase and sale hooks, `useRampWidget` and `<RampWidget>`',
  '@rampkit/react-native':
    "React Native and Expo: `<RampWidgetView>` (the widget in a WebView, as the official native SDKs open it, or the embedded widget on the web), `openRampInBrowser` for an in-app browser, and `@rampkit/react`'s provider and hooks",
  '@rampkit/vue':
    'Vue: `RampKitPlugin`, the same composables taking refs or getters, and the `RampWidget` component',
  '@rampkit/svelte':
    'Svelte 5: `setRampKitContext`, the `create*` stores, the `rampWidget` action and `RampWidget.svelte`',
  '@rampkit/element':
    'the `<rampkit-widget>` custom element for plain HTML, Angular, Solid or Lit (importing it defines nothing: call `defineRampKitWidget()`)',
  '@rampkit/element/define':
    'import it for its effect: defines `<rampkit-widget>` (re-exports the element package)',
  '@rampkit/element/global':
    'the types of the script-tag build `rampkit.global.js` (the global `RampKit`), for pages without a bundler',
  '@rampkit/sandbox':
    'the local sandbox emulating the whole service (host API, stand-in widget, lifecycle, signed webhooks), as a Hono app and the `rampkit-sandbox` CLI',
  '@rampkit/wallet':
    "the user's EVM wallet bound to the widget, from a viem wallet client or a bare EIP-1193 provider: `userAddress` and the connected chain's assets for the configuration, `onRequestCryptoAccount` and `onSendCrypto` handlers that switch the chain, send the coin or token and answer the hash, typed `WalletError` refusals",
  '@rampkit/wallet/wagmi':
    'the same binding from a wagmi config (`@wagmi/core` actions): the connected account and chain, chain switching and sending through wagmi',
  '@rampkit/wallet/connect':
    "a framework-agnostic wallet connector: the browser's EIP-6963 wallets, the one the user connects (account, chain, an `EvmWallet` for the handlers, a typed refusal) as snapshots to subscribe to, and `transactionReceipt`",
  '@rampkit/wallet/react': "React: `useWalletConnector(connector)`, the connector's snapshot",
  '@rampkit/wallet/vue':
    "Vue: `useWalletConnector(connector)`, the connector's snapshot as a shallow ref",
  '@rampkit/wallet/svelte':
    "Svelte 5: `fromWalletConnector(connector).current`, the connector's snapshot",
  '@rampkit/wallet/element':
    "`bindWallet(element, wallet, options)`: a `<rampkit-widget>`'s handlers and parameters from the user's wallet",
  '@rampkit/sandbox/wallet':
    "the development wallet a page gives the widget while it runs against the sandbox (browser-safe): a sample address per chain of the sandbox's catalog for `onRequestCryptoAccount`, never a wallet of the user's",
  '@rampkit/testing':
    "for your own tests without a browser or network: `createTestSandbox`, MSW's `rampkitHandlers`, `mockWidget`",
}

/**
 * Published packages with no API to import (a command only), and what each is for: the index
 * lists them after the entry points, once the package is in the repository.
 */
export const PACKAGES_WITHOUT_API: Readonly<Record<string, string>> = {
  'create-rampkit':
    "starts a host's own app (`npm create rampkit@latest my-wallet`, `pnpm create rampkit`): a command, nothing to import",
}

export interface ReferenceIndexInput {
  /** the entry points the reference has a page for */
  documented: readonly string[]
  /** entry points of packages not built yet (named, not linked) */
  unbuilt?: readonly string[]
  /** published packages in the repository that have no entry point */
  withoutApi?: readonly string[]
}

/** The Markdown of `reference/api/index.md`. */
export function apiReferenceIndexPage(input: ReferenceIndexInput): string {
  const { documented, unbuilt = [], withoutApi = [] } = input
  const missing = [...documented, ...unbuilt].filter(
    (specifier) => !ENTRY_POINT_PURPOSES[specifier],
  )
  const missingTools = withoutApi.filter((name) => !PACKAGES_WITHOUT_API[name])
  if (missing.length > 0 || missingTools.length > 0) {
    throw new Error(
      `say in one line what each is for (docs/site/apiReferenceIndex.ts): ${[...missing, ...missingTools].join(', ')}`,
    )
  }
  const specifiers = [...documented, ...unbuilt].sort((a, b) => packageOrder(a) - packageOrder(b))
  const rows = specifiers.map((specifier) => {
    const name = documented.includes(specifier)
      ? `[\`${specifier}\`](./${specifier}.md)`
      : `\`${specifier}\` (not built yet)`
    return `| ${name} | ${ENTRY_POINT_PURPOSES[specifier]} |`
  })
  const lines = [
    '# Packages: the TypeScript API',
    '',
    'Every export of every entry point a host imports, from the doc comments of its published',
    'types (what your editor shows). One page per import specifier:',
    '',
    '| import | what it is for |',
    '|---|---|',
    ...rows,
  ]
  if (withoutApi.length > 0) {
    lines.push(
      '',
      'Published without an API:',
      '',
      ...[...withoutApi].sort().map((name) => `- \`${name}\`: ${PACKAGES_WITHOUT_API[name]}`),
    )
  }
  return `${lines.join('\n')}\n`
}

// The order of ENTRY_POINT_PURPOSES: core and its subpaths, the adapters, the element, the tools.
function packageOrder(specifier: string): number {
  return Object.keys(ENTRY_POINT_PURPOSES).indexOf(specifier)
}

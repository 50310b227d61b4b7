// The dependency rule, checked in CI (`pnpm run deps`, a step of `pnpm test`). Documented in
// CONTRIBUTING.md ("Dependency rule"). Three rules:
//
//   1. no-circular: no import cycle anywhere (every package, app, tooling/*, e2e, integration,
//      bench), test files included.
//   2. core-layer:<folder>: the folders of packages/core/src import only the folders the table
//      below lists for them. Generated from CORE_LAYERS; checked for non-test code only (test
//      files and helpers are held to no-circular).
//   3. adapter-imports-core-by-entry-point: the framework adapters reach core only through the
//      `@rampkit/core` package and its entry points, never by a relative path into packages/core.
//
// Paths are matched by pattern (`packages/core/src/<folder>/` anywhere in the path), so this
// config runs unchanged on another root: scripts/dependency-rule.test.ts runs it on fixture trees.

/**
 * The layers of packages/core/src, bottom → top: each row is a folder and the folders it may
 * import besides itself. A row lists only rows before it (lower layers; checked below, so the
 * folders cannot form a cycle). Any other import into packages/core/src is forbidden, including
 * one into a folder missing from the table. `widget/index.ts` is a file: the widget area's index.
 */
// biome-ignore format: one row per layer
const CORE_LAYERS = {
  // folder              may import
  'shared':              [], // build mode, stableKey, sharedRequest, store/
  'types':               [],
  'amounts':             ['types'],
  'assets':              ['types'],
  // the service's chain codes → EVM chain ids, assets by chain id and token, send-crypto transfers
  'chains':              ['types', 'assets'],
  // the host API's tables: the endpoints (plain data, their types by name) and the quote rules
  'hostApi':             ['types', 'assets'],
  'client':              ['shared', 'hostApi', 'types', 'amounts', 'assets'],
  'schemas':             ['types', 'assets', 'hostApi', 'client'],
  'quotes':              ['shared', 'types', 'amounts', 'assets', 'hostApi', 'client'],
  'status':              ['shared', 'types', 'client'],
  'webhooks':            ['types', 'schemas'],
  'openapi':             ['hostApi', 'schemas', 'client'],
  'widget/config':       ['shared', 'types', 'amounts', 'assets'],
  'widget/url':          ['widget/config', 'shared', 'types', 'assets'],
  'widget/mount':        ['widget/url', 'widget/config', 'shared', 'types'],
  // client: only PRODUCTION_API_URL, which warnOnMixedEnvironments compares with the widget's url
  'widget/controller':   ['widget/mount', 'widget/url', 'widget/config', 'client', 'shared', 'types', 'amounts'],
  'widget/index.ts':     ['widget/controller', 'widget/mount', 'widget/url', 'widget/config'],
  // a page's Content-Security-Policy: the variants, the production widget URL, IFRAME_ALLOW
  'csp':                 ['widget/mount', 'widget/config'],
  'compat':              ['widget/controller', 'widget/mount', 'widget/url', 'widget/config', 'shared', 'types'],
  'exports':             'anything', // the public entry points
}

/** Test files and test helpers: out of the layer rule, still checked for cycles. */
const TEST_FILES = '(\\.test(-d)?\\.tsx?$|/testing/|/testkit\\.ts$|/fixtures\\.ts$)'
const CORE_SRC = '(^|/)packages/core/src/'
const ADAPTERS = '(^|/)packages/(react|react-native|vue|svelte|element|testing)/'

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The path pattern of a layer: a folder (everything under it) or a single file. */
const layerPath = (layer) =>
  `${CORE_SRC}${escapeRegExp(layer)}${/\.[cm]?[jt]sx?$/.test(layer) ? '$' : '/'}`

// The table is a layering: each row imports only rows before it, so the folders cannot form a
// cycle however the table is edited.
const order = Object.keys(CORE_LAYERS)
for (const [layer, allowed] of Object.entries(CORE_LAYERS)) {
  if (allowed === 'anything') continue
  for (const target of allowed) {
    if (!order.includes(target)) throw new Error(`CORE_LAYERS.${layer}: unknown layer ${target}`)
    if (order.indexOf(target) >= order.indexOf(layer))
      throw new Error(
        `CORE_LAYERS.${layer} may import only layers listed before it (lower), not ${target}`,
      )
  }
}

const coreLayerRules = Object.entries(CORE_LAYERS)
  .filter(([, allowed]) => allowed !== 'anything')
  .map(([layer, allowed]) => ({
    name: `core-layer:${layer}`,
    comment: `packages/core/src/${layer} may import only ${allowed.length ? allowed.join(', ') : 'itself'} (table CORE_LAYERS in .dependency-cruiser.cjs)`,
    severity: 'error',
    from: { path: layerPath(layer), pathNot: TEST_FILES },
    to: { path: CORE_SRC, pathNot: [layer, ...allowed].map(layerPath) },
  }))

// Every path some row of the table covers (widget/index.ts included).
const knownLayers = order.map(layerPath)

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: break it by moving the shared part to a lower module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...coreLayerRules,
    {
      name: 'core-layer:unknown-folder',
      comment:
        'A module of packages/core/src outside every layer of CORE_LAYERS: add its folder to the table in .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: CORE_SRC, pathNot: [...knownLayers, TEST_FILES] },
      to: { path: CORE_SRC },
    },
    {
      name: 'core-no-test-helpers-in-code',
      comment:
        "Core's non-test code must not import tests or test helpers (testing/, testkit.ts, fixtures.ts).",
      severity: 'error',
      from: { path: CORE_SRC, pathNot: TEST_FILES },
      to: { path: `${CORE_SRC}.*${TEST_FILES}` },
    },
    {
      name: 'adapter-imports-core-by-entry-point',
      comment:
        "The adapters import core only as '@rampkit/core' (its package entry points), never packages/core by a relative path. Exception: core's build plugin (packages/core/build/) in their build and test configs.",
      severity: 'error',
      from: { path: ADAPTERS },
      to: { path: '(^|/)packages/core/', pathNot: '(^|/)packages/core/build/' },
    },
  ],
  options: {
    // Type-only imports count: a layer's types are part of its contract.
    tsPreCompilationDeps: true,
    // Build outputs and installed packages are not ours. A package reached through its name
    // (`@rampkit/core`) resolves into its dist/ and is excluded with it.
    exclude: {
      path: '(^|/)(node_modules|dist|coverage|\\.svelte-kit|\\.next|\\.turbo|\\.data|\\.test-results|e2e/artifacts)/',
    },
    doNotFollow: { path: '(^|/)node_modules/' },
    moduleSystems: ['es6', 'cjs'],
  },
}

#!/usr/bin/env node
// The one test command (`pnpm test`): builds, static checks, then every vitest project (unit,
// type, HTTP, browser) and every Jest project (a workspace folder with a jest.config.*). Ends
// with a single "N passed, N failed" line that adds all of them up.
//
// `--fast` (`pnpm test:fast`) is the inner loop: lint, then the vitest projects of the fast lane
// (vitest.config.ts, RAMPKIT_TEST_LANE=fast: unit, type and in-process tests on the sources; no
// browser, no tarballs, no builds of example apps, no fresh clone), with the same closing line.
//
// Either way the run ends by looking for processes it started that are still running (a server a
// test did not stop, an orphan re-parented to init): each one is a failure, listed, then stopped.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { tscPrograms } from '../tooling/typecheckPrograms.mjs'
import { TYPE_TEST_PROJECTS } from '../tooling/typeTests.mjs'
import {
  describeLeftover,
  findLeftovers,
  snapshotBeforeRun,
  stopLeftovers,
} from './leftoverProcesses.mjs'
import { RUN_MARKER } from './processGroups.mjs'

const fast = process.argv.includes('--fast')
// create-rampkit's templates are workspace packages (the example apps are built on them), but
// their build and typecheck belong to a generated app: the templates check runs them there.
const TEMPLATES_OUT = '--filter=!./packages/create-rampkit/templates/*'
// Files of fast-lane projects left to `pnpm test` (vitest's --exclude, matched against each
// project's own folder): a browser, a site or a package built, or servers in other processes.
const FAST_LANE_EXCLUDES = [
  // create-rampkit: every template generated from the tarballs, installed, built, in Chromium.
  'test/templates.test.ts',
  // docs: the built site in Chromium, and tiny sites built to see the build fail.
  'test/site.browser.test.ts',
  'test/buildFailures.test.ts',
  // sandbox: the package's build output (its bins as linked, the bundled private plumbing).
  'test/bin.test.ts',
  'test/bundledPlumbing.test.ts',
  // integration: receiver processes on a PostgreSQL server, and the 2,000-call burst.
  'src/webhooks-postgres.test.ts',
  'src/webhooks-burst.test.ts',
]

// What runs now and the run's own marks, before anything starts: every process of the run
// inherits the marker and puts its temp folders under the run's own TMPDIR (sticky and open
// like /tmp, for the tests that run tools as another user), so the check at the end knows them.
const snapshot = snapshotBeforeRun()
const marker = `${process.pid}-${randomBytes(6).toString('hex')}`
const runTemp = mkdtempSync(join(tmpdir(), 'rampkit-test-run-'))
chmodSync(runTemp, 0o1777)
process.env[RUN_MARKER] = marker
process.env.TMPDIR = runTemp

const results = { passed: 0, failed: 0, skipped: 0 }
const failures = []

const timings = []

/**
 * Runs a command to its end; resolves whether it exited 0. Its output goes to the terminal, or
 * to the file `output` (a step beside vitest, printed after it).
 */
function run(command, args, { env = {}, output } = {}) {
  const fd = output === undefined ? undefined : openSync(output, 'w')
  const child = spawn(command, args, {
    stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd],
    env: { ...process.env, ...env },
  })
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.log(`${command}: ${error.message}`)
      resolve(false)
    })
    child.on('close', (code) => {
      if (fd !== undefined) closeSync(fd)
      resolve(code === 0)
    })
  })
}

/** The steps run beside vitest, in order: each one's log is printed after vitest's output. */
const besideLogs = []

/** A step of the run, timed; `beside` runs it with its output in a file, beside vitest. */
async function step(name, command, args, { env, beside = false } = {}) {
  const header = `\n▶ ${name}: ${command} ${args.join(' ')}`
  const started = Date.now()
  let output
  if (beside) {
    output = join(reportDir, `beside-${besideLogs.length + 1}.log`)
    besideLogs.push({ header: `${header} (ran beside vitest)`, output })
  } else console.log(header)
  const ok = await run(command, args, { env, output })
  timings.push({
    name: beside ? `${name} (beside vitest)` : name,
    seconds: Math.round((Date.now() - started) / 1000),
  })
  return ok
}

function count(name, ok) {
  if (ok) results.passed++
  else {
    results.failed++
    failures.push(name)
  }
}

async function check(name, command, args, options) {
  count(name, await step(name, command, args, options))
}

/**
 * Adds a vitest or Jest JSON report (the same fields) to the results; a suite that fails to
 * load has no tests to count, so it counts as a failure. Returns whether the report was read.
 */
function countReport(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    results.passed += report.numPassedTests
    results.failed += report.numFailedTests
    results.skipped += report.numPendingTests + report.numTodoTests
    for (const suite of report.testResults) {
      const file = relative(process.cwd(), suite.name)
      if (suite.status === 'failed' && suite.assertionResults.length === 0) {
        results.failed++
        failures.push(`${file}: ${firstLine(suite.message)}`)
      }
      for (const test of suite.assertionResults) {
        if (test.status === 'failed')
          failures.push(`${file} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
      }
    }
    return true
  } catch {
    return false
  }
}

/** The first line of a failure's message: enough to find it in a log only the tail of is read. */
function firstLine(message = '') {
  return stripVTControlCharacters(message).split('\n', 1)[0].slice(0, 300)
}

/** The workspace's folders, from pnpm-workspace.yaml's `packages:` (`dir` and `dir/*` entries). */
function workspaceFolders() {
  const folders = []
  let inPackages = false
  for (const line of readFileSync('pnpm-workspace.yaml', 'utf8').split('\n')) {
    if (/^\S/.test(line)) inPackages = line.startsWith('packages:')
    const entry = inPackages && /^\s+-\s+['"]?([^'"\s]+)['"]?/.exec(line)?.[1]
    if (!entry || entry.startsWith('!')) continue
    if (!entry.endsWith('/*')) folders.push(entry)
    else {
      const parent = entry.slice(0, -2)
      if (!existsSync(parent)) continue
      for (const child of readdirSync(parent, { withFileTypes: true }))
        if (child.isDirectory()) folders.push(join(parent, child.name))
    }
  }
  return folders
}

/** Jest in `folder` (React Native's tests run on Jest with its preset), its report counted. */
async function jest(folder, options) {
  const name = `jest (${folder})`
  const report = join(process.cwd(), reportDir, `jest-${folder.replaceAll('/', '-')}.json`)
  const before = results.failed
  const ok = await step(
    name,
    'pnpm',
    ['--dir', folder, 'exec', 'jest', '--ci', '--json', `--outputFile=${report}`],
    options,
  )
  if (!countReport(report) || (!ok && results.failed === before)) count(name, false)
}

const reportDir = '.test-results'
rmSync(reportDir, { recursive: true, force: true })
mkdirSync(reportDir, { recursive: true })

/** A vitest run with its JSON report in `.test-results/<report>.json`, counted. */
async function vitest(name, report, args, options) {
  const ok = await step(
    name,
    'pnpm',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportDir}/${report}.json`,
      ...args,
    ],
    options,
  )
  // Counted at once: the steps beside vitest add to the counts while it runs, not in between.
  const failedBefore = results.failed
  if (!countReport(`${reportDir}/${report}.json`) || (!ok && results.failed === failedBefore))
    count(name, false)
}

const lane = fast ? { RAMPKIT_TEST_LANE: 'fast' } : {}

/**
 * The type tests (tooling/typeTests.mjs) in a vitest run of their own, beside the main one,
 * rather than one `tsc` after another at its end.
 */
const typeTests = () =>
  vitest(
    'vitest type tests',
    'vitest-types',
    TYPE_TEST_PROJECTS.flatMap((name) => ['--project', name]),
    { beside: true, env: { ...lane, RAMPKIT_TYPE_TESTS: 'only' } },
  )

/** What runs beside the main vitest run (one step after the other), awaited after it. */
let besideVitest

if (fast) {
  await check('lint', 'pnpm', ['biome', 'check', '.'])
  besideVitest = typeTests()
} else {
  // Built by the test files that read them, beside the other tests rather than before all of
  // them: the Vite and Expo example apps by their e2e tests, against each test's own sandbox (the
  // addresses are build-time), and the docs site (a minute of twoslash) by its Chromium test.
  const builtByTheirTests = [
    'react-example',
    'vue-example',
    'svelte-example',
    'expo-example',
    'docs',
  ]
  await check('build', 'pnpm', [
    'turbo',
    'run',
    'build',
    TEMPLATES_OUT,
    ...builtByTheirTests.map((name) => `--filter=!@rampkit/${name}`),
    '--output-logs=errors-only',
  ])
  // Bundle-size budgets of bench/ (a few seconds: esbuild bundles, no timing): a regression of
  // the widget, client or adapter entries fails the run.
  await check('size budgets', 'node', ['bench/report.mjs', '--size', '--budgets'])
  await check('lint', 'pnpm', ['biome', 'check', '.'])
  // No import cycle anywhere, core's layer table, adapters reach core only through @rampkit/core
  // (.dependency-cruiser.cjs; a few seconds).
  await check('dependency rule (dependency-cruiser)', 'pnpm', ['run', 'deps'])
  // Packed once, from this very build: the tarballs check, the create-rampkit templates check
  // and the framework fixtures install these (RAMPKIT_PACKED_DIR names them).
  await check('pack every published package (tarballs/pack.mjs)', 'node', ['tarballs/pack.mjs'])
  const packedDir = join(process.cwd(), 'tarballs', '.packed')
  if (existsSync(join(packedDir, 'manifest.json'))) process.env.RAMPKIT_PACKED_DIR = packedDir
  // Beside vitest, which leaves a core idle while its files wait on browsers, servers and npm,
  // one after the other: the type tests; the typecheck; the packed tarballs (publint --strict and attw on each)
  // installed with npm outside the workspace (imports, types under three resolutions, Vite
  // builds; README code blocks compiled); the release dry run; Jest in every workspace folder
  // with a jest.config.* (React Native's tests run on Jest with its preset).
  const jestFolders = workspaceFolders().filter((folder) =>
    ['js', 'cjs', 'mjs', 'ts'].some((ext) => existsSync(join(folder, `jest.config.${ext}`))),
  )
  // The packages whose `typecheck` is `tsc --noEmit` alone get exactly that from their type
  // tests (`tsc --noEmit -p tsconfig.json`, failing on any error in any file): not twice. The
  // others whose `typecheck` is only `tsc --noEmit [-p <config>]` programs run them as programs of
  // one process sharing their parsed files (tooling/typecheckPrograms.mjs: 91 → 41 CPU-s for
  // 15 programs); turbo runs the rest (vue-tsc, svelte-check), `--only`: everything is built
  // (the docs site's generated pages are Markdown, not read here).
  const typecheckedByVitest = TYPE_TEST_PROJECTS.filter(
    (name) =>
      JSON.parse(readFileSync(join('packages', name, 'package.json'), 'utf8')).scripts
        ?.typecheck === 'tsc --noEmit',
  ).map((name) => `@rampkit/${name}`)
  const tscPackages = workspaceFolders()
    .filter(
      (folder) =>
        !folder.startsWith('packages/create-rampkit/templates/') &&
        existsSync(join(folder, 'package.json')),
    )
    .map((folder) => {
      const { name, scripts } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
      return { folder, name, configs: tscPrograms(scripts?.typecheck) }
    })
    .filter(({ name, configs }) => configs && !typecheckedByVitest.includes(name))
  const typecheck = [
    'turbo',
    'run',
    'typecheck',
    '--only',
    TEMPLATES_OUT,
    ...[...typecheckedByVitest, ...tscPackages.map(({ name }) => name)].map(
      (name) => `--filter=!${name}`,
    ),
    '--output-logs=errors-only',
  ]
  const typecheckPrograms = tscPackages.flatMap(({ folder, configs }) =>
    configs.map((config) => `${folder}:${config}`),
  )
  const beside = { beside: true }
  besideVitest = (async () => {
    await typeTests()
    await check(
      'typecheck (tsc programs in one process)',
      'node',
      ['tooling/typecheckPrograms.mjs', ...typecheckPrograms],
      beside,
    )
    await check('typecheck (vue-tsc, svelte-check)', 'pnpm', typecheck, beside)
    await check(
      'tarballs and README code (tarballs/check.mjs)',
      'node',
      ['tarballs/check.mjs'],
      beside,
    )
    await check(
      'release dry run (changeset version + pack, on a copy)',
      'node',
      ['tarballs/release-dry-run.mjs'],
      beside,
    )
    for (const folder of jestFolders) await jest(folder, beside)
  })()
}

await vitest(
  fast ? 'vitest (fast lane)' : 'vitest (all projects)',
  'vitest',
  // The fast lane keeps Vite's transformed modules on disk between runs (a developer's second run
  // transforms only what changed: 48 -> 10 s of transforms, 227 -> 204 s of the lane here).
  fast
    ? [...FAST_LANE_EXCLUDES.flatMap((glob) => ['--exclude', glob]), '--experimental.fsModuleCache']
    : [],
  { env: { ...lane, RAMPKIT_TYPE_TESTS: 'apart' } },
)

await besideVitest
for (const { header, output } of besideLogs) {
  console.log(header)
  process.stdout.write(readFileSync(output, 'utf8'))
}

// Nothing of the run may outlive it. A process found is given a moment (one still shutting down
// after its test's stop is not a leak), then listed, counted as one failure, and stopped.
{
  const started = Date.now()
  let leftovers = findLeftovers(snapshot, { marker, tempDir: runTemp })
  if (leftovers.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const still = new Set(
      findLeftovers(snapshot, { marker, tempDir: runTemp }).map(({ pid }) => pid),
    )
    leftovers = leftovers.filter(({ pid }) => still.has(pid))
  }
  if (leftovers.length > 0) {
    const name = `processes left running by the run (${leftovers.length}, stopped now)`
    console.log(`\n✗ ${name}: a test started them and did not stop them:`)
    for (const leftover of leftovers) console.log(`    ${describeLeftover(leftover)}`)
    const unstoppable = await stopLeftovers(leftovers)
    for (const { pid } of unstoppable) console.log(`    pid ${pid} is still alive after SIGKILL`)
    results.failed++
    failures.push(name)
  }
  timings.push({
    name: 'processes left running',
    seconds: Math.round((Date.now() - started) / 1000),
  })
  rmSync(runTemp, { recursive: true, force: true })
}

// Where the minutes go, so a slower run shows which step grew.
console.log('\nTime per step:')
for (const { name, seconds } of timings) console.log(`  ${String(seconds).padStart(5)} s  ${name}`)
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`)
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`)
process.exit(results.failed === 0 ? 0 : 1)

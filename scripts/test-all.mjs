#!/usr/bin/env node
// The one test command: builds, static checks, then every vitest project (unit, type, HTTP,
// browser) and every Jest project (a workspace folder with a jest.config.*). Ends with a single "N passed, N failed" line that adds all of them up.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const results = { passed: 0, failed: 0, skipped: 0 }
const failures = []

const timings = []

function step(name, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const run = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  timings.push({ name, seconds: Math.round((Date.now() - started) / 1000) })
  return run.status === 0
}

function check(name, command, args) {
  if (step(name, command, args)) results.passed++
  else {
    results.failed++
    failures.push(name)
  }
}

check('build', 'pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'])
// Bundle-size budgets of bench/ (a few seconds: esbuild bundles, no timing): a regression of
// the widget, client or adapter entries fails the run.
check('size budgets', 'node', ['bench/report.mjs', '--size', '--budgets'])
// The packages whose vitest project type-checks (core, react, sandbox, testing) run the same
// `tsc --noEmit -p tsconfig.json` there, failing on any error in any file: not twice.
const typecheckedByVitest = [
  '@rampkit/core',
  '@rampkit/react',
  '@rampkit/sandbox',
  '@rampkit/testing',
]
check('typecheck', 'pnpm', [
  'turbo',
  'run',
  'typecheck',
  '--output-logs=errors-only',
  ...typecheckedByVitest.map((name) => `--filter=!${name}`),
])
check('lint', 'pnpm', ['biome', 'check', '.'])
// No import cycle anywhere, core's layer table, adapters reach core only through @rampkit/core
// (.dependency-cruiser.cjs; a few seconds).
check('dependency rule (dependency-cruiser)', 'pnpm', ['run', 'deps'])
// The packed tarballs (publint --strict and attw on each) installed with npm outside the
// workspace: imports, types under three resolutions, Vite builds; README code blocks compiled.
check('tarballs and README code (tarballs/check.mjs)', 'node', ['tarballs/check.mjs'])
check('release dry run (changeset version + pack, on a copy)', 'node', [
  'tarballs/release-dry-run.mjs',
])

const reportDir = '.test-results'
rmSync(reportDir, { recursive: true, force: true })
mkdirSync(reportDir, { recursive: true })
const vitestOk = step('vitest (all projects)', 'pnpm', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportDir}/vitest.json`,
])
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
      if (suite.status === 'failed' && suite.assertionResults.length === 0) {
        results.failed++
        failures.push(suite.name)
      }
    }
    return true
  } catch {
    return false
  }
}

const failedBeforeVitest = results.failed
if (
  !countReport(`${reportDir}/vitest.json`) ||
  (!vitestOk && results.failed === failedBeforeVitest)
) {
  results.failed++
  failures.push('vitest run')
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

// Jest, in every workspace folder that has a jest.config.* (React Native's tests run on Jest with
// its preset: @rampkit/react-native, the Expo example), each report added to the same counts.
const jestFolders = workspaceFolders().filter((folder) =>
  ['js', 'cjs', 'mjs', 'ts'].some((ext) => existsSync(join(folder, `jest.config.${ext}`))),
)
for (const folder of jestFolders) {
  const report = join(process.cwd(), reportDir, `jest-${folder.replaceAll('/', '-')}.json`)
  const before = results.failed
  const ok = step(`jest (${folder})`, 'pnpm', [
    '--dir',
    folder,
    'exec',
    'jest',
    '--ci',
    '--json',
    `--outputFile=${report}`,
  ])
  if (!countReport(report) || (!ok && results.failed === before)) {
    results.failed++
    failures.push(`jest (${folder})`)
  }
}

// Where the minutes go, so a slower run shows which step grew.
console.log('\nTime per step:')
for (const { name, seconds } of timings) console.log(`  ${String(seconds).padStart(5)} s  ${name}`)
if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`)
process.exit(results.failed === 0 ? 0 : 1)

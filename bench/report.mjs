#!/usr/bin/env node
// `pnpm bench`: runs every bench script (or those named, or with --size the bundle-size ones,
// which `pnpm test` runs as its size-budget step), one at a time, collects the rows each hands
// over (bench/lib/rows.mjs) and prints one table: each figure, its peers measured in the same
// run, the target and whether it holds. Exits non-zero when a target fails or a script fails.
// A script that hands over no rows gets one from its exit code. With --budgets (pnpm test's
// step) a row fails only past its budget: its CI ceiling where the target is not met yet.
// Run after building.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { formatTable, ROWS_PREFIX, withinBudget } from './lib/rows.mjs'

const dir = new URL('.', import.meta.url).pathname
const args = process.argv.slice(2)
const named = args.filter((arg) => !arg.startsWith('--'))
const scripts = readdirSync(dir)
  .filter((name) => name.endsWith('.mjs') && name !== 'report.mjs')
  .filter((name) => (named.length ? named.includes(name.replace(/\.mjs$/, '')) : true))
  .filter((name) => !args.includes('--size') || name.endsWith('-size.mjs'))
  .sort()

const rows = []
let failed = false
for (const script of scripts) {
  const started = Date.now()
  const run = spawnSync(process.execPath, [script, '--rows'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const lines = run.stdout.split('\n')
  const handed = lines.filter((line) => line.startsWith(ROWS_PREFIX))
  const details = lines.filter((line) => !line.startsWith(ROWS_PREFIX)).join('\n')
  const own = handed.flatMap((line) => JSON.parse(line.slice(ROWS_PREFIX.length)))
  if (args.includes('--details')) console.log(`── ${script} (${seconds} s)\n${details}`)
  const ok = run.status === 0
  if (!ok) {
    failed = true
    // Why it failed, unless its rows already say.
    if (!own.some((row) => row.holds === false)) {
      console.error(`── ${script} exited ${run.status ?? run.signal}\n${details}\n${run.stderr}`)
    }
  }
  rows.push(
    ...(own.length
      ? own
      : [{ measure: script, figure: ok ? 'passed' : 'failed', target: 'exit 0', holds: ok }]),
  )
}

console.log(formatTable(rows))
const failing = rows.filter((row) => row.holds === false).length
console.log(
  `\n${rows.length} rows from ${scripts.length} scripts; ${failing ? `${failing} targets fail` : 'every target holds'}`,
)
if (args.includes('--budgets')) {
  const over = rows.filter((row) => !withinBudget(row))
  console.log(
    over.length
      ? `over budget: ${over.map((row) => row.measure).join(', ')}`
      : 'every size budget holds',
  )
  if (over.length) process.exitCode = 1
} else if (failed || failing) process.exitCode = 1

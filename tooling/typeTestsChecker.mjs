#!/usr/bin/env node
// The checker of the type tests (typeTests.mjs): `tsc` as vitest runs it, with the incremental
// build info kept per project. Vitest gives every project the same `--tsBuildInfoFile` (one file
// in its own dist folder), so the projects' checks overwrite each other's and each run checks
// everything again; a file per project lets the next run of `pnpm test:fast` check only what
// changed. A fresh clone (CI) has none, and checks everything as before.
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'

const repoRoot = join(import.meta.dirname, '..')
const infoDir = join(repoRoot, 'node_modules', '.cache', 'rampkit-type-tests')
const project = relative(repoRoot, process.cwd()).replaceAll(/[^\w.-]+/g, '_') || 'root'

const args = process.argv.slice(2)
const at = args.indexOf('--tsBuildInfoFile')
if (at >= 0) {
  mkdirSync(infoDir, { recursive: true })
  args[at + 1] = join(infoDir, `${project}.tsbuildinfo`)
}
// The project's own TypeScript, as vitest's `tsc` checker resolves it.
const tsc = createRequire(join(process.cwd(), 'package.json')).resolve('typescript/bin/tsc')
const child = spawn(process.execPath, [tsc, ...args], { stdio: 'inherit' })
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal)
  else process.exit(code ?? 1)
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))

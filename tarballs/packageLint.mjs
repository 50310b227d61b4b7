// publint --strict and attw --profile esm-only on each packed tarball, as their CLIs run them, in
// this one process: the CLIs, one process per tarball, loaded publint, attw's TypeScript and its
// terminal rendering ten times over (about 14 CPU-s for what takes about 3 here). The verdicts
// are the CLIs' own: publint's messages (its "All good!" is none at all, suggestions included),
// attw's exit code function and profile, and on failure attw's report as its CLI prints it.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { readFromTarball, repoRoot } from './pack.mjs'

const require = createRequire(join(repoRoot, 'package.json'))
// attw's engine is its CLI's pinned dependency, not a workspace one: the same version runs.
const attwCli = require.resolve('@arethetypeswrong/cli/package.json')
const attwCore = createRequire(attwCli).resolve('@arethetypeswrong/core')

/** attw's `--profile esm-only`: CommonJS resolutions (node10, node16 from CJS) are not checked. */
const ESM_ONLY = { ignoreRules: [], ignoreResolutions: ['node10', 'node16-cjs'] }

/** Problems (strings) of publint --strict on a tarball: every message, formatted as it prints. */
async function publintProblems(name, tarball) {
  const { publint } = await import('publint')
  const { formatMessage } = await import('publint/utils')
  const buffer = readFileSync(tarball)
  const { messages, pkg } = await publint({
    strict: true,
    pack: { tarball: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length) },
  })
  if (messages.length === 0) return []
  const lines = messages.map(
    (message) => `${message.type}: ${formatMessage(message, pkg, { color: false })}`,
  )
  return [`${name}: publint\n${lines.join('\n')}`]
}

/** Problems of attw --profile esm-only on a tarball; none for a package with only a bin. */
async function attwProblems(name, tarball) {
  const packed = JSON.parse(readFromTarball(tarball, 'package.json'))
  if (!packed.exports && !packed.main) return []
  const core = await import(attwCore)
  const { getExitCode } = await import('@arethetypeswrong/cli/internal/getExitCode')
  const pkg = core.createPackageFromTarballData(new Uint8Array(readFileSync(tarball)))
  const analysis = await core.checkPackage(pkg)
  if (!analysis.types) return [`${name}: attw found no types`]
  if (getExitCode(analysis, ESM_ONLY) === 0) return []
  const render = await import('@arethetypeswrong/cli/internal/render')
  const report = await render.typed(analysis, { ...ESM_ONLY, format: 'ascii', emoji: false })
  return [`${name}: attw\n${report}`]
}

/** Every problem publint and attw find in the tarballs of a pack manifest. */
export async function packageLintProblems(manifest) {
  const problems = []
  for (const [name, { tarball }] of Object.entries(manifest)) {
    problems.push(...(await publintProblems(name, tarball)), ...(await attwProblems(name, tarball)))
  }
  return problems
}

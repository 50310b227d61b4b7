import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, posix } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureBuiltCli, PACKAGE_DIR } from './builtCli.js'

// The `rampkit-sandbox` command as package managers link it. pnpm links a package's `bin` when it
// installs, and in the repository it installs before anything is built: a bin pointing into the
// build output (dist/cli.js, ignored by git) was never linked ("Failed to create bin ... ENOENT").

const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  bin: Record<string, string>
  files: string[]
}
const bins = Object.entries(manifest.bin)

function isIgnoredByGit(path: string): boolean {
  // exit 0: ignored, 1: not ignored
  const check = spawnSync('git', ['check-ignore', '-q', path], { cwd: PACKAGE_DIR })
  if (check.status !== 0 && check.status !== 1) throw new Error(String(check.stderr))
  return check.status === 0
}

describe('the rampkit-sandbox bin', () => {
  it('is a committed file outside the build output, shipped by `files`, so it exists at install time', () => {
    expect(bins.map(([name]) => name)).toEqual(['rampkit-sandbox'])
    for (const [, target] of bins) {
      const path = posix.normalize(target)
      expect(path.startsWith('dist/')).toBe(false)
      expect(isIgnoredByGit(path)).toBe(false)
      const file = join(PACKAGE_DIR, path)
      expect(existsSync(file)).toBe(true)
      expect(statSync(file).mode & 0o111).not.toBe(0)
      expect(readFileSync(file, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true)
      expect(manifest.files.some((entry) => path === entry || path.startsWith(`${entry}/`))).toBe(
        true,
      )
    }
  })

  it('runs the built CLI (--help prints the usage)', () => {
    ensureBuiltCli()
    for (const [, target] of bins) {
      const run = spawnSync(process.execPath, [join(PACKAGE_DIR, target), '--help'], {
        encoding: 'utf8',
      })
      expect(run.stderr).toBe('')
      expect(run.status).toBe(0)
      expect(run.stdout).toContain('Usage: rampkit-sandbox [options]')
    }
  }, 120_000)

  it('before a build: one line saying to run pnpm build first, exit code 1', () => {
    const copy = mkdtempSync(join(tmpdir(), 'rampkit-sandbox-bin-'))
    try {
      for (const [, target] of bins) {
        // The package as installed before its build: the bin, no dist/.
        mkdirSync(join(copy, 'bin'), { recursive: true })
        writeManifest(copy)
        copyFileSync(join(PACKAGE_DIR, target), join(copy, target))
        const run = spawnSync(process.execPath, [join(copy, target), '--help'], {
          encoding: 'utf8',
        })
        expect(run.status).toBe(1)
        expect(run.stdout).toBe('')
        expect(run.stderr.trimEnd().split('\n')).toHaveLength(1)
        expect(run.stderr).toContain('run pnpm build first')
        expect(run.stderr).toContain(join(copy, 'dist', 'cli.js'))
      }
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })
})

// `"type": "module"`, as the package's own, so the copied bin runs as the ES module it is.
function writeManifest(dir: string): void {
  copyFileSync(join(PACKAGE_DIR, 'package.json'), join(dir, 'package.json'))
}

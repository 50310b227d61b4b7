import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './pack.mjs'

// `pnpm release` is never run by the tests (it publishes): its steps are read here instead.
const scripts = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
).scripts
const releaseSteps = (scripts.release ?? '').split('&&').map((step) => step.trim())
const checkSource = readFileSync(join(repoRoot, 'tarballs', 'check.mjs'), 'utf8')
const lintSource = readFileSync(join(repoRoot, 'tarballs', 'packageLint.mjs'), 'utf8')

describe('pnpm release', () => {
  it('builds, checks the tarballs with tarballs/check.mjs, then publishes, in that order', () => {
    const at = (pattern: RegExp) => releaseSteps.findIndex((step) => pattern.test(step))
    const build = at(/^turbo run build\b/)
    const check = at(/^node tarballs\/check\.mjs$/)
    const publish = at(/^changeset publish$/)
    expect([build, check, publish].every((index) => index >= 0)).toBe(true)
    expect(build).toBeLessThan(check)
    expect(check).toBeLessThan(publish)
    expect(publish).toBe(releaseSteps.length - 1)
  })

  it('runs publint and attw once per package: in tarballs/check.mjs only, not again in another step', () => {
    for (const step of releaseSteps) {
      expect(step).not.toMatch(/publint|attw|check:package/)
    }
    // check.mjs runs each on every packed tarball, in one place (packageLint.mjs, in its process).
    expect(checkSource.match(/packageLintProblems\(manifest\)/g)).toHaveLength(1)
    expect(lintSource).toMatch(/publint\(\{\s*strict: true,/)
    expect(lintSource).toMatch(/ignoreResolutions: \['node10', 'node16-cjs'\]/)
  })
})

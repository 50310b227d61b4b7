import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureBuiltCli, PACKAGE_DIR } from './builtCli.js'

// @rampkit/server-plumbing is private: never published. The sandbox's build bundles it (tsup
// noExternal), so what npm installs neither imports it nor needs it installed.
describe('the built sandbox and the private server plumbing', () => {
  it('imports nothing of it, in code or types, and installs nothing of it', () => {
    ensureBuiltCli()
    const dist = join(PACKAGE_DIR, 'dist')
    const files = readdirSync(dist).filter((name) => /\.(js|d\.ts)$/.test(name))
    expect(files).toContain('index.d.ts')
    for (const name of files) {
      const text = readFileSync(join(dist, name), 'utf8')
      expect(text, name).not.toMatch(/from\s*["']@rampkit\/server-plumbing/)
      expect(text, name).not.toMatch(/import\(\s*["']@rampkit\/server-plumbing/)
    }
    // Its code is in the bundle: the per-address cap's log line, for one.
    const bundle = files.map((name) => readFileSync(join(dist, name), 'utf8')).join('\n')
    expect(bundle).toContain('--max-connections-per-address')
    const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8'))
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain('@rampkit/server-plumbing')
    expect(Object.keys(manifest.peerDependencies ?? {})).not.toContain('@rampkit/server-plumbing')
  }, 300_000)
})

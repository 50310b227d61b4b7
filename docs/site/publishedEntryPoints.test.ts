import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listPublishedEntryPoints, splitByBuilt } from './publishedEntryPoints'

function repoWith(packages: Record<string, object>): string {
  const repo = mkdtempSync(join(tmpdir(), 'docs-packages-'))
  for (const [folder, manifest] of Object.entries(packages)) {
    mkdirSync(join(repo, 'packages', folder, 'dist'), { recursive: true })
    writeFileSync(join(repo, 'packages', folder, 'package.json'), JSON.stringify(manifest))
  }
  return repo
}

describe('listPublishedEntryPoints', () => {
  const repo = repoWith({
    core: {
      name: '@rampkit/core',
      exports: {
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './webhooks': { import: { types: './dist/webhooks.d.ts' } },
        './package.json': './package.json',
      },
    },
    newkit: { name: '@rampkit/newkit', types: './dist/index.d.ts' },
    internal: { name: '@rampkit/internal', private: true, types: './dist/index.d.ts' },
  })

  it('finds every typed subpath of every published package, a new package included', () => {
    const specifiers = listPublishedEntryPoints(repo).map((entry) => entry.specifier)
    expect(specifiers).toEqual(['@rampkit/core', '@rampkit/core/webhooks', '@rampkit/newkit'])
  })

  it('treats a missing build of a docs dependency as an error, of a newer package as pending', () => {
    const entries = listPublishedEntryPoints(repo)
    writeFileSync(join(repo, 'packages/core/dist/index.d.ts'), '')
    writeFileSync(join(repo, 'packages/core/dist/webhooks.d.ts'), '')
    const { entryPoints, unbuilt } = splitByBuilt(entries, ['@rampkit/core'])
    expect(entryPoints.map((entry) => entry.specifier)).toEqual([
      '@rampkit/core',
      '@rampkit/core/webhooks',
    ])
    expect(unbuilt.map((entry) => entry.specifier)).toEqual(['@rampkit/newkit'])
    expect(() => splitByBuilt(entries, ['@rampkit/newkit'])).toThrow('@rampkit/newkit')
  })
})

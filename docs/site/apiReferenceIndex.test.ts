import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  apiReferenceIndexPage,
  ENTRY_POINT_PURPOSES,
  PACKAGES_WITHOUT_API,
} from './apiReferenceIndex'
import { listPublishedEntryPoints, listPublishedPackages } from './publishedEntryPoints'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

describe('apiReferenceIndexPage', () => {
  it('says in one line what each entry point is for, core first, and links its page', () => {
    const page = apiReferenceIndexPage({
      documented: ['@rampkit/vue', '@rampkit/core/webhooks', '@rampkit/core'],
      unbuilt: ['@rampkit/testing'],
      withoutApi: ['create-rampkit'],
    })
    expect(page.split('\n')[0]).toBe('# Packages: the TypeScript API')
    const rows = page.split('\n').filter((line) => line.startsWith('| ['))
    expect(rows.map((row) => row.slice(0, row.indexOf(']')))).toEqual([
      '| [`@rampkit/core`',
      '| [`@rampkit/core/webhooks`',
      '| [`@rampkit/vue`',
    ])
    expect(page).toContain('| [`@rampkit/core/webhooks`](./@rampkit/core/webhooks.md) | verify')
    expect(page).toContain('| `@rampkit/testing` (not built yet) |')
    expect(page).toContain('- `create-rampkit`: starts a host')
  })

  it('fails on an entry point or a package it has no line for', () => {
    expect(() => apiReferenceIndexPage({ documented: ['@rampkit/new'] })).toThrow(
      /say in one line what each is for .*: @rampkit\/new/,
    )
    expect(() =>
      apiReferenceIndexPage({ documented: ['@rampkit/core'], withoutApi: ['create-x'] }),
    ).toThrow(/create-x/)
  })

  it("has a line for every entry point and every published package of the repository's", () => {
    const entryPoints = listPublishedEntryPoints(repoRoot)
    const specifiers = entryPoints.map((entry) => entry.specifier)
    expect(specifiers.filter((specifier) => !ENTRY_POINT_PURPOSES[specifier])).toEqual([])
    const withEntryPoints = new Set(entryPoints.map((entry) => entry.packageName))
    const withoutApi = listPublishedPackages(repoRoot).filter((name) => !withEntryPoints.has(name))
    expect(withoutApi.filter((name) => !PACKAGES_WITHOUT_API[name])).toEqual([])
  })
})

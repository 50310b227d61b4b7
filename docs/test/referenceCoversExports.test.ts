// Every public export of every package (tarballs/exports.snapshot.json, what the tarball check
// holds the packages to) has its entry in the API reference, showing its doc comment; an export
// without a doc comment fails here (a re-export counts its declaration's comment).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { generateApiReference, type ReferenceIndex } from '../site/apiReference'
import { listPublishedEntryPoints, splitByBuilt } from '../site/publishedEntryPoints'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const snapshot = JSON.parse(
  readFileSync(join(repoRoot, 'tarballs/exports.snapshot.json'), 'utf8'),
) as Record<string, string[]>

const outDir = mkdtempSync(join(tmpdir(), 'docs-reference-'))
let index: ReferenceIndex = {}

// Letters and digits only: Markdown escapes and line breaks differ between a comment and its page.
const plain = (text: string) => text.replace(/[^A-Za-z0-9]/g, '')

function pageOf(specifier: string): string {
  return readFileSync(join(outDir, `${specifier}.md`), 'utf8')
}

describe('the API reference', () => {
  beforeAll(async () => {
    const { entryPoints } = splitByBuilt(listPublishedEntryPoints(repoRoot))
    index = await generateApiReference({
      entryPoints,
      outDir,
      docsRoot: outDir,
      tempDir: join(outDir, '.temp'),
    })
  })

  it('has a page for every entry point of the exports snapshot', () => {
    for (const specifier of Object.keys(snapshot)) {
      expect(index[specifier], specifier).toBeDefined()
      expect(existsSync(join(outDir, `${specifier}.md`)), specifier).toBe(true)
    }
  })

  it('has an entry for every export of the snapshot, on its entry point’s page', () => {
    const missing: string[] = []
    for (const [specifier, exports] of Object.entries(snapshot)) {
      const names = new Set((index[specifier] ?? []).map((entry) => entry.name))
      // Markdown escapes `_` in headings (`DEFAULT\_QUOTE\_DEBOUNCE\_MS`).
      const page = pageOf(specifier).replaceAll('\\', '')
      for (const exported of exports) {
        const name = exported.replace(/ \(type\)$/, '')
        if (!names.has(name) || !page.includes(name)) missing.push(`${specifier}: ${name}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('shows each export’s doc comment on its page', () => {
    const notShown: string[] = []
    for (const [specifier, entries] of Object.entries(index)) {
      const page = plain(pageOf(specifier))
      for (const entry of entries) {
        // A re-export's page links to the declaration's, which shows the comment.
        if (entry.reexportOf) continue
        if (entry.summary && !page.includes(plain(entry.summary).slice(0, 80))) {
          notShown.push(`${specifier}: ${entry.name}`)
        }
      }
    }
    expect(notShown).toEqual([])
  })

  it('finds a doc comment on every export', () => {
    const undocumented: string[] = []
    for (const [specifier, entries] of Object.entries(index)) {
      for (const entry of entries) {
        if (!entry.summary) undocumented.push(`${specifier}: ${entry.name}`)
      }
    }
    expect(undocumented, 'add a TSDoc comment to each').toEqual([])
  })
})

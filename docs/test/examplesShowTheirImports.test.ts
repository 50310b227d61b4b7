// A ts/tsx block may hide, above `// ---cut---`, what stands for the reader's own code
// (`declare const wallet: …`), but not an import of rampkit: a copied block must run as it reads,
// not fail on names the page never showed (the testing guide's first block did).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const docsRoot = fileURLToPath(new URL('..', import.meta.url))
const SKIPPED = new Set(['node_modules', 'api', 'snippets', 'artifacts'])

function pages(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory())
      return SKIPPED.has(entry.name) || entry.name.startsWith('.') ? [] : pages(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

/** The rampkit imports each block hides above its cut, by page and line. */
function hiddenImports(markdown: string): { line: number; hidden: string[] }[] {
  const found: { line: number; hidden: string[] }[] = []
  for (const block of markdown.matchAll(/^```(?:ts|tsx)\b[^\n]*\n([\s\S]*?)^```/gm)) {
    const body = block[1] ?? ''
    if (!body.includes('// ---cut---')) continue
    const prelude = body.slice(0, body.indexOf('// ---cut---'))
    // A hidden file of its own (`// @filename: Other.tsx`) imports what that file needs.
    const lastFile = prelude.slice(prelude.lastIndexOf('// @filename:'))
    const shown = prelude.includes('// @filename:')
      ? lastFile.slice(lastFile.indexOf('\n'))
      : prelude
    const hidden = [...shown.matchAll(/^import [\s\S]*?from '(@rampkit\/[^']+)'/gm)].map(
      (match) => match[1] ?? '',
    )
    if (hidden.length > 0) {
      found.push({ line: markdown.slice(0, block.index).split('\n').length, hidden })
    }
  }
  return found
}

describe('code examples', () => {
  it('finds a rampkit import hidden in a prelude', () => {
    const planted = [
      '# Page',
      '```ts',
      "import { createTestSandbox } from '@rampkit/testing'",
      'declare const it: (name: string, test: () => void) => void',
      '// ---cut---',
      "it('runs', () => createTestSandbox().dispose())",
      '```',
    ].join('\n')
    expect(hiddenImports(planted)).toEqual([{ line: 2, hidden: ['@rampkit/testing'] }])
    // the testing guide's first block, as it was
    const before = planted.replace(
      '// ---cut---',
      "import { createHostApiClient } from '@rampkit/core'\n// ---cut---",
    )
    expect(hiddenImports(before)[0]?.hidden).toEqual(['@rampkit/testing', '@rampkit/core'])
  })

  it('show every rampkit import they use', () => {
    const problems = pages(docsRoot).flatMap((page) =>
      hiddenImports(readFileSync(page, 'utf8')).map(
        ({ line, hidden }) => `${relative(docsRoot, page)}:${line} hides ${hidden.join(', ')}`,
      ),
    )
    expect(problems).toEqual([])
  })
})

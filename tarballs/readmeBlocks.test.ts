import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blockSource, extractBlocks, readmeLine } from './readmeBlocks.mjs'

interface Block {
  readme: string
  line: number
  language: string
  code: string
  prelude: string
  skip: string | undefined
  as: string | undefined
}

function readme(text: string): { blocks: Block[]; problems: string[] } {
  const root = mkdtempSync(join(tmpdir(), 'rampkit-readme-'))
  mkdirSync(join(root, 'pkg'))
  writeFileSync(join(root, 'pkg', 'README.md'), text)
  return extractBlocks(root, join(root, 'pkg', 'README.md'))
}

describe('extractBlocks', () => {
  it('takes ts, tsx and js blocks with their first code line, leaves other languages', () => {
    const { blocks, problems } = readme(
      [
        '# x',
        '',
        '```ts',
        'const a = 1',
        '```',
        '```sh',
        'ls',
        '```',
        '```tsx',
        '<p />',
        '```',
        '```js',
        'b()',
        '```',
      ].join('\n'),
    )
    expect(problems).toEqual([])
    expect(blocks.map((block) => [block.readme, block.line, block.language, block.code])).toEqual([
      ['pkg/README.md', 4, 'ts', 'const a = 1'],
      ['pkg/README.md', 10, 'tsx', '<p />'],
      ['pkg/README.md', 13, 'js', 'b()'],
    ])
  })

  it('reads a prelude or a skip marker on the last non-blank line before the block', () => {
    const { blocks } = readme(
      [
        '<!-- readme-check: prelude declare const KEY: string -->',
        '',
        '```ts',
        'use(KEY)',
        '```',
        '<!-- readme-check: skip (pseudo-code) -->',
        '```ts',
        'a -> b',
        '```',
      ].join('\n'),
    )
    expect(blocks[0]?.prelude).toBe('declare const KEY: string')
    expect(blocks[0]?.skip).toBeUndefined()
    expect(blocks[1]?.skip).toBe('(pseudo-code)')
  })

  it("reads an as marker's file path, its reason aside, and refuses one without a path", () => {
    const { blocks, problems } = readme(
      [
        '<!-- readme-check: as fixtures/kit/react/Table.test.tsx (beside Table.tsx) -->',
        '```tsx',
        "import { Table } from './Table'",
        '```',
        '<!-- readme-check: as -->',
        '```ts',
        'x',
        '```',
      ].join('\n'),
    )
    expect(blocks[0]?.as).toBe('fixtures/kit/react/Table.test.tsx')
    expect(blocks[0]?.skip).toBeUndefined()
    expect(blocks[0]?.prelude).toBe('')
    expect(problems).toEqual(["pkg/README.md:6: readme-check: as needs a file's path"])
  })

  it('refuses a skip without a reason and an unclosed block', () => {
    expect(readme('<!-- readme-check: skip -->\n```ts\nx\n```\n').problems).toEqual([
      'pkg/README.md:2: readme-check: skip needs a reason',
    ])
    expect(readme('```ts\nx\n').problems).toEqual(['pkg/README.md:1: code block is never closed'])
  })

  it('maps every line of a block file back to its README line (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('', 'text', '    indented'), { maxLength: 8 }),
        fc.array(fc.constantFrom('const a = 1', 'call()', ''), { minLength: 1, maxLength: 8 }),
        fc.string({ unit: fc.constantFrom('a', ' ', ':', ';') }),
        (before, code, prelude) => {
          const lines = [
            ...before,
            `<!-- readme-check: prelude ${prelude.trim()} -->`,
            '```ts',
            ...code,
            '```',
          ]
          const [block] = readme(lines.join('\n')).blocks
          if (!block) throw new Error('no block')
          const source = blockSource(block).split('\n')
          code.forEach((line, index) => {
            // The prelude is the file's first line, the code follows.
            const fileLine = index + 2
            expect(source[fileLine - 1]).toBe(line)
            expect(lines[readmeLine(block, fileLine) - 1]).toBe(line)
          })
        },
      ),
      { numRuns: 100 },
    )
  })
})

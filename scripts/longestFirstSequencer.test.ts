import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type FileToOrder, LONGEST_FILES, orderFiles } from './longestFirstSequencer.js'

const file = (over: Partial<FileToOrder> & { file: string }): FileToOrder => ({
  project: 'p',
  shared: false,
  environment: 'node',
  groupOrder: 0,
  duration: 0,
  ...over,
})

const ordered = (files: FileToOrder[]) => orderFiles(files).map((index) => files[index]?.file)

describe('orderFiles', () => {
  it("keeps a shared-registry project's files of one environment together, where its first file was", () => {
    // vitest's own order (by size on a fresh clone) interleaves the projects
    const files = [
      file({ file: 'core/a', project: 'core', shared: true }),
      file({ file: 'docs/x', project: 'docs' }),
      file({ file: 'react/a', project: 'react', shared: true, environment: 'jsdom' }),
      file({ file: 'core/b', project: 'core', shared: true }),
      file({ file: 'core/dom', project: 'core', shared: true, environment: 'jsdom' }),
      file({ file: 'react/b', project: 'react', shared: true, environment: 'jsdom' }),
      file({ file: 'docs/y', project: 'docs' }),
      file({ file: 'core/c', project: 'core', shared: true }),
    ]
    expect(ordered(files)).toEqual([
      'core/a',
      'core/b',
      'core/c',
      'docs/x',
      'react/a',
      'react/b',
      'core/dom',
      'docs/y',
    ])
  })

  it('starts the longest first: listed files, then blocks and files by their total duration', () => {
    const listed = LONGEST_FILES[0] as string
    const files = [
      file({ file: 'short', duration: 1 }),
      file({ file: 'core/a', project: 'core', shared: true, duration: 3 }),
      file({ file: 'long', duration: 5 }),
      file({ file: 'core/b', project: 'core', shared: true, duration: 4 }),
      file({ file: listed }),
    ]
    // core's block (7 s in all) before the 5 s file; its longer file first
    expect(ordered(files)).toEqual([listed, 'core/b', 'core/a', 'long', 'short'])
  })

  it("brings a listed file's whole block forward, the listed file first", () => {
    const listed = LONGEST_FILES.find((name) => name.startsWith('packages/core/')) as string
    const files = [
      file({ file: 'other', duration: 50 }),
      file({ file: 'packages/core/src/a.test.ts', project: 'core', shared: true, duration: 2 }),
      file({ file: listed, project: 'core', shared: true, duration: 1 }),
    ]
    expect(ordered(files)).toEqual([listed, 'packages/core/src/a.test.ts', 'other'])
  })

  it("keeps vitest's groups in their order whatever the durations", () => {
    const files = [
      file({ file: 'last', groupOrder: 1, duration: 100 }),
      file({ file: 'first', groupOrder: 0, duration: 1 }),
    ]
    expect(ordered(files)).toEqual(['first', 'last'])
  })

  it("orders any list: every file once, each shared project's environment in one run", () => {
    const entry = fc.record({
      project: fc.constantFrom('a', 'b', 'c'),
      shared: fc.boolean(),
      environment: fc.constantFrom('node', 'jsdom'),
      groupOrder: fc.constantFrom(0, 0, 1),
      duration: fc.nat(20),
    })
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        const files = entries.map((over, i) => file({ ...over, file: `f${i}` }))
        const order = orderFiles(files)
        expect([...order].sort((a, b) => a - b)).toEqual(files.map((_, i) => i))
        // within a group of vitest's, a shared block's files follow each other
        const keys = order.map((index) => {
          const { shared, project, environment, groupOrder } = files[index] as FileToOrder
          return shared ? `${groupOrder} ${project} ${environment}` : `file ${index}`
        })
        const seen = new Set<string>()
        keys.forEach((key, at) => {
          if (key !== keys[at - 1]) expect(seen.has(key)).toBe(false)
          seen.add(key)
        })
      }),
    )
  })
})

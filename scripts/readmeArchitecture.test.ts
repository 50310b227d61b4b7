import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The README's architecture section is a map a newcomer follows: every path it names must exist,
// and its list of core folders must be the dependency rule's layers.
const root = fileURLToPath(new URL('..', import.meta.url))
const readme = readFileSync(`${root}README.md`, 'utf8')
const section = readme.slice(
  readme.indexOf('## Architecture'),
  readme.indexOf('\n## ', readme.indexOf('## Architecture') + 1),
)

/** The repository paths the section names in backticks. */
const namedPaths = () =>
  [
    ...section.matchAll(/`((?:packages|apps|tooling|e2e|integration)\/[^`\s]+|\.[a-z-]+\.cjs)`/g),
  ].map((match) => match[1]!)

describe("README's architecture section", () => {
  it('exists and names paths', () => {
    expect(section.startsWith('## Architecture')).toBe(true)
    expect(namedPaths().length).toBeGreaterThan(8)
  })

  it('names only paths that exist', () => {
    const missing = namedPaths().filter((path) => !existsSync(`${root}${path}`))
    expect(missing).toEqual([])
  })

  it('says where each concern a newcomer asks about lives, by a path', () => {
    for (const concern of [
      'the production/development switch',
      'the close handshake',
      'the warning for a bare symbol',
      'the custom element',
      "the stand-in widget's state",
    ]) {
      const row = section.split('\n').find((line) => line.startsWith('|') && line.includes(concern))
      expect(row, concern).toBeDefined()
      expect(row!.split('|')[2], concern).toMatch(/`(packages|apps)\/[^`]+`/)
    }
  })

  it("lists the dependency rule's core layers, in its order", () => {
    // The table's rows, as written: `'folder': [...]` between `CORE_LAYERS = {` and `}`.
    const config = readFileSync(`${root}.dependency-cruiser.cjs`, 'utf8')
    const table = config.slice(
      config.indexOf('CORE_LAYERS = {'),
      config.indexOf('\n}', config.indexOf('CORE_LAYERS = {')),
    )
    const layers = [...table.matchAll(/^\s+'([^']+)':/gm)].map((match) => match[1]!)
    expect(layers.length).toBeGreaterThan(10)
    const folders = layers.filter((layer) => !layer.endsWith('.ts'))
    const diagram = section.slice(
      section.indexOf('```text'),
      section.indexOf('```\n', section.indexOf('```text') + 7),
    )
    const positions = folders.map((folder) => diagram.search(new RegExp(`(^|\\s)${folder}/`)))
    expect(folders.filter((_, i) => positions[i] === -1)).toEqual([])
    const order = [...positions].sort((a, b) => a - b)
    // Folders on one line of the diagram share a layer's place; the lines follow the table.
    expect(positions).toEqual(order)
  })
})

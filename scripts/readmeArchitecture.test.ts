import { existsSync, readdirSync, readFileSync } from 'node:fs'
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

/** The dependency rule's layer table, as written: each folder and the folders it may import. */
function layerTable(): Map<string, string[]> {
  const config = readFileSync(`${root}.dependency-cruiser.cjs`, 'utf8')
  const start = config.indexOf('CORE_LAYERS = {')
  const table = config.slice(start, config.indexOf('\n}', start))
  return new Map(
    [...table.matchAll(/^\s+'([^']+)':\s+(\[[^\]]*\]|'anything')/gm)].map((match) => [
      match[1]!,
      [...match[2]!.matchAll(/'([^']+)'/g)].map((name) => name[1]!),
    ]),
  )
}

/** The section's diagram of core's folders, one layer a line. */
const diagram = () =>
  section.slice(
    section.indexOf('```text'),
    section.indexOf('```\n', section.indexOf('```text') + 7),
  )

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
    const positions = folders.map((folder) => diagram().search(new RegExp(`(^|\\s)${folder}/`)))
    expect(folders.filter((_, i) => positions[i] === -1)).toEqual([])
    const order = [...positions].sort((a, b) => a - b)
    // Folders on one line of the diagram share a layer's place; the lines follow the table.
    expect(positions).toEqual(order)
  })

  it("says what each folder is built on as the layer table allows it (a line's `on …`)", () => {
    const table = layerTable()
    const claims = diagram()
      .split('\n')
      .map((line) => ({
        folders: [...line.matchAll(/(?:^|\s)([a-z][\w/]*)\/(?=\s)/g)].map((match) => match[1]!),
        on: line.match(/\s{2,}on ([\w ,]+?)\s*(?:\(|$)/)?.[1]?.split(/,\s*/) ?? [],
      }))
      .filter((claim) => claim.on.length > 0)
    expect(claims.length).toBeGreaterThan(4)
    for (const { folders, on } of claims) {
      for (const folder of folders) {
        for (const lower of on) expect(table.get(folder), `${folder}/ on ${lower}`).toContain(lower)
      }
    }
  })

  it('says webhooks/ validates on its own: none of its code imports schemas/', () => {
    expect(diagram()).toMatch(/^webhooks\/.*on types \(validates on its own\)$/m)
    const folder = `${root}packages/core/src/webhooks/`
    const code = readdirSync(folder).filter((name) => /(?<!\.test(-d)?)\.ts$/.test(name))
    expect(code.length).toBeGreaterThan(10)
    for (const name of code) {
      expect(readFileSync(folder + name, 'utf8'), name).not.toMatch(/from '\.\.\/schemas\//)
    }
  })
})

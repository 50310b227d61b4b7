import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ADDRESSES } from './addresses.mjs'

// What the README's set-up promises of `pnpm start` is what scripts/start.mjs does: the same
// addresses (one table row each, in its order) and the count it prints at the end. The README
// once said "All 11 addresses" beside 12. (scripts/first-contact checks that each answers.)
const root = fileURLToPath(new URL('..', import.meta.url))
const readme = readFileSync(`${root}README.md`, 'utf8')

describe("the README's pnpm start", () => {
  it("lists scripts/addresses.mjs's addresses in its table, one row each, in order", () => {
    const rows = [...readme.matchAll(/^\| (http:\/\/127\.0\.0\.1:\d+\S*) \|/gm)].map(
      (match) => match[1],
    )
    expect(rows).toEqual(ADDRESSES.map(({ url }) => url))
  })

  it('gives the count of addresses start.mjs prints at the end', () => {
    const said = [...readme.replace(/\s+/g, ' ').matchAll(/All (\d+) addresses answer/g)]
    expect(said.length).toBeGreaterThan(0)
    for (const [, count] of said) expect(Number(count)).toBe(ADDRESSES.length)
    const script = readFileSync(`${root}scripts/start.mjs`, 'utf8')
    // Counted where it is printed, never written down twice.
    expect(script).toMatch(/All \$\{\w+\.length\} addresses answer/)
  })

  it("names every create-rampkit template in the packages' table", () => {
    const row = readme.split('\n').find((line) => line.startsWith('| [`create-rampkit`]'))
    const listed = [...(row?.match(/from a template \(([^)]*)\)/)?.[1] ?? '').matchAll(/`(\w+)`/g)]
    const templates = readdirSync(`${root}packages/create-rampkit/templates`).filter(
      (name) => !name.startsWith('_'),
    )
    expect(listed.map((match) => match[1]).sort()).toEqual(templates.sort())
  })
})

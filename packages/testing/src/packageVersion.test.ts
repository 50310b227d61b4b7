import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The package's version is a released one, named by its changelog's newest section, as
// `changeset version` leaves every published package (it was 0.0.0 beside the others' 0.1.0,
// with no changelog: issue 28).
const read = (file: string) => readFileSync(join(import.meta.dirname, '..', file), 'utf8')

describe('@rampkit/testing version', () => {
  it("is the version of its CHANGELOG.md's newest section, never 0.0.0", () => {
    const { version } = JSON.parse(read('package.json')) as { version: string }
    expect(version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(version).not.toBe('0.0.0')
    const newest = /^## (\S+)$/m.exec(read('CHANGELOG.md'))?.[1]
    expect(newest).toBe(version)
  })
})

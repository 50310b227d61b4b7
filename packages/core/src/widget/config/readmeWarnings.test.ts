// @vitest-environment jsdom
// The README's list of warnings is true: each row's configuration gives a warning that starts
// with the row's text. A warning that changes wording, or stops being one, fails here.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { warningsOf } from './testkit.js'

// jsdom gives import.meta.url an http: scheme here: resolve from this file's directory instead.
const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8')
const section = readme.slice(readme.indexOf('### Warnings'))
const rows = [...section.matchAll(/^\| `(\{.*\})` \| (.+) \|$/gm)].map(
  ([, config, warning]) => [config!, warning!] as const,
)

describe('README: warnings', () => {
  it('lists warnings', () => {
    expect(rows.length).toBeGreaterThan(20)
  })

  it.each(rows)('%s', (source, warning) => {
    // The row's configuration is JavaScript (it may build a DOM node or repeat a string).
    const fields = new Function('document', `return (${source})`)(document) as Record<
      string,
      unknown
    >
    const messages = warningsOf(fields).map((w) => w.message)
    expect(
      messages.some((message) => message.startsWith(warning)),
      `${JSON.stringify(messages)} has no warning starting with ${JSON.stringify(warning)}`,
    ).toBe(true)
  })
})

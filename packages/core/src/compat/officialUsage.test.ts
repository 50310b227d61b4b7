import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// officialUsage.test-d.ts writes each official snippet twice, once over each package's types;
// this checks that both copies are the same text, so compat really takes the official code.
const source = readFileSync(new URL('./officialUsage.test-d.ts', import.meta.url), 'utf8')

/** The body of `export function <name>(…) {…}` (up to the closing brace at line start). */
function body(name: string): string {
  const match = new RegExp(
    `^export function ${name}\\([\\s\\S]*?\\) \\{\\n([\\s\\S]*?)\\n\\}$`,
    'm',
  ).exec(source)
  if (!match) throw new Error(`no function ${name} in officialUsage.test-d.ts`)
  return match[1]!
}

describe('the official usage snippets', () => {
  it.each(['overlay', 'embedded'])('%s: one text over both packages', (name) => {
    const compat = body(`${name}Compat`)
    expect(compat.split('\n').length).toBeGreaterThan(10)
    // The only word allowed to differ: the namespace a type annotation names.
    expect(body(`${name}Official`)).toBe(compat.replaceAll('Compat.', 'Official.'))
  })
})

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  differencesFromReadme,
  differencesToMarkdown,
  migrationDifferencesMarkdown,
} from './migrationDifferences'

const difference = {
  id: 'backdrop-click',
  what: 'A click on the backdrop',
  official: 'asks whether to close',
  rampkit: 'does nothing',
  reason: 'a stray click should not <end> a purchase',
}

const readme = `# @rampkit/core

## Migration from @ramp-network/ramp-instant-sdk

What you gain: …

Deliberate differences:

- First, over
  two lines.
- Second.

## Live quotes
`

describe('migration differences', () => {
  it('renders each difference of the list with what, both behaviours and the reason', () => {
    const markdown = differencesToMarkdown([difference])
    expect(markdown).toContain('### A click on the backdrop {#backdrop-click}')
    expect(markdown).toContain('- **Official SDK:** asks whether to close')
    expect(markdown).toContain('- **rampkit:** does nothing')
    expect(markdown).toContain('- **Why:** a stray click should not &lt;end> a purchase')
  })

  it('refuses a list that is empty or has an item without a field, naming it', () => {
    expect(() => differencesToMarkdown([])).toThrow(/non-empty array/)
    expect(() => differencesToMarkdown({})).toThrow(/non-empty array/)
    expect(() => differencesToMarkdown([{ ...difference, reason: '' }])).toThrow(
      'item 0 has no reason',
    )
    expect(() => differencesToMarkdown([difference, null])).toThrow('item 1 has no id')
  })

  it('falls back to the README’s list, up to the next heading', () => {
    expect(differencesFromReadme(readme)).toBe('- First, over\n  two lines.\n- Second.\n')
    expect(() => differencesFromReadme('# core\n\n## Migration from x\n\nnothing')).toThrow(
      /Deliberate differences/,
    )
  })

  it('reads the list when the compat suite has one, else the README', () => {
    const repo = mkdtempSync(join(tmpdir(), 'docs-differences-'))
    mkdirSync(join(repo, 'packages/core/src/compat'), { recursive: true })
    writeFileSync(join(repo, 'packages/core/README.md'), readme)
    expect(migrationDifferencesMarkdown(repo)).toContain('- Second.')
    writeFileSync(
      join(repo, 'packages/core/src/compat/differences.json'),
      JSON.stringify([difference]),
    )
    expect(migrationDifferencesMarkdown(repo)).toContain('{#backdrop-click}')
  })
})

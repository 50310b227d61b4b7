import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One difference kept on purpose between `@rampkit/core/compat` and the official SDK. */
export interface CompatDifference {
  id: string
  what: string
  official: string
  rampkit: string
  reason: string
}

/**
 * The migration page's list of differences, as Markdown: from the list the compat suite reads
 * (`packages/core/src/compat/differences.json`) when it exists, else the "Deliberate differences"
 * of core's README. Either way it is read at build time, so the page never disagrees with them.
 */
export function migrationDifferencesMarkdown(repoRoot: string): string {
  const listPath = join(repoRoot, 'packages/core/src/compat/differences.json')
  if (existsSync(listPath)) {
    return differencesToMarkdown(JSON.parse(readFileSync(listPath, 'utf8')) as unknown)
  }
  return differencesFromReadme(readFileSync(join(repoRoot, 'packages/core/README.md'), 'utf8'))
}

export function differencesToMarkdown(list: unknown): string {
  if (!Array.isArray(list) || list.length === 0) {
    throw new Error('differences.json should be a non-empty array of differences')
  }
  const sections = list.map((item, index) => {
    const difference = checkedDifference(item, index)
    return [
      `### ${inline(difference.what).replace(/\.$/, '')} {#${slug(difference.id)}}`,
      '',
      `- **Official SDK:** ${inline(difference.official)}`,
      `- **rampkit:** ${inline(difference.rampkit)}`,
      `- **Why:** ${inline(difference.reason)}`,
      '',
    ].join('\n')
  })
  return sections.join('\n')
}

function checkedDifference(item: unknown, index: number): CompatDifference {
  const fields = ['id', 'what', 'official', 'rampkit', 'reason'] as const
  const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
  for (const field of fields) {
    if (typeof record[field] !== 'string' || record[field] === '') {
      throw new Error(`differences.json item ${index} has no ${field}`)
    }
  }
  return record as unknown as CompatDifference
}

/**
 * The first bullet list after "Deliberate differences" in the README's migration section (its
 * items may run over several lines), for a tree without the list file.
 */
export function differencesFromReadme(readme: string): string {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Migration from'))
  const start = section?.indexOf('Deliberate differences') ?? -1
  if (!section || start < 0) {
    throw new Error('core README: no "Deliberate differences" in the migration section')
  }
  const lines = section.slice(start).split('\n')
  const first = lines.findIndex((line) => line.startsWith('- '))
  if (first < 0) throw new Error('core README: the differences should be a list')
  const list: string[] = []
  for (const line of lines.slice(first)) {
    if (!line.startsWith('- ') && !line.startsWith('  ')) break
    list.push(line)
  }
  return `${list.join('\n')}\n`
}

function inline(value: string): string {
  return value.replace(/\s*\n\s*/g, ' ').replaceAll('<', '&lt;')
}

function slug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

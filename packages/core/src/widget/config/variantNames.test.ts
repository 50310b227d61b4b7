import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { WIDGET_VARIANTS } from './variants.js'

// What is decided per widget variant is decided in one table (variants.ts), read through its
// named readers. This test fails when non-test source anywhere in packages/*/src or apps/*/src
// compares a variant name itself.

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url))
const TABLE = 'packages/core/src/widget/config/variants.ts'

const names = `(?:${[...WIDGET_VARIANTS].sort((a, b) => b.length - a.length).join('|')})`
/** A variant name as a string literal (in comments names stand in backquotes: not matched). */
const name = `(?:'${names}'|"${names}")`
/** A name's start or end, as startsWith/endsWith/includes would test it. */
const part = `['"\`](?:${names}|hosted|embedded|webview|-desktop|-mobile)`
/**
 * What a name is compared with. `hosted` is also a kind of variant (`variantKind`) and an
 * integration (`ctx.integration`): a comparison of those is not one of a variant name.
 */
const operand = '[\\w$.?!]+(?:\\([^()]*\\))?'
const OTHER_WORDS = /(?:^|\.)(?:kind|integration)$|^variantKind\(/

const COMPARISONS: [string, RegExp][] = [
  [
    'an equality with a variant name',
    new RegExp(`(${operand})\\s*[=!]==?\\s*${name}|${name}\\s*[=!]==?\\s*(${operand})`),
  ],
  ['a case of a variant name', new RegExp(`\\bcase\\s+${name}\\s*:`)],
  ['a test of part of a name', new RegExp(`\\.(?:startsWith|endsWith|includes)\\(\\s*${part}`)],
  // An array, a Set, an argument list or an object of two names or more: a list to look in.
  ['a list of variant names', new RegExp(`[[({]\\s*${name}\\s*,\\s*${name}`)],
  ['an object keyed by variant names', new RegExp(`[{,]\\s*${name}\\s*:`)],
  ['a name put together', /`(?:hosted|embedded|webview)-\$\{|\}-(?:desktop|mobile)`/],
]

/** Every comparison of a variant name in `text`, as `line: what`. */
export function variantComparisons(text: string): string[] {
  const found: string[] = []
  for (const [what, pattern] of COMPARISONS) {
    const global = new RegExp(pattern.source, 'g')
    for (const match of text.matchAll(global)) {
      const compared = match[1] ?? match[2]
      if (compared && OTHER_WORDS.test(compared)) continue
      const line = text.slice(0, match.index).split('\n').length
      found.push(`${line}: ${what} (${match[0].replace(/\s+/g, ' ')})`)
    }
  }
  return found
}

const SOURCE = /\.(?:[cm]?[jt]sx?|vue|svelte)$/
const NOT_SOURCE =
  /(?:^|\/)(?:node_modules|dist|testing|test|tests|__tests__)\/|\.(?:test|spec)(?:-d)?\.[^/]+$|(?:^|\/)(?:testkit|fixtures)\.ts$/

function sourceFiles(): string[] {
  const files: string[] = []
  for (const area of ['packages', 'apps']) {
    for (const pkg of readdirSync(join(ROOT, area))) {
      const src = join(ROOT, area, pkg, 'src')
      let entries: string[]
      try {
        entries = readdirSync(src, { recursive: true, encoding: 'utf8' })
      } catch {
        continue // a package without src/
      }
      for (const entry of entries) {
        const path = relative(ROOT, join(src, entry)).split('\\').join('/')
        if (SOURCE.test(path) && !NOT_SOURCE.test(path)) files.push(path)
      }
    }
  }
  return files
}

describe('variant names are compared only in the table of variants', () => {
  it('finds each kind of comparison', () => {
    expect(variantComparisons("if (variant === 'desktop') show()")).toHaveLength(1)
    expect(variantComparisons('const overlay = "mobile" !== v')).toHaveLength(1)
    expect(variantComparisons("switch (v) {\n  case 'embedded-mobile':")).toEqual([
      "2: a case of a variant name (case 'embedded-mobile':)",
    ])
    expect(variantComparisons("v.startsWith('hosted')")).toHaveLength(1)
    expect(variantComparisons('v.endsWith(`-mobile`)')).toHaveLength(1)
    expect(variantComparisons("if (config.variant !== 'hosted') return")).toHaveLength(1)
    expect(variantComparisons("new Set(['auto', 'desktop', 'mobile'])")).toHaveLength(1)
    expect(variantComparisons("const LIST = [\n  'hosted',\n  'hosted-auto',\n]")).toHaveLength(1)
    expect(variantComparisons("const CSS = {\n  'embedded-desktop': 'min-height:590px',")).toEqual(
      expect.arrayContaining([expect.stringContaining('an object keyed by variant names')]),
    )
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template literal
    expect(variantComparisons('return `hosted-${layout}`')).toHaveLength(1)
  })

  it('leaves defaults, messages and other words alone', () => {
    expect(variantComparisons("const variant = config.variant ?? 'auto'")).toEqual([])
    expect(variantComparisons("kind === 'hosted' || ctx.integration !== 'hosted'")).toEqual([])
    expect(variantComparisons("variantKind(v) === 'hosted'")).toEqual([])
    expect(variantComparisons('/** The variant shown (`desktop`, `mobile`). */')).toEqual([])
    expect(variantComparisons("return wide ? 'desktop' : 'mobile'")).toEqual([])
    expect(
      variantComparisons(
        "warn(\"use 'hosted-desktop', 'hosted-mobile' or 'hosted-auto'\"); mode === 'automatic'",
      ),
    ).toEqual([])
  })

  it('no non-test source outside the table compares a variant name', () => {
    const files = sourceFiles()
    // The scan reaches every area that reads variants (else it would pass on nothing).
    for (const reader of [
      TABLE,
      'packages/core/src/compat/officialClosing.ts',
      'packages/element/src/RampKitWidgetElement.ts',
      'packages/sandbox/src/widget/client/readWidgetConfig.ts',
    ])
      expect(files).toContain(reader)
    const found = files
      .filter((file) => file !== TABLE)
      .flatMap((file) =>
        variantComparisons(readFileSync(join(ROOT, file), 'utf8')).map((at) => `${file}:${at}`),
      )
    expect(found).toEqual([])
  })
})

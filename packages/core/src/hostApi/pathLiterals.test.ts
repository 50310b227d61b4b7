// Nothing outside the endpoint table spells a host API path: the client, the OpenAPI document,
// the testing kit, the sandbox and its stand-in widget read the table, the templates call through
// core. This reads the strings of every non-test source file of the repository (comments are
// prose, not calls, and are left out) and fails on a path of the host API.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { hostApiEndpoints } from './endpoints.js'

const ROOT = join(import.meta.dirname, '../../../..')
const TABLE = 'packages/core/src/hostApi/endpoints.ts'

// How the spec spells a path (spec 4: `/host-api/v3/onramp/quote/all`, `/host-api/purchase/{id}`):
// a segment under `/host-api/`, the flows' segments, and a version's tail written without the
// prefix (`v3/offramp/assets`), and a base to append one to (`…/api/host-api`). `/host-api/` alone (the prefix every path shares) or followed by
// `*` or `${` is a pattern over all of them, not one path.
const PATH = /\/host-api(\/[a-z]|$)|\/(onramp|offramp)\/|\bv\d+\/[a-z]|quote\/all/i

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|vue|svelte|html)$/
const TEST = /\.(test|test-d|spec)\.[a-z]+$|\.d\.ts$/

/** Non-test source: packages/*\/src, apps/*\/src and create-rampkit's templates. */
function sourceFiles(): string[] {
  const roots = [
    ...readdirSync(join(ROOT, 'packages')).map((name) => `packages/${name}/src`),
    ...readdirSync(join(ROOT, 'apps')).map((name) => `apps/${name}/src`),
    'packages/create-rampkit/templates',
  ]
  const files: string[] = []
  const walk = (dir: string) => {
    let entries: import('node:fs').Dirent[]
    try {
      entries = readdirSync(join(ROOT, dir), { withFileTypes: true })
    } catch {
      return // an app without src
    }
    for (const entry of entries) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        // Test support (a src/…/testing/ folder of helpers) is test code; packages/testing/src is not.
        if (
          !['node_modules', 'dist', '.next', '.svelte-kit', 'test', 'testing'].includes(entry.name)
        )
          walk(path)
      } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
        files.push(path)
      }
    }
  }
  for (const root of roots) walk(root)
  return files
}

/** The text of every string in `code`: literals and the constant parts of template literals. */
function strings(code: string, fileName: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  )
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      found.push(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** A file's strings: a component's or page's scripts parsed, its markup read as text. */
function fileStrings(path: string): string[] {
  const text = readFileSync(join(ROOT, path), 'utf8')
  if (!/\.(vue|svelte|html)$/.test(path)) return strings(text, path)
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  const markup = text
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
  return [...scripts.flatMap((script) => strings(script, `${path}.ts`)), markup]
}

/** Where a host API path is spelled: `file: "string"`. */
function spelled(files: readonly string[]): string[] {
  return files.flatMap((path) =>
    fileStrings(path)
      .filter((text) => PATH.test(text))
      .map((text) => `${path}: ${JSON.stringify(text.slice(0, 120))}`),
  )
}

describe('host API paths', () => {
  it('the pattern finds every path of the table, and not the prefix shared by all', () => {
    for (const { path } of Object.values(hostApiEndpoints)) expect(PATH.test(path), path).toBe(true)
    for (const text of [
      '/host-api/',
      '/host-api/*',
      '/host-api/${',
      '/api/purchases',
      'v3.getAssets',
    ]) {
      expect(PATH.test(text), text).toBe(false)
    }
    expect(spelled([TABLE]).length).toBeGreaterThanOrEqual(Object.keys(hostApiEndpoints).length)
  })

  it('no non-test source file outside the table spells one', () => {
    const files = sourceFiles()
    expect(files.length).toBeGreaterThan(100)
    expect(files.map((file) => relative(ROOT, join(ROOT, file)))).toContain(TABLE)
    expect(spelled(files.filter((file) => file !== TABLE))).toEqual([])
  })
})

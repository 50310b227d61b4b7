import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Folders that hold no source a build reads. */
const NOT_SOURCES = new Set(['node_modules', 'tests', 'testing'])

/**
 * Newest mtime of the sources under `dir` that a build reads (TypeScript, Svelte, Vue, CSS),
 * tests and test helpers left out: a build older than this is stale.
 */
export function newestSource(dir: string): number {
  let at = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!NOT_SOURCES.has(entry.name)) at = Math.max(at, newestSource(path))
    } else if (/\.(tsx?|svelte|vue|css)$/.test(entry.name) && !/\.test(-d)?\./.test(entry.name)) {
      at = Math.max(at, statSync(path).mtimeMs)
    }
  }
  return at
}

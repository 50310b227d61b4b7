import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** A link whose `#fragment` names no element of the page it points to. */
export interface DeadFragment {
  /** the page the link is on, as the site serves it (`/reference/api/@rampkit/core`) */
  page: string
  /** the link as written in the page */
  href: string
  /** the page the link points to, as the site serves it */
  target: string
  fragment: string
}

const HTML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return HTML_ENTITIES[name] ?? entity
  })
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The ids of a page's elements (`id="…"`, and `name="…"` of anchors, which HTML also scrolls to). */
export function idsOf(html: string): Set<string> {
  const ids = new Set<string>()
  for (const match of html.matchAll(/<[a-zA-Z][^>]*?\s(?:id|name)="([^"]*)"/g)) {
    ids.add(decodeEntities(match[1] ?? ''))
  }
  return ids
}

/** The `href`s of a page's links (`<a href="…">`). */
export function linksOf(html: string): string[] {
  // The text of code blocks is escaped, so an `<a` there is not a tag.
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) =>
    decodeEntities(match[1] ?? ''),
  )
}

// `cleanUrls`: `/guide/widget` is guide/widget.html, `/guide/` guide/index.html.
function pageFile(outDir: string, pathname: string): string | undefined {
  const path = safeDecode(pathname).replace(/^\/+/, '')
  const candidates =
    path === '' || path.endsWith('/')
      ? [join(outDir, path, 'index.html')]
      : path.endsWith('.html')
        ? [join(outDir, path)]
        : [join(outDir, `${path}.html`), join(outDir, path, 'index.html')]
  return candidates.find((file) => existsSync(file))
}

function htmlFiles(folder: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) files.push(...htmlFiles(path))
    else if (entry.name.endsWith('.html')) files.push(path)
  }
  return files
}

/**
 * Every link of the built site at `outDir` whose `#fragment` the target page has no element
 * for: a heading renamed, an anchor slugged otherwise than the heading's id. Links to other
 * origins and to files that are not pages are not followed; a link to a page that does not
 * exist is VitePress's own dead-link check's.
 */
export function findDeadFragments(outDir: string, base = '/'): DeadFragment[] {
  const origin = 'http://site.invalid'
  const idsByFile = new Map<string, Set<string>>()
  const idsIn = (file: string) => {
    let ids = idsByFile.get(file)
    if (!ids) {
      ids = idsOf(readFileSync(file, 'utf8'))
      idsByFile.set(file, ids)
    }
    return ids
  }
  const dead: DeadFragment[] = []
  for (const file of htmlFiles(outDir).sort()) {
    const path = relative(outDir, file).split(sep).join('/')
    if (path === '404.html') continue
    const pageUrl = `${base}${path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`
    for (const href of linksOf(readFileSync(file, 'utf8'))) {
      if (!href.includes('#') || /^[a-z][a-z0-9+.-]*:/i.test(href)) continue
      const url = new URL(href, `${origin}${pageUrl}`)
      const fragment = safeDecode(url.hash.slice(1))
      if (fragment === '' || !url.pathname.startsWith(base)) continue
      const target =
        url.pathname === pageUrl ? file : pageFile(outDir, url.pathname.slice(base.length))
      if (!target?.endsWith('.html')) continue
      if (!idsIn(target).has(fragment)) {
        dead.push({ page: pageUrl, href, target: url.pathname, fragment })
      }
    }
  }
  return dead
}

/** Throws, naming each, when the built site has a dead `#fragment` link. */
export function assertNoDeadFragments(outDir: string, base = '/'): void {
  const dead = findDeadFragments(outDir, base)
  if (dead.length === 0) return
  const lines = dead.map(
    (link) => `  ${link.page}: ${link.href} (no id "${link.fragment}" on ${link.target})`,
  )
  throw new Error(
    `${dead.length} dead anchor${dead.length === 1 ? '' : 's'} (a link's #fragment names no element of its page):\n${lines.join('\n')}`,
  )
}

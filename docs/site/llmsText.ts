import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** A page of the site as llms.txt lists it. */
export interface LlmsPage {
  /** the page's path below the site root, e.g. `guide/webhooks.md` */
  path: string
  /** its Markdown as written */
  source: string
}

export interface LlmsSite {
  title: string
  description: string
  /** where `<<< @/…` and `<!--@include: …-->` resolve (the VitePress root) */
  srcDir: string
}

const SECTIONS: [prefix: string, title: string][] = [
  ['getting-started/', 'Getting started'],
  ['guide/', 'Guides'],
  ['migration/', 'Migration from the official SDK'],
  ['reference/', 'Reference'],
  ['', 'More'],
]

/**
 * `llms.txt` (https://llmstxt.org): the site's title and summary, then one line per page with
 * its title, by section. The generated TypeScript API pages are listed by entry point only.
 */
export function llmsTxt(site: LlmsSite, pages: LlmsPage[], baseUrl: string): string {
  const lines = [`# ${site.title}`, '', `> ${site.description}`, '']
  const listed = pages.filter((page) => isListed(page.path))
  for (const [prefix, title] of SECTIONS) {
    const inSection = listed.filter(
      (page) =>
        page.path.startsWith(prefix) &&
        !SECTIONS.some(([other]) => other.length > prefix.length && page.path.startsWith(other)),
    )
    if (inSection.length === 0) continue
    lines.push(`## ${title}`, '')
    for (const page of inSection) {
      lines.push(`- [${pageTitle(page)}](${baseUrl}${pageUrl(page.path)})`)
    }
    lines.push('')
  }
  lines.push(`The whole text of these pages: ${baseUrl}/llms-full.txt`)
  return `${lines.join('\n')}\n`
}

/** `llms-full.txt`: every listed page's Markdown, snippets and includes inlined, one after another. */
export function llmsFullTxt(site: LlmsSite, pages: LlmsPage[]): string {
  const parts = [`# ${site.title}`, '', `> ${site.description}`]
  for (const page of pages.filter((candidate) => isListed(candidate.path))) {
    parts.push(
      '',
      '---',
      '',
      `<!-- ${pageUrl(page.path)} -->`,
      '',
      inlined(page, site.srcDir).trim(),
    )
  }
  return `${parts.join('\n')}\n`
}

// Every page but the home page's hero; of the generated API pages, one per entry point
// (`@rampkit/core.md`, `@rampkit/core/webhooks.md`), none below them.
function isListed(path: string): boolean {
  if (path === 'index.md') return false
  if (!path.startsWith('reference/api/')) return true
  return /^reference\/api\/(index\.md|@[^/]+\/[^/]+(\/[^/]+)?\.md)$/.test(path)
}

export function pageUrl(path: string): string {
  return `/${path.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '')}`
}

export function pageTitle(page: LlmsPage): string {
  const frontmatterTitle = /^---\n[\s\S]*?^title:\s*(.+)$[\s\S]*?^---$/m.exec(page.source)?.[1]
  const heading = /^#\s+(.+)$/m.exec(withoutFrontmatter(page.source))?.[1]
  return (frontmatterTitle ?? heading ?? page.path).replaceAll('`', '').trim()
}

function withoutFrontmatter(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '')
}

// The page as a reader sees it: `<<< @/file` snippets and `<!--@include: file-->` inlined,
// twoslash preludes (`// ---cut---`) dropped, container markers (`::: v-pre`, `::: code-group`) gone.
function inlined(page: LlmsPage, srcDir: string): string {
  const pageDir = dirname(join(srcDir, page.path))
  return withoutFrontmatter(page.source)
    .replace(/^<<< @\/([^\s{]+)(\{[^}]*\})?( \[[^\]]*\])?$/gm, (_, file: string) => {
      const path = join(srcDir, file)
      const language = file.split('.').pop() ?? ''
      return existsSync(path)
        ? `\`\`\`${language}\n${readFileSync(path, 'utf8').trim()}\n\`\`\``
        : ''
    })
    .replace(/<!--\s*@include:\s*(\S+?)\s*-->/g, (_, file: string) => {
      const path = resolve(pageDir, file)
      return existsSync(path) ? readFileSync(path, 'utf8') : ''
    })
    .replace(
      /^```(\w+)\n[\s\S]*?^\/\/ ---cut---\n/gm,
      (_, language: string) => `\`\`\`${language}\n`,
    )
    .replace(/^:::[ \w-]*\n/gm, '')
}

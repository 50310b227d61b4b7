import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'

/** Renders a page's Markdown to HTML as the site does (its headings get the site's ids). */
export type RenderMarkdown = (markdown: string, relativePath: string) => string

/**
 * TypeDoc's Markdown plugin slugs its own anchors, which need not be the ids VitePress gives the
 * headings: `AmountError.code` takes `amounterrorcode`, so the type `AmountErrorCode` is linked
 * as `#amounterrorcode-1` while its heading is `#amounterrorcode`; `ANY_EVENT_NAME` is linked as
 * `#any_event_name`, its heading is `#any-event-name`. With `useHTMLAnchors` every heading
 * carries the plugin's anchor (`<a id="amounterrorcode-1"></a>` on the line before it); this
 * renders each page as the site will, maps each plugin anchor to the id of the heading holding
 * it, rewrites every link to that id and drops the extra anchors, so a reference link lands on
 * the heading's own id (the one its `#` permalink shows).
 */
export function alignAnchorsWithHeadings(outDir: string, render: RenderMarkdown): void {
  const pages = markdownFiles(outDir)
  const sources = new Map(pages.map((file) => [file, readFileSync(file, 'utf8')]))
  const idsByPage = new Map<string, Map<string, string>>()
  for (const [file, source] of sources) {
    const html = render(source, relative(outDir, file).split(sep).join('/'))
    idsByPage.set(file, headingIdsByAnchor(html))
  }
  for (const [file, source] of sources) {
    const ids = idsByPage.get(file) ?? new Map<string, string>()
    // The anchors the headings' ids replace go (a table row's stay: they are its only id).
    const rewritten = rewriteLinks(source, file, idsByPage)
      .replace(/^<a id="([^"]*)"><\/a>\n\n(?=#{1,6} )/gm, (line, anchor: string) =>
        ids.has(anchor) ? '' : line,
      )
      .replace(
        /^(#{1,6} .*?)<a id="([^"]*)"><\/a>\s*/gm,
        (line, heading: string, anchor: string) => (ids.has(anchor) ? heading : line),
      )
    if (rewritten !== source) writeFileSync(file, rewritten)
  }
}

/** For each `<a id>` just before or inside a heading of rendered HTML: the heading's own id. */
export function headingIdsByAnchor(html: string): Map<string, string> {
  const ids = new Map<string, string>()
  const before = /<a id="([^"]*)"><\/a>(?:\s|<\/?p>)*<h[1-6]\s[^>]*?id="([^"]*)"/g
  for (const [, anchor = '', headingId = ''] of html.matchAll(before)) ids.set(anchor, headingId)
  const inside = /<h[1-6]\s[^>]*?id="([^"]*)"[^>]*>((?:(?!<\/h[1-6]>)[\s\S])*)<\/h[1-6]>/g
  for (const [, headingId = '', content = ''] of html.matchAll(inside)) {
    for (const [, anchor = ''] of content.matchAll(/<a id="([^"]*)"/g)) ids.set(anchor, headingId)
  }
  return ids
}

// `[text](page.md#anchor)` and `[text](#anchor)`, outside code.
function rewriteLinks(
  source: string,
  file: string,
  idsByPage: ReadonlyMap<string, ReadonlyMap<string, string>>,
): string {
  // Fenced code blocks are split off (odd parts) and kept as they are.
  return source
    .split(/(^```[\s\S]*?^```)/m)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(
            /(\]\()([^)\s#]*)#([^)\s]+)\)/g,
            (link, opening: string, target: string, anchor: string) => {
              if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return link
              const page = target === '' ? file : normalize(join(dirname(file), decodeURI(target)))
              const id = idsByPage.get(page)?.get(decodeURIComponent(anchor))
              return id === undefined ? link : `${opening}${target}#${id})`
            },
          ),
    )
    .join('')
}

function markdownFiles(folder: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) files.push(...markdownFiles(path))
    else if (entry.name.endsWith('.md')) files.push(path)
  }
  return files.sort()
}

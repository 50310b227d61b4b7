import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteConfig } from 'vitepress'
import { type LlmsPage, llmsFullTxt, llmsTxt, pageUrl } from './llmsText'

/** After the build: `llms.txt` and `llms-full.txt` beside the pages, from the pages' Markdown. */
export function writeLlmsFiles(siteConfig: SiteConfig, readingOrder: string[] = []): void {
  const site = {
    title: siteConfig.site.title,
    description: siteConfig.site.description,
    srcDir: siteConfig.srcDir,
  }
  const pages: LlmsPage[] = [...siteConfig.pages]
    .sort(byReadingOrder(readingOrder))
    .map((path) => ({
      path,
      source: readFileSync(join(siteConfig.srcDir, path), 'utf8'),
    }))
  const base = siteConfig.site.base.replace(/\/$/, '')
  writeFileSync(join(siteConfig.outDir, 'llms.txt'), llmsTxt(site, pages, base))
  writeFileSync(join(siteConfig.outDir, 'llms-full.txt'), llmsFullTxt(site, pages))
}

// The sidebar's order (its links, `readingOrder`) first, then index pages before their
// folder's other pages, by name.
function byReadingOrder(readingOrder: string[]) {
  const rank = (path: string) => {
    const index = readingOrder.indexOf(pageUrl(path))
    return index < 0 ? readingOrder.length : index
  }
  const key = (path: string) => path.replace(/index\.md$/, '')
  return (a: string, b: string) => rank(a) - rank(b) || key(a).localeCompare(key(b))
}

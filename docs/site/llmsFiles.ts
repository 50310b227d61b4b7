import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteConfig } from 'vitepress'
import { type LlmsPage, llmsFullTxt, llmsTxt } from './llmsText'

/** After the build: `llms.txt` and `llms-full.txt` beside the pages, from the pages' Markdown. */
export function writeLlmsFiles(siteConfig: SiteConfig): void {
  const site = {
    title: siteConfig.site.title,
    description: siteConfig.site.description,
    srcDir: siteConfig.srcDir,
  }
  const pages: LlmsPage[] = [...siteConfig.pages].sort(byReadingOrder).map((path) => ({
    path,
    source: readFileSync(join(siteConfig.srcDir, path), 'utf8'),
  }))
  const base = siteConfig.site.base.replace(/\/$/, '')
  writeFileSync(join(siteConfig.outDir, 'llms.txt'), llmsTxt(site, pages, base))
  writeFileSync(join(siteConfig.outDir, 'llms-full.txt'), llmsFullTxt(site, pages))
}

// Index pages first within their folder, then by name: the order the sidebar reads.
function byReadingOrder(a: string, b: string): number {
  const key = (path: string) => path.replace(/index\.md$/, '')
  return key(a).localeCompare(key(b))
}

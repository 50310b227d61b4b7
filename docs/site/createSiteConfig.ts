import { defineConfig, type UserConfig } from 'vitepress'
import { assertNoDeadFragments } from './fragmentLinks'
import { createTwoslashTransformer } from './twoslashTransformer'

export interface SiteOptions {
  /** The folder holding the pages (the docs folder, or a test's temporary site). */
  root: string
  title?: string
  themeConfig?: UserConfig['themeConfig']
  /** Tags for every page's head (the real site's favicon). */
  head?: UserConfig['head']
  /** Runs after the pages are written (llms.txt). */
  buildEnd?: UserConfig['buildEnd']
}

/**
 * The settings every rampkit docs build shares, the real site's and the small sites the tests
 * build: type-checked code blocks, dead links and dead anchors failing the build, offline search,
 * no fetch.
 */
export function createSiteConfig(options: SiteOptions): UserConfig {
  return defineConfig({
    title: options.title ?? 'rampkit',
    description: 'The TypeScript SDK for the crypto on-ramp / off-ramp host API and widget',
    lang: 'en-GB',
    cleanUrls: true,
    ...(options.head ? { head: options.head } : {}),
    // A dead internal link fails the build (VitePress' default, stated so nobody turns it off).
    ignoreDeadLinks: false,
    srcExclude: ['**/README.md', 'snippets/**', 'artifacts/**', 'node_modules/**'],
    markdown: {
      codeTransformers: [createTwoslashTransformer(options.root)],
      // The high-contrast variants: every token at 4.5:1 or more on the code blocks' ground (axe-core
      // found comments and punctuation of github-light below it).
      theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    },
    themeConfig: {
      search: { provider: 'local' },
      ...options.themeConfig,
    },
    // A link whose #fragment names no element of its page fails the build too (VitePress checks
    // only that the page exists), before anything else runs on the written site.
    buildEnd: async (siteConfig) => {
      assertNoDeadFragments(siteConfig.outDir, siteConfig.site.base)
      await options.buildEnd?.(siteConfig)
    },
    vite: {
      // Only the site's own host names, as Vite serves by default.
      server: { host: '127.0.0.1' },
      preview: { host: '127.0.0.1' },
    },
  })
}

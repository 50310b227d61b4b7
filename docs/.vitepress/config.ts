import { fileURLToPath } from 'node:url'
import { createSiteConfig } from '../site/createSiteConfig'
import { writeLlmsFiles } from '../site/llmsFiles'
import { gettingStarted, guides, referenceSidebar } from '../site/sidebar'

const docsRoot = fileURLToPath(new URL('..', import.meta.url))

export default createSiteConfig({
  root: docsRoot,
  // public/: the SVG for browsers that take one, the .ico for the rest (and for /favicon.ico,
  // which browsers ask for by themselves).
  head: [
    ['link', { rel: 'icon', href: '/favicon.ico', sizes: '32x32' }],
    ['link', { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  ],
  themeConfig: {
    nav: [
      { text: 'Getting started', link: '/getting-started/' },
      { text: 'Guides', link: '/guide/quotes-and-limits' },
      { text: 'Migration', link: '/migration/' },
      { text: 'Reference', link: '/reference/' },
      { text: 'Playground', link: '/playground' },
    ],
    sidebar: {
      '/getting-started/': [{ text: 'Getting started', items: gettingStarted }],
      '/guide/': [{ text: 'Guides', items: guides }],
      '/migration/': [
        { text: 'Migration', items: [{ text: 'From the official SDK', link: '/migration/' }] },
      ],
      '/reference/': referenceSidebar(docsRoot),
    },
    outline: { level: [2, 3] },
  },
  buildEnd: (siteConfig) =>
    writeLlmsFiles(
      siteConfig,
      [...gettingStarted, ...guides].map((item) => item.link ?? ''),
    ),
})

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DefaultTheme } from 'vitepress'

export const gettingStarted: DefaultTheme.SidebarItem[] = [
  { text: 'Overview', link: '/getting-started/' },
  { text: 'Start a new app (create-rampkit)', link: '/getting-started/create-rampkit' },
  { text: 'React', link: '/getting-started/react' },
  { text: 'Next.js (App Router)', link: '/getting-started/nextjs' },
  { text: 'Vue', link: '/getting-started/vue' },
  { text: 'Nuxt', link: '/getting-started/nuxt' },
  { text: 'Svelte', link: '/getting-started/svelte' },
  { text: 'SvelteKit', link: '/getting-started/sveltekit' },
  { text: 'HTML and the script tag', link: '/getting-started/html' },
  { text: 'React Native and Expo', link: '/getting-started/react-native' },
  { text: 'Angular', link: '/getting-started/angular' },
  { text: 'Solid', link: '/getting-started/solid' },
  { text: 'Lit', link: '/getting-started/lit' },
]

export const guides: DefaultTheme.SidebarItem[] = [
  { text: 'Quotes and limits', link: '/guide/quotes-and-limits' },
  { text: 'The widget', link: '/guide/widget' },
  { text: 'Send-crypto and account requests', link: '/guide/send-crypto-and-accounts' },
  { text: "Connect the user's wallet", link: '/guide/connect-wallet' },
  { text: 'Purchase and sale status', link: '/guide/purchase-and-sale-status' },
  { text: 'Webhooks', link: '/guide/webhooks' },
  { text: 'The sandbox', link: '/guide/sandbox' },
  { text: 'Testing a host app', link: '/guide/testing' },
  { text: 'Server rendering', link: '/guide/server-rendering' },
  { text: 'CSP, permissions, Apple Pay, popups', link: '/guide/csp-and-permissions' },
  { text: 'Accessibility', link: '/guide/accessibility' },
  { text: 'Mobile apps', link: '/guide/mobile-apps' },
  { text: 'Going to production', link: '/guide/production' },
  { text: 'Troubleshooting', link: '/guide/troubleshooting' },
]

/** The reference section: the fixed pages, then TypeDoc's sidebar when it has been generated. */
export function referenceSidebar(docsRoot: string): DefaultTheme.SidebarItem[] {
  const typedocSidebar = join(docsRoot, 'reference/api/typedoc-sidebar.json')
  const api = existsSync(typedocSidebar)
    ? (JSON.parse(readFileSync(typedocSidebar, 'utf8')) as DefaultTheme.SidebarItem[])
    : []
  return [
    { text: 'Reference', link: '/reference/' },
    { text: 'Host API', link: '/reference/host-api/' },
    { text: 'Sandbox control API', link: '/reference/sandbox-api/' },
    { text: 'Packages (TypeScript API)', link: '/reference/api/', items: api },
  ]
}

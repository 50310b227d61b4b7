import type { Plugin } from 'vite'

/** The create-rampkit templates a Vite example is built on. */
export type ViteTemplate = 'react' | 'vue' | 'svelte'

/** The template's index.html (an absolute path). */
export function templateHtmlFile(template: ViteTemplate): string

/** The app's index.html, in `vite dev` and `vite build`, is the template's. */
export function templateIndexHtml(template: ViteTemplate): Plugin

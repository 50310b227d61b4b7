import type { Plugin } from 'vite'

/** The Vite templates' index.html (an absolute path): the React template's, shared. */
export const TEMPLATE_HTML_FILE: string

/** The app's index.html, in `vite dev` and `vite build`, is the template's. */
export function templateIndexHtml(): Plugin

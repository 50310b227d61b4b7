/** The templates this version ships, in the order the prompt lists them. */
export const TEMPLATES = {
  react: 'React + Vite (@rampkit/react)',
  vue: 'Vue + Vite (@rampkit/vue)',
  svelte: 'Svelte 5 + Vite (@rampkit/svelte)',
  next: 'Next.js App Router (@rampkit/react)',
  html: 'Plain HTML, no bundler (@rampkit/element script tag)',
  expo: 'Expo, React Native and web (@rampkit/react-native)',
} as const

export type TemplateName = keyof typeof TEMPLATES

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[]

/**
 * Files a template takes from another when an app is made, by their path in the app: each
 * written once. Next's page is the React template's (`'use client'`, its logo URL given by the
 * server page) with its component test; in the repository the Next template holds only what
 * differs (the layout, the server page, its config). The Vite templates share one index.html
 * (its script names `/src/main`, without the extension).
 */
export const BORROWED_FILES: Readonly<
  Partial<Record<TemplateName, Readonly<Record<string, string>>>>
> = {
  next: { 'app/App.tsx': 'react/src/App.tsx', 'app/App.test.tsx': 'react/src/App.test.tsx' },
  vue: { 'index.html': 'react/index.html' },
  svelte: { 'index.html': 'react/index.html' },
}

/** The template used when none is chosen and nobody can be asked. */
export const DEFAULT_TEMPLATE: TemplateName = 'react'

export function isTemplateName(value: string): value is TemplateName {
  return Object.hasOwn(TEMPLATES, value)
}

/** Why `value` is no template, listing the valid ones; `undefined` when it is one. */
export function templateProblem(value: string): string | undefined {
  if (isTemplateName(value)) return undefined
  return `unknown template "${value}"; valid templates: ${TEMPLATE_NAMES.join(', ')}`
}

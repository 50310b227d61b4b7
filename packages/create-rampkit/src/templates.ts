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

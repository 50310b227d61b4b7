/** The templates this version ships, in the order the prompt lists them. */
export const TEMPLATES = {
  react: 'React + Vite (@rampkit/react)',
  vue: 'Vue + Vite (@rampkit/vue)',
  svelte: 'Svelte 5 + Vite (@rampkit/svelte)',
  next: 'Next.js App Router (@rampkit/react)',
  html: 'Plain HTML, no bundler (@rampkit/element script tag)',
} as const

export type TemplateName = keyof typeof TEMPLATES

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[]

/** The template used when none is chosen and nobody can be asked. */
export const DEFAULT_TEMPLATE: TemplateName = 'react'

/** Templates announced but not in this version yet, with why. */
export const PLANNED_TEMPLATES: Readonly<Record<string, string>> = {
  expo: 'the expo template is not available yet: it comes with the React Native package',
}

export function isTemplateName(value: string): value is TemplateName {
  return Object.hasOwn(TEMPLATES, value)
}

/** Why `value` is no template, listing the valid ones; `undefined` when it is one. */
export function templateProblem(value: string): string | undefined {
  if (isTemplateName(value)) return undefined
  const planned = Object.hasOwn(PLANNED_TEMPLATES, value) ? PLANNED_TEMPLATES[value] : undefined
  const valid = `valid templates: ${TEMPLATE_NAMES.join(', ')}`
  return planned ? `${planned}; ${valid}` : `unknown template "${value}"; ${valid}`
}

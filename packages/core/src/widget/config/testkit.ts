// Helpers shared by the widget tests (not exported from the package).
import { expect } from 'vitest'
import type { ValidatedWidgetConfig, WidgetConfigIssue } from './types.js'
import { validateWidgetConfig } from './validateWidgetConfig.js'

/** A key distinctive enough that finding it in a message can only mean a leak. */
export const KEY = 'pk_live_7f3a9c2e51b84d06aa'

export const BASE = {
  hostAppName: 'Demo wallet',
  hostLogoUrl: 'https://example.com/logo.svg',
  hostApiKey: KEY,
} as const

/** Validates BASE plus `fields`. */
export function check(fields: Record<string, unknown>) {
  return validateWidgetConfig({ ...BASE, ...fields })
}

/** Validates `config`, which must be valid: throws listing its issues otherwise. */
export function validated(config: unknown): {
  config: ValidatedWidgetConfig
  warnings: WidgetConfigIssue[]
} {
  const result = validateWidgetConfig(config)
  if (!result.ok)
    throw new Error(`expected a valid config, got ${JSON.stringify(result.issues, null, 2)}`)
  return result
}

/** Asserts `BASE + fields` is valid and returns the normalised config. */
export function valid(fields: Record<string, unknown> = {}): ValidatedWidgetConfig {
  return validated({ ...BASE, ...fields }).config
}

/** Warnings of a valid `BASE + fields`. */
export function warningsOf(fields: Record<string, unknown>): WidgetConfigIssue[] {
  return validated({ ...BASE, ...fields }).warnings
}

/** Issues of an invalid `BASE + fields`. */
export function issuesOf(fields: Record<string, unknown>): WidgetConfigIssue[] {
  const result = check(fields)
  if (result.ok)
    throw new Error(`expected issues, got a valid config ${JSON.stringify(result.config)}`)
  return result.issues
}

/** Asserts exactly one issue, at `path`, whose message matches every pattern. */
export function expectOneIssue(
  fields: Record<string, unknown>,
  path: string,
  ...patterns: (string | RegExp)[]
): string {
  const issues = issuesOf(fields)
  expect(issues, JSON.stringify(issues)).toHaveLength(1)
  expect(issues[0]!.path).toBe(path)
  for (const pattern of patterns) expect(issues[0]!.message).toMatch(pattern)
  return issues[0]!.message
}

import type { WidgetConfigIssue } from './types.js'

/**
 * Thrown where a valid configuration is required (`buildWidgetUrl`, `validateWidgetConfigOrThrow`,
 * the widget launcher). The message lists every issue; issues never contain the `hostApiKey`
 * (where one could, the thrower builds the error with `configErrorWithout`).
 */
export class WidgetConfigError extends Error {
  override readonly name = 'WidgetConfigError'
  readonly issues: readonly WidgetConfigIssue[]

  constructor(issues: readonly WidgetConfigIssue[]) {
    // Copies, so the thrower's array and objects stay its own.
    const frozen = issues.map((issue) => Object.freeze({ ...issue }))
    const n = frozen.length
    const lines = frozen.map((issue) => `\n- ${issue.path || '(config)'}: ${issue.message}`)
    super(`Invalid widget configuration (${n} issue${n === 1 ? '' : 's'}):${lines.join('')}`)
    this.issues = Object.freeze(frozen)
  }
}

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
    const frozen = issues.map(({ path, message, code }) =>
      Object.freeze({ path, message, ...(code && { code }) }),
    )
    const n = frozen.length
    const lines = frozen.map((issue) => `\n- ${issue.path || '(config)'}: ${issue.message}`)
    super(`Invalid widget configuration (${n} issue${n === 1 ? '' : 's'}):${lines.join('')}`)
    this.issues = Object.freeze(frozen)
  }
}

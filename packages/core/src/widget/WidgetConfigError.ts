import type { WidgetConfigIssue } from './types.js'

/**
 * Thrown where a valid configuration is required (`buildWidgetUrl`, `validateWidgetConfigOrThrow`,
 * the widget launcher). The message lists every issue; issues never contain the `hostApiKey`.
 */
export class WidgetConfigError extends Error {
  override readonly name = 'WidgetConfigError'
  readonly issues: readonly WidgetConfigIssue[]

  constructor(issues: readonly WidgetConfigIssue[]) {
    const count = issues.length
    const lines = issues.map(
      (issue) => `- ${issue.path === '' ? '(config)' : issue.path}: ${issue.message}`,
    )
    super(
      `Invalid widget configuration (${count} issue${count === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    )
    this.issues = Object.freeze(issues.map((issue) => Object.freeze({ ...issue })))
  }
}

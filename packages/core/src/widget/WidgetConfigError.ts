import type { WidgetConfigIssue } from './types.js'
import { redact } from './validation/describeValue.js'

/**
 * Thrown where a valid configuration is required (`buildWidgetUrl`, `validateWidgetConfigOrThrow`,
 * the widget launcher). The message lists every issue; issues never contain the `hostApiKey`.
 */
export class WidgetConfigError extends Error {
  override readonly name = 'WidgetConfigError'
  readonly issues: readonly WidgetConfigIssue[]

  /** `options.secret`: a value that neither the issues nor the message may contain (the `hostApiKey`). */
  constructor(issues: readonly WidgetConfigIssue[], options: { secret?: string } = {}) {
    const { secret } = options
    const clean = issues.map((issue) => ({
      path: redact(issue.path, secret),
      message: redact(issue.message, secret),
    }))
    const count = clean.length
    const lines = clean.map(
      (issue) => `- ${issue.path === '' ? '(config)' : issue.path}: ${issue.message}`,
    )
    const message = `Invalid widget configuration (${count} issue${count === 1 ? '' : 's'}):\n${lines.join('\n')}`
    // Issues are redacted one by one; joining them could still line a key up across a boundary.
    super(redact(message, secret))
    this.issues = Object.freeze(clean.map((issue) => Object.freeze(issue)))
  }
}

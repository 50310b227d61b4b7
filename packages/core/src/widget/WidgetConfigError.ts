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
    const clean = issues.map(({ path, message, code }) =>
      Object.freeze({
        path: redact(path, secret),
        message: redact(message, secret),
        ...(code && { code }),
      }),
    )
    const n = clean.length
    const lines = clean.map((issue) => `\n- ${issue.path || '(config)'}: ${issue.message}`)
    // Issues are redacted one by one; joining them could still line a key up across a boundary.
    super(
      redact(
        `Invalid widget configuration (${n} issue${n === 1 ? '' : 's'}):${lines.join('')}`,
        secret,
      ),
    )
    this.issues = Object.freeze(clean)
  }
}

import type { WidgetConfigIssue } from '../types.js'
import { WidgetConfigError } from '../WidgetConfigError.js'
import { redact, redactPath } from './describeValue.js'

/**
 * A `WidgetConfigError` whose issues and message do not contain `secret` (the `hostApiKey`):
 * for the checks that quote values. The production launcher's messages quote none, so its
 * bundle goes without this.
 */
export function configErrorWithout(
  secret: string | undefined,
  issues: readonly WidgetConfigIssue[],
): WidgetConfigError {
  const error = new WidgetConfigError(
    issues.map((issue) => ({
      ...issue,
      path: redactPath(issue.path, secret),
      message: redact(issue.message, secret),
    })),
  )
  // Issues are redacted one by one; joining them could still line a key up across a boundary.
  error.message = redact(error.message, secret)
  return error
}

import { validateWidgetConfig } from '../widget/config/validateWidgetConfig.js'
import { redact } from '../widget/config/validation/describeValue.js'

/** Ends an issue's message: the rule is spec 2.11's, and compat passes the value on anyway. */
export const PASSED_ON_AS_GIVEN =
  '(a rule of spec 2.11; the widget gets the value as given, as with the official SDK, and may refuse it)'

/**
 * Checks `config` with `validateWidgetConfig` and prints each issue, then each warning, with
 * `console.warn` (`[rampkit] <message>`); returns the printed lines. Issues are only printed:
 * compat shows what the official SDK shows, so a broken rule of spec 2.11 is a warning that
 * cites the rule (createWidget throws it instead). Messages never hold the `hostApiKey`
 * (validation words them so; they are redacted here once more, as they go to the console).
 */
export function warnAboutConfig(config: unknown): string[] {
  const result = validateWidgetConfig(config)
  const key = (config as { hostApiKey?: unknown } | null)?.hostApiKey
  // Validation reads the key trimmed: both spellings are kept out.
  const secret = typeof key === 'string' ? key : undefined
  const lines = [
    ...(result.ok ? [] : result.issues).map(({ message }) => `${message} ${PASSED_ON_AS_GIVEN}`),
    ...result.warnings.map(({ message }) => message),
  ].map((message) => `[rampkit] ${redact(redact(message, secret), secret?.trim())}`)
  for (const line of lines) console.warn(line)
  return lines
}

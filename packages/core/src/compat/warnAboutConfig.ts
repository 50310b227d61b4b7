import { validateWidgetConfig } from '../widget/config/validateWidgetConfig.js'
import { redact } from '../widget/config/validation/describeValue.js'

/**
 * Checks `config` with `validateWidgetConfig` and prints each warning with `console.warn`
 * (`[rampkit] <message>`); returns the warnings' messages. Issues are left to `createWidget`,
 * which throws them. Messages never hold the `hostApiKey` (validation words them so; they are
 * redacted here once more, as they go to the console).
 */
export function warnAboutConfig(config: unknown): string[] {
  const { warnings } = validateWidgetConfig(config)
  const key = (config as { hostApiKey?: unknown } | null)?.hostApiKey
  const messages = warnings.map(
    ({ message }) => `[rampkit] ${redact(message, typeof key === 'string' ? key : undefined)}`,
  )
  for (const message of messages) console.warn(message)
  return messages
}

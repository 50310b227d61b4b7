import type { ValidatedWidgetConfig, WidgetUrlExtra } from './types.js'
import { widgetUrlParams } from './widgetUrlParams.js'

/**
 * The widget URL of an already validated configuration plus protocol fields, which are trusted
 * (`buildWidgetUrl` checks the ones a caller passes; the launcher writes its own). Parameters
 * in spec order, then the protocol fields; values encoded as URLSearchParams does.
 */
export function writeWidgetUrl(valid: ValidatedWidgetConfig, extra: WidgetUrlExtra): string {
  const values: Record<string, unknown> = { ...valid, ...extra }
  const url = new URL(valid.url)
  const params = new URLSearchParams(url.search)
  for (const key of widgetUrlParams()) {
    // String() of an array joins it with commas.
    if (values[key] !== undefined) params.set(key, String(values[key]))
  }
  url.search = params.toString()
  return url.href
}

import { buildWidgetUrl, validateWidgetConfig, type WidgetConfigIssue } from '@rampkit/core'

/** What the playground shows for the text in its editor. */
export interface PlaygroundResult {
  /** the JSON could not be read: the parser's message */
  syntaxError?: string
  issues: WidgetConfigIssue[]
  warnings: WidgetConfigIssue[]
  /** the hosted-mode widget URL, when the configuration is valid */
  url?: string
}

export const SANDBOX_ORIGIN = 'http://127.0.0.1:8787'
export const SANDBOX_WIDGET_URL = `${SANDBOX_ORIGIN}/widget/`

export const EXAMPLE_CONFIG = `{
  "hostAppName": "My wallet",
  "hostLogoUrl": "https://example.com/logo.svg",
  "hostApiKey": "demo-host-api-key",
  "url": "${SANDBOX_WIDGET_URL}",
  "swapAsset": "ETH,MATIC_*",
  "fiatCurrency": "eur",
  "fiatValue": 100,
  "enabledFlows": ["ONRAMP", "OFFRAMP"]
}`

/**
 * Reads the editor's text as the library would: `validateWidgetConfig` for issues and warnings
 * (never throws), then `buildWidgetUrl` for the address the widget would load.
 */
export function evaluatePlayground(text: string): PlaygroundResult {
  let input: unknown
  try {
    input = JSON.parse(text)
  } catch (error) {
    return { syntaxError: (error as Error).message, issues: [], warnings: [] }
  }
  const validation = validateWidgetConfig(input)
  if (!validation.ok) return { issues: validation.issues, warnings: validation.warnings }
  try {
    return { issues: [], warnings: validation.warnings, url: buildWidgetUrl(validation.config) }
  } catch (error) {
    // A configuration valid for the launcher may still not make a hosted URL (e.g. embedded).
    const issues = (error as { issues?: WidgetConfigIssue[] }).issues
    return {
      issues: issues ?? [{ path: '', message: String(error) }],
      warnings: validation.warnings,
    }
  }
}

/** The same configuration, aimed at the sandbox's stand-in widget. */
export function sandboxWidgetUrl(text: string): string | undefined {
  try {
    const input = JSON.parse(text) as Record<string, unknown>
    return evaluatePlayground(JSON.stringify({ ...input, url: SANDBOX_WIDGET_URL })).url
  } catch {
    return undefined
  }
}

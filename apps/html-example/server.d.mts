/** Starts the plain HTML example's server (see server.mjs). */
export function startHtmlExample(options?: {
  port?: number
  host?: string
  apiUrl?: string
  widgetUrl?: string
  webhookUrl?: string
  hostApiKey?: string
  /** The local chain whose sandbox wallet the page lists; blank: none. */
  localChainUrl?: string
}): Promise<{ url: string; close(): Promise<void> }>

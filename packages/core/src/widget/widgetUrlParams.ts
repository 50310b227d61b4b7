import { WIDGET_CONFIG_KEYS, WIDGET_URL_EXTRA_KEYS } from './constants.js'

/** Every query parameter `buildWidgetUrl` may write, in the order it writes them. */
export function widgetUrlParams(): string[] {
  return [...WIDGET_CONFIG_KEYS, ...WIDGET_URL_EXTRA_KEYS].filter(isWidgetUrlParam)
}

/**
 * Whether a query parameter is one the widget URL carries: every configuration key but `url`
 * (the base address) and `containerNode` (a DOM node), and the protocol fields.
 */
export function isWidgetUrlParam(name: string): boolean {
  return (
    name !== 'url' &&
    name !== 'containerNode' &&
    [...WIDGET_CONFIG_KEYS, ...WIDGET_URL_EXTRA_KEYS].includes(name as never)
  )
}

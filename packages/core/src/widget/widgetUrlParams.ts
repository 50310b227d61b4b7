import { WIDGET_CONFIG_KEYS, WIDGET_URL_EXTRA_KEYS } from './constants.js'

/** Configuration parameters that travel in the widget URL: all but `url` (the base) and `containerNode`. */
export const URL_CONFIG_KEYS = WIDGET_CONFIG_KEYS.filter(
  (key): key is Exclude<(typeof WIDGET_CONFIG_KEYS)[number], 'url' | 'containerNode'> =>
    key !== 'url' && key !== 'containerNode',
)

/** Every query parameter `buildWidgetUrl` may write (and `parseWidgetUrl` reads). */
export const WIDGET_URL_PARAMS: ReadonlySet<string> = new Set<string>([
  ...URL_CONFIG_KEYS,
  ...WIDGET_URL_EXTRA_KEYS,
])

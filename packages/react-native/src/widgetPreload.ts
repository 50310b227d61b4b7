import type { WidgetConfig } from '@rampkit/core'
import type { WidgetPreloadOptions } from './widgetPreloadOptions'

export type { WidgetPreloadOptions } from './widgetPreloadOptions'

/** In an app the WebView loads when `RampWidgetView` mounts: nothing to do ahead of it. */
const nothing = () => undefined

/**
 * A ref for the control that opens the widget (a Buy `Pressable`). On the web it preconnects to
 * the widget's origin on intent (`widgetPreload.web.ts`); in an app it does nothing, so one
 * screen serves both.
 */
export function useWidgetPreload(
  _config: WidgetConfig,
  _options?: WidgetPreloadOptions,
): (opener: unknown) => (() => void) | undefined {
  return nothing
}

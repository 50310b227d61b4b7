import { buildWidgetUrl, preloadWidget, type WidgetConfig } from '@rampkit/core'
import { useRef, useState } from 'react'
import type { WidgetPreloadOptions } from './widgetPreloadOptions'

export type { WidgetPreloadOptions } from './widgetPreloadOptions'

/**
 * On the web, `RampWidgetView` is core's embedded widget, which loads where the app mounts it (a
 * frame cannot move between containers without loading again). So what loads ahead here is the
 * connection: when the pointer rests on the control given the returned ref (a Buy `Pressable`)
 * or focus reaches it, the page preconnects to the widget's origin, as the launcher does for a
 * hosted widget (core's `preloadWidget`), and the widget's first request skips DNS, TCP and TLS.
 * Nothing on `saveData`; a configuration core refuses preconnects nothing. In an app the ref does
 * nothing (`widgetPreload.ts`). The ref is stable; the configuration read is the latest.
 */
export function useWidgetPreload(
  config: WidgetConfig,
  { when = 'intent' }: WidgetPreloadOptions = {},
): (opener: unknown) => (() => void) | undefined {
  const latest = useRef(config)
  latest.current = config
  const [preloadRef] = useState(() => (opener: unknown) => {
    if (!(opener instanceof Element)) return undefined
    const widget = {
      preload() {
        try {
          return new URL(buildWidgetUrl(latest.current)).origin
        } catch {
          // An invalid configuration: `RampWidgetView` reports it when it mounts.
          return undefined
        }
      },
    }
    return preloadWidget(widget, { opener, when })
  })
  return preloadRef
}

import { type WidgetConfig, type WidgetEvent, warnOnMixedEnvironments } from '@rampkit/core'
import { createWidgetController, type WidgetHandlers } from '@rampkit/core/adapter'
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useApiBaseUrl } from '../context/useApiBaseUrl.js'

// Layout effects run before the browser paints; servers run no effects (and React 18 warns).
export const useIsomorphicLayoutEffect =
  typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * Options of `useRampWidget`: event and request handlers (core's `WidgetHandlers`, read at each
 * event, so they may change on any render), the log size and the load timeout.
 */
export interface UseRampWidgetOptions extends WidgetHandlers {
  /** Size of `events`. Read when the component mounts. Default 50. */
  maxEvents?: number
  /**
   * How long a widget may stay silent before `WIDGET_OPEN_FAILED` `{ reason: 'LOAD_TIMEOUT' }`
   * is reported (it stays open: closing it is the host's choice). Read when the component
   * mounts. Default 15,000 ms.
   */
  loadTimeoutMs?: number
  /**
   * Loads the widget before `show()` (core's `preloadWidget`): `'intent'` when the pointer rests
   * on or focus reaches the element given `preloadRef` (the Buy button), `'idle'` also once the
   * page is idle. Hidden, inert and silent until `show()` reveals it; a config change drops it;
   * nothing on `saveData`. Read when the component mounts. Default `false`.
   */
  preload?: 'intent' | 'idle' | false
}

/**
 * What `useRampWidget` returns: `show` and `close` for the widget, whether it is open, and the log
 * of its events.
 */
export interface RampWidgetHookResult {
  /** Opens the widget (overlay, or hosted window). Throws `WidgetConfigError` for a bad config. */
  show: () => void
  /** Closes it at once. */
  close: () => void
  isOpen: boolean
  /** Events of this component's widgets, oldest first. */
  events: readonly WidgetEvent[]
  /**
   * A ref callback for the control that opens the widget (`<button ref={preloadRef}>`): with
   * the `preload` option, the widget loads ahead when the user is about to use it. Stable.
   */
  preloadRef: (opener: Element | null) => void
}

/**
 * The purchase/sale widget as an overlay (or hosted window) opened by `show()`. A config change
 * applies at the next `show()`: an open widget is never reloaded under its user. The widget is
 * closed when the component unmounts; nothing is created on the server.
 */
export function useRampWidget(
  config: WidgetConfig,
  options?: UseRampWidgetOptions,
): RampWidgetHookResult {
  const [controller] = useState(() => createWidgetController(config, options))
  const apiBaseUrl = useApiBaseUrl()
  useIsomorphicLayoutEffect(() => {
    controller.setHandlers(options ?? {})
    controller.setConfig(config)
    warnOnMixedEnvironments(apiBaseUrl, config.url)
  })
  useEffect(() => () => controller.reset(), [controller])
  // React calls a ref callback with null when the element goes (18 and 19 alike).
  const [preloadRef] = useState(() => {
    let stop: (() => void) | undefined
    return (opener: Element | null) => {
      stop?.()
      stop = opener ? controller.preloadOn(opener) : undefined
    }
  })
  const { isOpen, events } = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  )
  return useMemo(
    () => ({ show: controller.show, close: controller.close, isOpen, events, preloadRef }),
    [controller, isOpen, events, preloadRef],
  )
}

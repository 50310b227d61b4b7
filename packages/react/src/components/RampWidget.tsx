import { type EmbeddedWidgetConfig, warnOnMixedEnvironments } from '@rampkit/core'
import { type MountedWidget, mountWidget, type WidgetHandlers } from '@rampkit/core/adapter'
import { type HTMLAttributes, useRef } from 'react'
import { useApiBaseUrl } from '../context/useApiBaseUrl.js'
import { useIsomorphicLayoutEffect } from '../hooks/useRampWidget.js'

/**
 * Props of `RampWidget`: the embedded widget's config and handlers (core's `WidgetHandlers`: a
 * new function never reloads the widget); any other prop goes to its `<div>`.
 */
export interface RampWidgetProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>,
    WidgetHandlers {
  /** Widget parameters; `variant` is `embedded-desktop` (default) or `embedded-mobile`. */
  config: EmbeddedWidgetConfig
  /**
   * How long the widget may stay silent before `WIDGET_OPEN_FAILED` `{ reason: 'LOAD_TIMEOUT' }`
   * reaches `onEvent` (it stays mounted). Read at mount. Default 15,000 ms.
   */
  loadTimeoutMs?: number
}

/**
 * The widget embedded in a `<div>` of its own (other props go to that div). A config change
 * that alters the widget URL mounts a new widget; anything else keeps it. An invalid config
 * throws `WidgetConfigError` to the nearest error boundary. On the server only the div renders.
 */
export function RampWidget({
  config,
  onEvent,
  onSendCrypto,
  onRequestCryptoAccount,
  loadTimeoutMs,
  ...props
}: RampWidgetProps) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<MountedWidget | null>(null)
  const apiBaseUrl = useApiBaseUrl()

  // Mounts with the component; later configs and callbacks go through update() and
  // setHandlers(). StrictMode's simulated remount destroys the first widget before it makes
  // the second.
  useIsomorphicLayoutEffect(() => {
    const mounted = mountWidget(container.current!, config, {
      onEvent,
      onSendCrypto,
      onRequestCryptoAccount,
      loadTimeoutMs,
    })
    widget.current = mounted
    return () => {
      widget.current = null
      mounted.destroy()
    }
  }, [])
  useIsomorphicLayoutEffect(() => {
    widget.current?.setHandlers({ onEvent, onSendCrypto, onRequestCryptoAccount })
    widget.current?.update(config)
    warnOnMixedEnvironments(apiBaseUrl, config.url)
  })
  return <div {...props} ref={container} />
}

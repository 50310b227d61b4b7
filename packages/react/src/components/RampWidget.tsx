import {
  type EmbeddedWidgetConfig,
  type RequestCryptoAccountHandler,
  type SendCryptoHandler,
  type WidgetEvent,
  type WidgetMessage,
  warnOnMixedEnvironments,
} from '@rampkit/core'
import { type MountedWidget, mountWidget } from '@rampkit/core/adapter'
import { type HTMLAttributes, useRef } from 'react'
import { useApiBaseUrl } from '../context/useApiBaseUrl.js'
import { useIsomorphicLayoutEffect } from '../hooks/useRampWidget.js'

/**
 * Props of `RampWidget`: the embedded widget's config and handlers; any other prop goes to its
 * `<div>`.
 */
export interface RampWidgetProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Widget parameters; `variant` is `embedded-desktop` (default) or `embedded-mobile`. */
  config: EmbeddedWidgetConfig
  /** Called for every widget event; changing it never reloads the widget. */
  onEvent?: (event: WidgetEvent, message?: WidgetMessage) => void
  /** Sends the crypto the widget asks for (off-ramp with `useSendCryptoCallback`). */
  onSendCrypto?: SendCryptoHandler
  /**
   * Answers `REQUEST_CRYPTO_ACCOUNT` with the user's account (address) for an asset; without it
   * the widget asks its user.
   */
  onRequestCryptoAccount?: RequestCryptoAccountHandler
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

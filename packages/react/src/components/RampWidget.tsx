import {
  type EmbeddedWidgetConfig,
  type MountedWidget,
  mountWidget,
  type SendCryptoHandler,
  type WidgetEvent,
} from '@rampkit/core'
import { type HTMLAttributes, useRef } from 'react'
import { useIsomorphicLayoutEffect } from '../hooks/useRampWidget.js'

export interface RampWidgetProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Widget parameters; `variant` is `embedded-desktop` (default) or `embedded-mobile`. */
  config: EmbeddedWidgetConfig
  /** Called for every widget event; changing it never reloads the widget. */
  onEvent?: (event: WidgetEvent) => void
  /** Sends the crypto the widget asks for (off-ramp with `useSendCryptoCallback`). */
  onSendCrypto?: SendCryptoHandler
}

/**
 * The widget embedded in a `<div>` of its own (other props go to that div). A config change
 * that alters the widget URL mounts a new widget; anything else keeps it. An invalid config
 * throws `WidgetConfigError` to the nearest error boundary. On the server only the div renders.
 */
export function RampWidget({ config, onEvent, onSendCrypto, ...props }: RampWidgetProps) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<MountedWidget | null>(null)
  const handlers = useRef({ onEvent, onSendCrypto })

  useIsomorphicLayoutEffect(() => {
    handlers.current = { onEvent, onSendCrypto }
  })
  // Mounts with the component; later configs go through update(). StrictMode's simulated
  // remount destroys the first widget before it makes the second.
  useIsomorphicLayoutEffect(() => {
    const mounted = mountWidget(container.current!, config, {
      onEvent: (event) => handlers.current.onEvent?.(event),
      onSendCrypto: (request) => {
        const send = handlers.current.onSendCrypto
        if (!send) throw new Error('The host has no onSendCrypto handler.')
        return send(request)
      },
    })
    widget.current = mounted
    return () => {
      widget.current = null
      mounted.destroy()
    }
  }, [])
  useIsomorphicLayoutEffect(() => {
    widget.current?.update(config)
  })
  return <div {...props} ref={container} />
}

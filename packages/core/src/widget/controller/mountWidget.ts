import type { WidgetConfig } from '../config/types.js'
import { isEmbeddedVariant } from '../config/variants.js'
import { WidgetConfigError } from '../config/WidgetConfigError.js'
import { createWidgetController, type WidgetControllerOptions } from './createWidgetController.js'
import type { WidgetHandlers } from './widgetHandlers.js'

/** The configuration of an embedded widget: the container is the one it is mounted into. */
export type EmbeddedWidgetConfig = Omit<WidgetConfig, 'containerNode'>

/**
 * The handlers of an embedded widget, looked up at each event (see `WidgetHandlers`), and the
 * launcher's `loadTimeoutMs` (read at mount).
 */
export type MountWidgetOptions = WidgetHandlers & Pick<WidgetControllerOptions, 'loadTimeoutMs'>

/** What `mountWidget` returns: the shape of a Svelte action. */
export interface MountedWidget {
  /** Mounts the widget again if the configuration changed its URL; otherwise does nothing. */
  update(config: EmbeddedWidgetConfig): void
  /** Hands over new handlers; the widget stays as it is. */
  setHandlers(handlers: WidgetHandlers): void
  /** Removes the widget and stops its events. Calling it again does nothing. */
  destroy(): void
}

/**
 * Embeds the widget in `container` now (variant `embedded-desktop` unless `embedded-mobile` is
 * given). Every parameter travels in the widget URL, so a configuration change that alters the
 * URL mounts a new widget and an equal one keeps the widget as it is. Throws
 * `WidgetConfigError` for an invalid or non-embedded configuration (at mount and at `update`).
 * The handlers are looked up at each event and `SEND_CRYPTO` is always answered (with an error
 * when there is no `onSendCrypto`), so a framework passes its latest callbacks as they are.
 */
export function mountWidget(
  container: HTMLElement,
  config: EmbeddedWidgetConfig,
  options: MountWidgetOptions = {},
): MountedWidget {
  const embedIn = (next: EmbeddedWidgetConfig): WidgetConfig => {
    const variant = next?.variant ?? 'embedded-desktop'
    if (!isEmbeddedVariant(variant)) {
      throw new WidgetConfigError([
        {
          path: 'variant',
          message: `an embedded widget needs variant 'embedded-desktop' or 'embedded-mobile', got ${JSON.stringify(String(variant)).slice(0, 40)}; use createWidget for overlays and hosted windows`,
        },
      ])
    }
    return { ...next, variant, containerNode: container }
  }
  const controller = createWidgetController(embedIn(config), {
    configChange: 'remount',
    loadTimeoutMs: options.loadTimeoutMs,
  })
  // The host's own object, so a handler it sets later is the one answering.
  controller.setHandlers(options)
  controller.show()
  let destroyed = false
  return {
    update(next) {
      if (!destroyed) controller.setConfig(embedIn(next))
    },
    setHandlers: controller.setHandlers,
    destroy() {
      destroyed = true
      // Taking the widget away is not the user closing it: no WIDGET_CLOSE event.
      controller.reset()
    },
  }
}

import { type WidgetConfig, warnOnMixedEnvironments } from '@rampkit/core'
import { createWidgetController } from '@rampkit/core/adapter'
import { untrack } from 'svelte'
import { findApiBaseUrl } from './context.js'
import { checkAccessor } from './createResource.svelte.js'
import type { RampWidgetOptions, RampWidgetResult } from './types.js'

/**
 * The purchase/sale widget as an overlay (or hosted window) opened by `show()`, over core's
 * widget controller. A config change applies at the next `show()`: an open widget is never
 * reloaded under its user. The widget closes with the component; nothing runs on the server.
 */
export function createRampWidget(
  config: () => WidgetConfig,
  options: RampWidgetOptions = {},
): RampWidgetResult {
  checkAccessor('createRampWidget', config)
  // Core looks the handlers up at each event, so getters in `options` give the latest.
  const controller = createWidgetController(untrack(config), options)
  let snapshot = $state.raw(controller.getSnapshot())
  $effect(() => {
    const unsubscribe = controller.subscribe(() => {
      snapshot = controller.getSnapshot()
    })
    snapshot = controller.getSnapshot()
    return () => {
      unsubscribe()
      controller.reset()
    }
  })
  // Tracked: a change in anything the config reads is handed over (it drops a closed widget
  // of the old config at once).
  $effect(() => controller.setConfig(config()))
  const apiBaseUrl = findApiBaseUrl()
  $effect(() => warnOnMixedEnvironments(apiBaseUrl, config().url))
  return {
    show() {
      // The latest config, even when state changed in this same event handler.
      controller.setConfig(untrack(config))
      controller.show()
    },
    close: () => controller.close(),
    preloadOn: (opener) => ({ destroy: controller.preloadOn(opener) }),
    get isOpen() {
      return snapshot.isOpen
    },
    get events() {
      return snapshot.events
    },
  }
}

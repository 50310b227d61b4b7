import { type WidgetConfig, type WidgetEvent, warnOnMixedEnvironments } from '@rampkit/core'
import { createWidgetController, type WidgetHandlers } from '@rampkit/core/adapter'
import {
  type MaybeRefOrGetter,
  onScopeDispose,
  type Ref,
  shallowReactive,
  shallowReadonly,
  toRefs,
  toValue,
  watch,
  watchEffect,
} from 'vue'
import { injectApiBaseUrl } from '../plugin/injectApiBaseUrl.js'
import { toPlain } from './toPlain.js'

/**
 * Options of `useRampWidget`: event and request handlers (core's `WidgetHandlers`), the log size
 * and the load timeout (in milliseconds), read at setup.
 */
export interface UseRampWidgetOptions extends WidgetHandlers {
  /** Size of `events`. Read at setup. Default 50. */
  maxEvents?: number
  /**
   * How long a widget may stay silent before `WIDGET_OPEN_FAILED` `{ reason: 'LOAD_TIMEOUT' }`
   * is logged (it stays open: closing it is the host's choice). Read at setup. Default 15,000.
   */
  loadTimeoutMs?: number
  /**
   * Loads the widget before `show()` (core's `preloadWidget`): `'intent'` when the pointer rests
   * on or focus reaches the element given `preloadRef` (the Buy button), `'idle'` also once the
   * page is idle. Hidden, inert and silent until `show()` reveals it; a config change drops it;
   * nothing on `saveData`. Read at setup. Default `false`.
   */
  preload?: 'intent' | 'idle' | false
}

/**
 * What `useRampWidget` returns: `show` and `close` for the widget, and readonly refs of whether it
 * is open and of its events.
 */
export interface RampWidgetComposableResult {
  /** Opens the widget (overlay, or hosted window). Throws `WidgetConfigError` for a bad config. */
  show: () => void
  /** Closes it at once. */
  close: () => void
  isOpen: Readonly<Ref<boolean>>
  /** Events of this component's widgets, oldest first. */
  events: Readonly<Ref<readonly WidgetEvent[]>>
  /**
   * A function ref for the control that opens the widget (`<button :ref="preloadRef">`): with
   * the `preload` option, the widget loads ahead when the user is about to use it.
   */
  preloadRef: (opener: Element | object | null) => void
}

/**
 * The purchase/sale widget as an overlay (or hosted window) opened by `show()`; `config` is a
 * ref, a getter or a value. A config change applies at the next `show()`: an open widget is
 * never reloaded under its user. The widget closes with the component (or effect scope);
 * nothing is created before `show()`, so servers create nothing.
 */
export function useRampWidget(
  config: MaybeRefOrGetter<WidgetConfig>,
  options?: UseRampWidgetOptions,
): RampWidgetComposableResult {
  const read = () => toPlain(toValue(config))
  // Core looks the handlers up at each event: a reactive `options` may change them.
  const controller = createWidgetController(read(), options)
  const state = shallowReactive({ ...controller.getSnapshot() })
  const off = controller.subscribe(() => Object.assign(state, controller.getSnapshot()))
  watch(read, (next) => controller.setConfig(next))
  const apiBaseUrl = injectApiBaseUrl()
  watchEffect(() => warnOnMixedEnvironments(apiBaseUrl, toValue(config).url))
  let stopPreload: (() => void) | undefined
  // Vue calls a function ref with the element, then with null when it goes.
  const preloadRef = (opener: Element | object | null) => {
    stopPreload?.()
    stopPreload =
      (opener as Element | null)?.nodeType === 1
        ? controller.preloadOn(opener as Element)
        : undefined
  }
  onScopeDispose(() => {
    off()
    stopPreload?.()
    controller.reset()
  })
  return {
    show: controller.show,
    close: controller.close,
    preloadRef,
    ...toRefs(shallowReadonly(state)),
  }
}

import { mountWidget } from '@rampkit/core/adapter'
import type { RampWidgetActionOptions, RampWidgetActionParameter } from './types.js'

const isOptions = (value: RampWidgetActionParameter): value is RampWidgetActionOptions =>
  typeof value === 'object' && value !== null && 'config' in value

const toOptions = (value: RampWidgetActionParameter): RampWidgetActionOptions =>
  isOptions(value) ? value : { config: value }

/**
 * Svelte action embedding the widget in its node: `use:rampWidget={config}` or
 * `use:rampWidget={{ config, onEvent, onSendCrypto, onRequestCryptoAccount }}`. Core's
 * `mountWidget` does the work: a parameter whose config changes the widget URL mounts a new
 * widget, anything else keeps it; the latest callbacks answer. An invalid config throws
 * `WidgetConfigError` (to the nearest `<svelte:boundary>`).
 */
export function rampWidget(
  node: HTMLElement,
  parameter: RampWidgetActionParameter,
): { update(parameter: RampWidgetActionParameter): void; destroy(): void } {
  const first = toOptions(parameter)
  const widget = mountWidget(node, first.config, first)
  return {
    update(next) {
      const current = toOptions(next)
      widget.setHandlers(current)
      widget.update(current.config)
    },
    destroy: () => widget.destroy(),
  }
}

import { validateWidgetConfig } from '@rampkit/core'
import { widgetConfigKey } from '@rampkit/core/adapter'

const warned = new Set<string>()

/**
 * Development only: the configuration's warnings (rules it passes but probably did not mean,
 * such as a bare `ETH` for `ETH_ETH`) on the console, once per configuration. Checked as what it
 * is here, the widget opened by an app: `finalUrl` as the app's own link (`mywallet://…`) is
 * meant, not warned about.
 */
export function warnAboutConfig(config: unknown): void {
  if (typeof __DEV__ === 'undefined' || !__DEV__) return
  const key = widgetConfigKey(config as never)
  if (warned.has(key)) return
  warned.add(key)
  for (const warning of validateWidgetConfig(config, { for: 'app' }).warnings)
    console.warn(`[rampkit] ${warning.message}`)
}

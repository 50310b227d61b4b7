import {
  checkLauncherConfig,
  type LauncherIssueCode,
  WIDGET_CONFIG_DOCS,
} from './checkLauncherConfig.js'
import type { CheckedWidgetConfig } from './validateWidgetConfig.js'
import { checkWidgetConfig } from './validateWidgetConfig.js'
import { variantKind, WIDGET_VARIANTS, type WidgetVariantKind } from './variants.js'
import { WidgetConfigError } from './WidgetConfigError.js'

const OTHER_KIND: LauncherIssueCode = 'WIDGET_VARIANT_OTHER_KIND'

/**
 * `config` checked as `createWidget` checks it (development: every rule; production: what would
 * break the widget), for a launcher that shows one kind of variant only (`launcher`, named in
 * development's message): a variant of another kind is refused too, with the code
 * `WIDGET_VARIANT_OTHER_KIND` in production.
 */
export function checkVariantKind(
  config: unknown,
  kind: Exclude<WidgetVariantKind, 'webview'>,
  launcher: string,
): CheckedWidgetConfig {
  const checked = __DEV__ ? checkWidgetConfig(config, 'launcher') : checkLauncherConfig(config)
  const { variant } = checked.config
  if (variantKind(variant) !== kind)
    throw new WidgetConfigError([
      __DEV__
        ? {
            path: 'variant',
            // A checked variant: one of the table's names, no value of the host's.
            message: `${launcher} shows the ${kind} variants only (${WIDGET_VARIANTS.filter((v) => variantKind(v) === kind).join(', ')}), got '${variant}'; createWidget shows every variant.`,
          }
        : // As the production check writes its issues: the code, and where the docs explain it.
          {
            path: 'variant',
            code: OTHER_KIND,
            message: `${OTHER_KIND}, see ${WIDGET_CONFIG_DOCS}#${OTHER_KIND.toLowerCase()}`,
          },
    ])
  return checked
}

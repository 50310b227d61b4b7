/**
 * The version the stand-in widget reports in `APP_VERSION` unless told otherwise: a modern 2.x.
 * From major 2 on, the official SDK leaves Escape to the widget (which posts its own close
 * request) and shows the iframe at `APP_VERSION`; below 2 it draws its own confirm dialog and
 * waits for `WIDGET_CONFIG_DONE`. `--widget-app-version 1.0` plays the older widget.
 */
export const DEFAULT_WIDGET_APP_VERSION = '2.0'

/** `major`, `major.minor` or `major.minor.patch`, as the widget reports it. */
const APP_VERSION_PATTERN = /^\d{1,4}(\.\d{1,4}){0,2}$/

/** The version checked, or a `TypeError` naming what is wrong. */
export function checkWidgetAppVersion(version: string): string {
  if (!APP_VERSION_PATTERN.test(version)) {
    throw new TypeError(
      'widgetAppVersion must be a version such as 1.0 or 2.3.1 (major[.minor[.patch]]).',
    )
  }
  return version
}

/** The major version, as the official SDK reads it (`'2.3'` → 2). */
export function appVersionMajor(version: string): number {
  return Number.parseInt(version, 10)
}

/** The page's meta element that tells the widget's script which `APP_VERSION` to report. */
export const APP_VERSION_META = 'rampkit-widget-app-version'

export { CspError, type CspErrorCode, type CspErrorInit, isCspError } from './CspError.js'
export { type CspDirectives, mergeCsp, parseCsp, parseCspHeader, serializeCsp } from './policy.js'
export {
  WIDGET_FRAME_PERMISSIONS,
  type WidgetCsp,
  type WidgetCspConfig,
  type WidgetCspOptions,
  widgetCsp,
} from './widgetCsp.js'

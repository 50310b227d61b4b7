// `@rampkit/core/csp`: the Content-Security-Policy a page showing the widget needs (its
// directives, a header value, the host's own policy extended) and the frame's permissions. Its
// own entry, so a server's config file (next.config, nuxt.config, svelte.config) imports it
// without the widget launcher.
export {
  type CspDirectives,
  CspError,
  type CspErrorCode,
  type CspErrorInit,
  isCspError,
  mergeCsp,
  parseCsp,
  parseCspHeader,
  serializeCsp,
  WIDGET_FRAME_PERMISSIONS,
  type WidgetCsp,
  type WidgetCspConfig,
  type WidgetCspOptions,
  widgetCsp,
} from '../csp/index.js'

// Replaced by the package version at build time (tsup `define` in packages/core/tsup.config.ts).
declare const __RAMPKIT_VERSION__: string | undefined

/** Version of @rampkit/core, sent to the widget as `sdkVersion`; `0.0.0-dev` when run from source. */
export const SDK_VERSION: string =
  typeof __RAMPKIT_VERSION__ === 'string' ? __RAMPKIT_VERSION__ : '0.0.0-dev'

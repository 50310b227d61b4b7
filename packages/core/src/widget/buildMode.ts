// The package is built three times (packages/core/tsup.config.ts): for the `production` and
// `development` export conditions, with the mode compiled in as `__RAMPKIT_MODE__`, and for
// `default` without it, where the mode is read at run time.
declare const process: { env: Record<string, string | undefined> }

// Where code differs by mode (development's messages and rules), it tests
//   typeof __RAMPKIT_MODE__ === 'string' ? __RAMPKIT_MODE__ === 'production' : isProductionEnv()
// written out where the branch is: an app's bundler folds the test, and drops the other mode's
// code, only there (esbuild keeps a branch on a constant imported from another module).

/**
 * Whether the app was built for production, read where no mode was compiled in: the app's
 * bundler replaced `process.env.NODE_ENV` with `"production"`, or a server runs with
 * NODE_ENV=production. Without `process` (a plain `<script type="module">`) it is development.
 */
export function isProductionEnv(): boolean {
  try {
    return process.env.NODE_ENV === 'production'
  } catch {
    return false
  }
}

/** `production` or `development` in the builds for those export conditions (tsup `define`). */
declare const __RAMPKIT_MODE__: string | undefined

/**
 * Whether this copy of @rampkit/core runs as its production build, as its widget launcher
 * decides: the `production` export condition, or, where the app's bundler resolved neither mode
 * condition, NODE_ENV "production" (see isProductionEnv). For packages built on core (the
 * element, adapters) that explain problems in development only, so they agree with core.
 */
export function isProductionBuild(): boolean {
  return typeof __RAMPKIT_MODE__ === 'string'
    ? __RAMPKIT_MODE__ === 'production'
    : isProductionEnv()
}

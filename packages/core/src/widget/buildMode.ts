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

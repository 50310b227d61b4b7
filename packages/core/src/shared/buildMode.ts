/**
 * Whether this copy of @rampkit/core runs as its production build, as its widget launcher
 * decides: the `production` export condition, or, where the app's bundler resolved neither mode
 * condition, NODE_ENV "production" (without `process`, a plain module script, it is
 * development). For packages built on core (the element, adapters) that explain problems in
 * development only, so they agree with core. Inside core, write `if (__DEV__)` instead
 * (src/shared/devFlag.d.ts): a bundler drops the development code only there.
 */
export function isProductionBuild(): boolean {
  return !__DEV__
}

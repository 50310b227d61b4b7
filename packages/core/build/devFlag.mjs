// The one build-mode switch of @rampkit/core: `__DEV__` (declared in src/shared/devFlag.d.ts).
// Every build defines it here, so every call site is the same plain `if (__DEV__)` and an app's
// bundler drops development code wherever it folds the constant:
//   - the `production` tree (dist/production): false;
//   - the `development` tree (dist/development): true;
//   - the default tree (dist/) and tests run from source: the NODE_ENV test that Vue's bundler
//     build writes, guarded for pages without `process` (a plain module script: development).

/** The text each build puts where the source says `__DEV__`. */
export const DEV_FLAG = {
  production: 'false',
  development: 'true',
  default: "(typeof process === 'undefined' || process.env.NODE_ENV !== 'production')",
}

/**
 * An esbuild plugin (for tsup) writing `value` in place of `__DEV__` in TypeScript sources.
 * esbuild's own `define` takes only JSON or an identifier, not the default tree's expression.
 */
export function devFlagPlugin(value) {
  return {
    name: 'rampkit-dev-flag',
    setup(build) {
      build.onLoad({ filter: /\/src\/.*\.ts$/ }, async ({ path }) => {
        const { readFile } = await import('node:fs/promises')
        const source = await readFile(path, 'utf8')
        return { contents: source.replace(/\b__DEV__\b/g, value), loader: 'ts' }
      })
    },
  }
}

/**
 * A Vite plugin for a vitest project that runs @rampkit/core's sources: the default tree's
 * switch, read at each use (tests change NODE_ENV). Vitest's own `define` evaluates the
 * expression once in browser-like environments (jsdom), so it cannot serve here.
 */
export function devFlagVitePlugin() {
  return {
    name: 'rampkit-dev-flag',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/core\/src\/.*\.ts$/.test(id.split('?')[0]) || !code.includes('__DEV__'))
        return undefined
      return { code: code.replace(/\b__DEV__\b/g, DEV_FLAG.default), map: null }
    },
  }
}

// The one measuring method of every size bench: esbuild --bundle --minify --format=esm
// --platform=browser on an entry given as source text, then gzip -9.
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const benchDir = new URL('..', import.meta.url).pathname

/** An app's production build: the `production` export condition, NODE_ENV "production". */
export const PRODUCTION = {
  conditions: ['production'],
  define: { 'process.env.NODE_ENV': '"production"' },
}

/** An app's development build: the `development` export condition, NODE_ENV "development". */
export const DEVELOPMENT = {
  conditions: ['development'],
  define: { 'process.env.NODE_ENV': '"development"' },
}

/**
 * Bundles `contents` (resolved from bench/) and returns its minified and gzipped sizes in bytes,
 * the input files that contributed bytes to the output, and the output code.
 */
export async function bundleSize(
  contents,
  { external = [], plugins = [], loader = 'js', conditions, define } = {},
) {
  const result = await build({
    stdin: { contents, resolveDir: benchDir, loader },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    external,
    plugins,
    // Unset, esbuild's own defaults: no extra export condition; `process.env.NODE_ENV` is
    // "production" when minifying for the browser (what an app's `esbuild --minify` gets).
    ...(conditions && { conditions }),
    ...(define && { define }),
  })
  const code = result.outputFiles[0].contents
  return {
    min: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    inputs: Object.keys(Object.values(result.metafile.outputs)[0].inputs),
    code: Buffer.from(code).toString(),
  }
}

/** The absolute path of a package's built file, or exit with the command that builds it. */
export function builtFile(relativePath, packageName) {
  const path = new URL(`../../${relativePath}`, import.meta.url).pathname
  if (!existsSync(path)) {
    console.error(`${packageName} is not built: run pnpm --filter ${packageName} build`)
    process.exit(1)
  }
  return path
}

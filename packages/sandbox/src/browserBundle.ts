import { access, readFile } from 'node:fs/promises'

/**
 * Loads a browser bundle the build writes (`built`), or, running from source (the tests),
 * bundles `source` with esbuild on first use. `what` names it in the error when neither exists.
 */
export async function loadBrowserBundle(
  built: string,
  source: string,
  what: string,
): Promise<string> {
  try {
    return await readFile(built, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  try {
    await access(source)
  } catch {
    throw new Error(`${what} is not built (${built} is missing): build @rampkit/sandbox.`)
  }
  return bundleFromSource(source)
}

/** Only from source: esbuild is a development dependency, never needed by the built package. */
async function bundleFromSource(entry: string): Promise<string> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

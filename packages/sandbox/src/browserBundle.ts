import { access, readFile } from 'node:fs/promises'
import { join } from 'node:path'

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

/**
 * The browser script `name` (the widget's, the dashboard's), read or bundled on first use and
 * kept; a failed load is tried again on the next call. `here` is the folder of the module
 * serving it: built, dist/, beside dist/<name>/<name>.js; from source, src/<name>/, whose
 * client/main.ts is the entry. `what` names the script in the error when neither exists.
 */
export function browserScript(here: string, name: string, what: string): () => Promise<string> {
  const built = join(here, name, `${name}.js`)
  const source = join(here, 'client', 'main.ts')
  let script: Promise<string> | undefined
  return () => {
    script ??= loadBrowserBundle(built, source, what).catch((error: unknown) => {
      script = undefined
      throw error
    })
    return script
  }
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

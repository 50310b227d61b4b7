import { access, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Paths from this module's own file (not `new URL(…, import.meta.url)`, which Vite rewrites).
const HERE = dirname(fileURLToPath(import.meta.url))
/**
 * Where the build writes the stand-in widget's browser bundle (see tsup.config.ts): the built
 * module holding this code is in dist/, beside dist/widget/. From source (tests), this module
 * is src/widget/widgetScript.ts and no such file exists.
 */
const BUILT = join(HERE, 'widget', 'widget.js')
/** The bundle's entry, when this module runs from source. */
const SOURCE = join(HERE, 'client', 'main.ts')

let script: Promise<string> | undefined

/**
 * The stand-in widget's browser script, an ES module bundled from src/widget/client/main.ts
 * with what it imports from @rampkit/core: the built file when the package is built, else
 * (running from source, as the tests do) bundled with esbuild on first use. Read once.
 */
export function widgetScript(): Promise<string> {
  script ??= load().catch((error: unknown) => {
    script = undefined
    throw error
  })
  return script
}

async function load(): Promise<string> {
  try {
    return await readFile(BUILT, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  try {
    await access(SOURCE)
  } catch {
    throw new Error(
      `The stand-in widget is not built (${BUILT} is missing): build @rampkit/sandbox.`,
    )
  }
  return bundleFromSource(SOURCE)
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

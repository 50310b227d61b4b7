import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One import specifier a host can write, and the declaration file its types come from. */
export interface PublishedEntryPoint {
  /** e.g. `@rampkit/core/webhooks` */
  specifier: string
  packageName: string
  packageDir: string
  /** absolute path of the entry point's built `.d.ts` */
  typesFile: string
}

interface PackageJson {
  name?: string
  private?: boolean
  types?: string
  exports?: Record<string, unknown>
}

/**
 * Every entry point of every published package under `packages/*`, read from the package.json
 * `exports` maps, so a new package (or a new subpath) is documented without touching the docs.
 */
export function listPublishedEntryPoints(repoRoot: string): PublishedEntryPoint[] {
  const packagesDir = join(repoRoot, 'packages')
  const entryPoints: PublishedEntryPoint[] = []
  for (const folder of readdirSync(packagesDir).sort()) {
    const packageDir = join(packagesDir, folder)
    const manifestPath = join(packageDir, 'package.json')
    if (!existsSync(manifestPath)) continue
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageJson
    if (manifest.private || !manifest.name) continue
    for (const [subpath, types] of typedSubpaths(manifest)) {
      entryPoints.push({
        specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
        packageName: manifest.name,
        packageDir,
        typesFile: join(packageDir, types),
      })
    }
  }
  return entryPoints
}

/** The names of the published (not private) packages under `packages/*`. */
export function listPublishedPackages(repoRoot: string): string[] {
  const packagesDir = join(repoRoot, 'packages')
  return readdirSync(packagesDir)
    .sort()
    .map((folder) => join(packagesDir, folder, 'package.json'))
    .filter((manifestPath) => existsSync(manifestPath))
    .map((manifestPath) => JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageJson)
    .filter((manifest) => !manifest.private && manifest.name)
    .map((manifest) => manifest.name ?? '')
}

function typedSubpaths(manifest: PackageJson): [string, string][] {
  if (!manifest.exports) return manifest.types ? [['.', manifest.types]] : []
  const found: [string, string][] = []
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    const types = typesOf(target)
    if (types) found.push([subpath, types])
  }
  return found
}

// `types` may sit at the top of the conditions or under `import`.
function typesOf(target: unknown): string | undefined {
  if (typeof target !== 'object' || target === null) return undefined
  const conditions = target as Record<string, unknown>
  if (typeof conditions.types === 'string') return conditions.types
  return typesOf(conditions.import)
}

/**
 * The docs depend on the packages they had when written (turbo builds those first: a missing
 * build is an error); a package added since is documented once it is built, until then only
 * named (it has not reached the docs' dependencies yet).
 */
export function splitByBuilt(
  entryPoints: PublishedEntryPoint[],
  dependencies: readonly string[] = docsDependencies(),
): { entryPoints: PublishedEntryPoint[]; unbuilt: PublishedEntryPoint[] } {
  const built = entryPoints.filter((entry) => existsSync(entry.typesFile))
  const unbuilt = entryPoints.filter((entry) => !existsSync(entry.typesFile))
  const required = unbuilt.filter((entry) => dependencies.includes(entry.packageName))
  if (required.length > 0) {
    const names = required.map((entry) => entry.specifier).join(', ')
    throw new Error(`build these packages before the docs (their types are missing): ${names}`)
  }
  return { entryPoints: built, unbuilt }
}

function docsDependencies(): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { dependencies?: Record<string, string> }
  return Object.keys(manifest.dependencies ?? {})
}

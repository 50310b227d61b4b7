import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describeFileError, isFileError } from './errors.js'

/** One `@rampkit/*` package packed with `pnpm pack` / `npm pack`. */
export interface PackedPackage {
  name: string
  version: string
  /** Absolute path of the `.tgz`. */
  tarball: string
  /** The `@rampkit/*` packages it needs installed: dependencies and non-optional peers. */
  needs: string[]
}

/** `--tarballs DIR` cannot serve the app: the message says what is missing, for the user. */
export class TarballsError extends Error {
  override name = 'TarballsError'
}

const SCOPE = '@rampkit/'

/**
 * The `@rampkit/*` packages packed in `dir`, by name, read from each tarball's own
 * package.json: the file names (`rampkit-core-0.1.0.tgz`, `rampkit-core.tgz`) are not trusted.
 * Other tarballs (create-rampkit's own) are ignored; two of the same package are refused.
 */
export function readPackedPackages(dir: string): Map<string, PackedPackage> {
  const folder = resolve(dir)
  let names: string[]
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.tgz'))
  } catch (error) {
    if (isFileError(error))
      throw new TarballsError(`--tarballs: cannot read ${describeFileError(error)}`)
    throw error
  }
  const packed = new Map<string, PackedPackage>()
  for (const name of names.sort()) {
    const tarball = join(folder, name)
    const manifest = packageJsonOfTarball(tarball)
    if (!manifest.name?.startsWith(SCOPE)) continue
    const twin = packed.get(manifest.name)
    if (twin) {
      throw new TarballsError(
        `--tarballs: ${folder} holds two tarballs of ${manifest.name} (${twin.tarball} and ${tarball}); keep one`,
      )
    }
    const optionalPeers = Object.entries(manifest.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta?.optional)
      .map(([peer]) => peer)
    const needs = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}).filter(
        (peer) => !optionalPeers.includes(peer),
      ),
    ].filter((dependency) => dependency.startsWith(SCOPE))
    packed.set(manifest.name, {
      name: manifest.name,
      version: manifest.version ?? '',
      tarball,
      needs: [...new Set(needs)],
    })
  }
  return packed
}

/**
 * The tarball of every `@rampkit/*` package an app with these dependencies installs: the
 * direct ones and, through the tarballs' own package.json, theirs (`@rampkit/react-native`
 * brings `@rampkit/react`). Throws a TarballsError naming each one `dir` lacks.
 */
export function tarballsForApp(
  appDependencies: readonly string[],
  packed: ReadonlyMap<string, PackedPackage>,
  dir: string,
  template: string,
): Record<string, string> {
  const chosen: Record<string, string> = {}
  const missing: string[] = []
  const queue = appDependencies.filter((name) => name.startsWith(SCOPE))
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (Object.hasOwn(chosen, name) || missing.includes(name)) continue
    const pkg = packed.get(name)
    if (!pkg) {
      missing.push(name)
      continue
    }
    chosen[name] = pkg.tarball
    queue.push(...pkg.needs)
  }
  if (missing.length > 0) {
    const found = [...packed.values()].map((pkg) => `${pkg.name}@${pkg.version}`).join(', ')
    throw new TarballsError(
      `--tarballs: ${resolve(dir)} has no tarball of ${missing.join(', ')}, which the ${template} template installs (found: ${found || 'no @rampkit tarball'}). Pack each with \`pnpm pack --pack-destination ${resolve(dir)}\` in its package's folder.`,
    )
  }
  return chosen
}

interface PackedManifest {
  name?: string
  version?: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean } | undefined>
}

/**
 * The package.json at the top of an npm tarball (a gzipped tar whose single top folder is
 * usually `package/`), read without unpacking: create-rampkit has no dependencies, so this is
 * the few lines of tar it needs (512-byte headers, ustar prefixes, pax `path` records).
 */
export function packageJsonOfTarball(tarball: string): PackedManifest {
  let tar: Buffer
  try {
    tar = gunzipSync(readFileSync(tarball))
  } catch (error) {
    if (isFileError(error))
      throw new TarballsError(`--tarballs: cannot read ${describeFileError(error)}`)
    throw new TarballsError(`--tarballs: ${tarball} is not a gzipped tarball`)
  }
  let paxPath: string | undefined
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512)
    if (header.every((byte) => byte === 0)) break
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '')
    const size = Number.parseInt(field(124, 12).trim() || '0', 8)
    const type = field(156, 1)
    const prefix = field(257, 6) === 'ustar' ? field(345, 155) : ''
    const path = paxPath ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100))
    const body = tar.subarray(offset + 512, offset + 512 + size)
    paxPath = undefined
    if (type === 'x') paxPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1]
    else if ((type === '0' || type === '') && /^[^/]+\/package\.json$/.test(path)) {
      try {
        return JSON.parse(body.toString('utf8')) as PackedManifest
      } catch {
        throw new TarballsError(`--tarballs: ${tarball} has an unreadable package.json`)
      }
    }
    offset += 512 + Math.ceil(size / 512) * 512
  }
  throw new TarballsError(`--tarballs: ${tarball} holds no package.json`)
}

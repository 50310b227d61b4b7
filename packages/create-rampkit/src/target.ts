import {
  existsSync,
  lstatSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
} from 'node:fs'
import { basename, dirname, isAbsolute, join, parse, relative, resolve, sep } from 'node:path'
import { describeFileError, isFileError } from './errors.js'

/** Where the app goes: the real folder and the package name derived from its name as written. */
export interface Target {
  /**
   * Absolute real path of the app's folder: every symbolic link in it (the folder itself and its
   * existing ancestors) resolved. Everything the command writes or deletes is below it.
   */
  dir: string
  /** The folder as written, resolved against the current directory without following links. */
  written: string
  /** A valid npm package name for the app. */
  packageName: string
}

/** A folder the command must not use: the message says why, for the user. */
export class TargetError extends Error {
  override name = 'TargetError'
}

/**
 * The app's folder: `dir` resolved against `cwd` (`.` is `cwd` itself), then its real path.
 * Throws a TargetError with a message for the user when the path cannot hold an app (a NUL
 * byte, an existing file, a dangling link, a name too long for the file system).
 */
export function resolveTarget(cwd: string, dir: string): Target {
  if (dir.includes('\0')) throw new TargetError('the directory name contains a NUL character')
  if (dir.trim() === '') throw new TargetError('the directory name is empty')
  const written = resolve(cwd, dir)
  let real: string
  try {
    real = realPathOf(written)
    if (existsSync(real) && !statSync(real).isDirectory()) {
      throw new TargetError(`${written} exists and is not a directory`)
    }
  } catch (error) {
    if (isFileError(error)) throw new TargetError(`cannot use ${describeFileError(error)}`)
    throw error
  }
  return { dir: real, written, packageName: toPackageName(basename(written)) }
}

/**
 * The real path of `path`, which may not exist yet: the real path of its deepest existing
 * ancestor (links resolved by the file system) with the missing names appended. A dangling link
 * on the way is refused: writing through it would create a folder wherever it points.
 */
export function realPathOf(path: string): string {
  const missing: string[] = []
  let current = path
  for (;;) {
    try {
      return join(realpathSync(current), ...missing.reverse())
    } catch (error) {
      if (!isFileError(error) || error.code !== 'ENOENT') throw error
      if (isSymbolicLink(current)) {
        throw new TargetError(
          `${current} is a symbolic link to ${readlinkSync(current)}, which does not exist`,
        )
      }
      const parent = dirname(current)
      if (parent === current) throw error
      missing.push(basename(current))
      current = parent
    }
  }
}

function isSymbolicLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}

/** `realpath`, or the path itself where it does not exist (a home folder that is not there). */
function realOrSelf(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return resolve(path)
  }
}

/**
 * An npm package name from a folder name: lower case, only `a-z0-9-._~`, no leading `.` or `_`,
 * at most 214 characters; `rampkit-app` when nothing is left.
 */
export function toPackageName(folderName: string): string {
  const name = folderName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-._~]+/g, '-')
    .replace(/^[-._~]+/, '')
    .replace(/-+$/, '')
    .slice(0, 214)
  return name === '' || name === 'node_modules' || name === 'favicon.ico' ? 'rampkit-app' : name
}

/** Entries of an existing folder (none when it does not exist). `.git` counts. */
export function entriesOf(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : []
}

/** The places `--overwrite` protects besides the root. */
export interface ProtectedPlaces {
  /** The directory the command runs in. */
  cwd: string
  /** The user's home folder (`os.homedir()`). */
  home: string
}

/**
 * Why `target` may not be emptied by `--overwrite`, comparing real paths (a symbolic link to
 * the home folder is the home folder): the file system's root, the home folder or a folder
 * holding it, a folder holding the current directory, or the current directory reached through
 * a symbolic link (`.` names it on purpose; a link to it is more likely a mistake).
 */
export function overwriteRefusal(target: Target, places: ProtectedPlaces): string | undefined {
  const real = target.dir
  const shown = real === target.written ? real : `${target.written} (really ${real})`
  if (real === parse(real).root) return `refusing to empty the root directory ${shown}`
  for (const home of new Set([resolve(places.home), realOrSelf(places.home)])) {
    if (real === home) return `refusing to empty your home directory ${shown}`
    if (holds(real, home)) return `refusing to empty ${shown}: it holds your home directory`
  }
  for (const cwd of new Set([resolve(places.cwd), realOrSelf(places.cwd)])) {
    if (holds(real, cwd)) return `refusing to empty ${shown}: it holds the current directory`
    if (real === cwd && isSymbolicLink(target.written)) {
      return `refusing to empty ${shown}: it is the current directory through a symbolic link (write . to mean it)`
    }
  }
  return undefined
}

/** Whether `outer` holds `inner` strictly (a parent, grand-parent…). */
function holds(outer: string, inner: string): boolean {
  return outer !== inner && isInside(outer, inner)
}

/**
 * Empties `dir` for `--overwrite`, keeping `.git` (the history of a repository stays). A
 * symbolic link inside is removed itself, never followed: `rmSync` does not follow links.
 */
export function emptyDir(dir: string): void {
  for (const entry of entriesOf(dir)) {
    if (entry === '.git') continue
    rmSync(join(dir, entry), { recursive: true, force: true })
  }
}

/** Whether `path` is `dir` or inside it (no `..` escape, no other drive). */
export function isInside(dir: string, path: string): boolean {
  const rel = relative(resolve(dir), resolve(path))
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel))
}

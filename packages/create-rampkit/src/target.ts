import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { basename, isAbsolute, parse, relative, resolve, sep } from 'node:path'

/** Where the app goes: the resolved folder and the package name derived from it. */
export interface Target {
  /** Absolute path of the app's folder. */
  dir: string
  /** A valid npm package name for the app. */
  packageName: string
}

/**
 * The app's folder: `dir` resolved against `cwd` (`.` is `cwd` itself). Throws an Error with a
 * message for the user when the path cannot hold an app (a NUL byte, an existing file).
 */
export function resolveTarget(cwd: string, dir: string): Target {
  if (dir.includes('\0')) throw new Error('the directory name contains a NUL character')
  if (dir.trim() === '') throw new Error('the directory name is empty')
  const absolute = resolve(cwd, dir)
  if (existsSync(absolute) && !statSync(absolute).isDirectory()) {
    throw new Error(`${absolute} exists and is not a directory`)
  }
  return { dir: absolute, packageName: toPackageName(basename(absolute)) }
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

/**
 * Why `dir` may not be emptied by `--overwrite`: the file system's root, the home folder, or a
 * folder that holds `cwd` (emptying it would delete the place the command runs from).
 */
export function overwriteRefusal(dir: string, cwd: string): string | undefined {
  const absolute = resolve(dir)
  if (absolute === parse(absolute).root) return `refusing to empty the root directory ${absolute}`
  if (absolute === resolve(homedir())) return `refusing to empty your home directory ${absolute}`
  const fromTarget = relative(absolute, resolve(cwd))
  if (fromTarget !== '' && !fromTarget.startsWith('..') && !isAbsolute(fromTarget)) {
    return `refusing to empty ${absolute}: it holds the current directory`
  }
  return undefined
}

/** Empties `dir` for `--overwrite`, keeping `.git` (the history of a repository stays). */
export function emptyDir(dir: string): void {
  for (const entry of entriesOf(dir)) {
    if (entry === '.git') continue
    rmSync(resolve(dir, entry), { recursive: true, force: true })
  }
}

/** Whether `path` is `dir` or inside it (no `..` escape, no other drive). */
export function isInside(dir: string, path: string): boolean {
  const rel = relative(resolve(dir), resolve(path))
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel))
}

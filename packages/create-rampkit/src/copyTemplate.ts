import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { PackageManager } from './packageManager.js'
import { isInside } from './target.js'

/** Files stored under another name, because npm would drop or use them inside the package. */
export const RENAMED: Readonly<Record<string, string>> = {
  _gitignore: '.gitignore',
  _env: '.env',
}

export interface TemplateValues {
  /** The app's package name. */
  packageName: string
  /**
   * The released version of each `@rampkit/*` package (`^version` in the app); a package not
   * listed gets `rampkitVersion`.
   */
  rampkitVersions: Readonly<Record<string, string>>
  /** create-rampkit's own version: the fallback. */
  rampkitVersion: string
  /**
   * `--tarballs`: the absolute path of the tarball of every `@rampkit/*` package the app
   * installs (its dependencies and theirs). They replace the versions, and overrides make the
   * packages' own `@rampkit/*` dependencies come from them too.
   */
  tarballs?: Readonly<Record<string, string>>
  /** Who installs: pnpm and yarn read their own overrides field beside npm's (and bun's). */
  packageManager?: PackageManager
  /** How the app's scripts run with its package manager: `npm run`, `pnpm`. */
  run: string
  /** The install command: `npm install`. */
  install: string
}

/**
 * Copies the template folders `sources` (later ones win) into `target`, renaming `_gitignore` and
 * `_env`, writing the app's name and the rampkit versions into package.json and the commands
 * into README.md; then `borrowed`, single files taken from elsewhere, by their path in the app
 * (they win too). Every written path is checked to be inside `target`. Returns the written
 * files, relative to `target`, sorted.
 */
export function copyTemplate(
  sources: readonly string[],
  target: string,
  values: TemplateValues,
  borrowed: Readonly<Record<string, string>> = {},
): string[] {
  const files = new Map<string, string>()
  for (const source of sources) {
    for (const file of listFiles(source)) {
      const rel = relative(source, file)
      const parts = rel.split(/[\\/]/)
      const last = parts.length - 1
      parts[last] = RENAMED[parts[last] as string] ?? (parts[last] as string)
      files.set(parts.join('/'), file)
    }
  }
  for (const [rel, file] of Object.entries(borrowed)) files.set(rel, file)
  const written: string[] = []
  for (const [rel, source] of files) {
    const destination = join(target, rel)
    if (!isInside(target, destination)) throw new Error(`refusing to write outside ${target}`)
    mkdirSync(join(destination, '..'), { recursive: true })
    let content: Buffer | string = readFileSync(source)
    if (rel === 'package.json') content = appPackageJson(content.toString('utf8'), values)
    else if (rel === 'README.md') content = fillReadme(content.toString('utf8'), values)
    writeFileSync(destination, content)
    written.push(rel)
  }
  return written.sort()
}

/**
 * The template's files. In the repository a template is a workspace package (the example apps
 * are built on it): its installed `node_modules` is never part of an app.
 */
function listFiles(dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory() && entry.name !== 'node_modules') files.push(...listFiles(path))
    else if (entry.isFile()) files.push(path)
  }
  return files
}

/**
 * The template's package.json with the app's name and `^<its version>` for every `@rampkit/*`;
 * with `tarballs`, `file:<tarball>` for them instead and the same in `overrides` (npm and bun;
 * `pnpm.overrides` for pnpm, `resolutions` for yarn), so nothing `@rampkit/*` comes from the
 * registry.
 */
export function appPackageJson(text: string, values: TemplateValues): string {
  const manifest = JSON.parse(text) as Record<string, unknown>
  manifest.name = values.packageName
  const fromTarball = (name: string) => {
    const tarball = values.tarballs?.[name]
    return tarball === undefined ? undefined : `file:${tarball}`
  }
  for (const field of ['dependencies', 'devDependencies']) {
    const deps = manifest[field] as Record<string, string> | undefined
    for (const name of Object.keys(deps ?? {})) {
      if (deps && name.startsWith('@rampkit/')) {
        deps[name] =
          fromTarball(name) ?? `^${values.rampkitVersions[name] ?? values.rampkitVersion}`
      }
    }
  }
  if (values.tarballs) {
    const overrides = Object.fromEntries(
      Object.keys(values.tarballs)
        .sort()
        .map((name) => [name, fromTarball(name)]),
    )
    // npm accepts an override of a direct dependency only when both specs are the same string.
    manifest.overrides = { ...(manifest.overrides as object | undefined), ...overrides }
    if (values.packageManager === 'pnpm') {
      const pnpm = (manifest.pnpm ?? {}) as Record<string, unknown>
      manifest.pnpm = { ...pnpm, overrides: { ...(pnpm.overrides as object), ...overrides } }
    }
    if (values.packageManager === 'yarn') {
      manifest.resolutions = { ...(manifest.resolutions as object | undefined), ...overrides }
    }
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

/** `{{name}}`, `{{run}}` and `{{install}}` in the template's README. */
export function fillReadme(text: string, values: TemplateValues): string {
  return text
    .replaceAll('{{name}}', values.packageName)
    .replaceAll('{{run}}', values.run)
    .replaceAll('{{install}}', values.install)
}

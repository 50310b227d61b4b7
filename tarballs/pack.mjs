#!/usr/bin/env node
// Packs every published package (packages/*, not private) with `pnpm pack`, as a release would,
// into one known folder that the install tests and the framework fixtures read:
//   tarballs/.packed/<scope>-<name>.tgz   (stable names, no version: fixtures can point at them)
//   tarballs/.packed/manifest.json        { "<package name>": { version, tarball, files } }
// Usage: node tarballs/pack.mjs [--out DIR] [--build]
// Expects built packages (`--build` runs the turbo build first). Fails when a packed
// package.json still holds a `workspace:` range, which npm users could not install.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const defaultPackedDir = join(repoRoot, 'tarballs', '.packed')

/** The published packages of the workspace, in dependency order (core first). */
export function publishedPackages(root = repoRoot) {
  const packagesDir = join(root, 'packages')
  const found = []
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const dir = join(packagesDir, entry.name)
    let manifest
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    } catch {
      continue
    }
    if (manifest.private) continue
    found.push({ name: manifest.name, version: manifest.version, dir })
  }
  // core is a dependency of all the others: keep it first so installs read naturally.
  return found.sort((a, b) =>
    a.name === '@rampkit/core' ? -1 : b.name === '@rampkit/core' ? 1 : a.name.localeCompare(b.name),
  )
}

/** `@rampkit/core` → `rampkit-core.tgz` */
export function tarballFileName(packageName) {
  return `${packageName.replace(/^@/, '').replace(/\//g, '-')}.tgz`
}

/** Runs a command to completion; its stdout, or an Error with everything it printed. */
export function run(command, args, options = {}) {
  // A bare string here would be ignored by spawnSync and run the command in the wrong folder.
  if (typeof options !== 'object') throw new TypeError('run: options must be an object')
  const result = spawnSync(command, args, { encoding: 'utf8', ...options })
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    )
  }
  return result.stdout
}

/** Reads one file of a .tgz without unpacking it to disk. */
export function readFromTarball(tarball, path) {
  return run('tar', ['-xzOf', tarball, `package/${path}`])
}

export function pack({
  root = repoRoot,
  out = defaultPackedDir,
  build = false,
  log = console.log,
} = {}) {
  if (build)
    run('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
      cwd: repoRoot,
      stdio: 'inherit',
    })
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const manifest = {}
  for (const pkg of publishedPackages(root)) {
    const json = run('pnpm', ['pack', '--json', '--pack-destination', out], { cwd: pkg.dir })
    const packed = JSON.parse(json)
    const tarball = join(out, tarballFileName(pkg.name))
    renameSync(packed.filename, tarball)
    const packedManifest = readFromTarball(tarball, 'package.json')
    if (packedManifest.includes('"workspace:')) {
      throw new Error(`${pkg.name}: the packed package.json still has a workspace: range`)
    }
    manifest[pkg.name] = {
      version: packed.version,
      tarball,
      files: packed.files.map((file) => file.path).sort(),
    }
    log(`packed ${pkg.name}@${packed.version} → ${tarball} (${packed.files.length} files)`)
  }
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const outIndex = args.indexOf('--out')
  const out = outIndex >= 0 ? resolve(args[outIndex + 1] ?? '') : defaultPackedDir
  pack({ out, build: args.includes('--build') })
}

#!/usr/bin/env node
// The release without publishing, on a copy of the repository (the work tree is never touched):
// `changeset version` applies the pending changesets (versions, CHANGELOG.md, internal
// dependency ranges), then every published package is packed as `changeset publish` would
// publish it, and the result is checked: each package's version moved exactly as its changesets
// say, CHANGELOG.md is in the tarball and names the version, and `workspace:` ranges became the
// new versions. Expects built packages (dist/ is copied). Usage: node tarballs/release-dry-run.mjs [--keep]
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pack, publishedPackages, readFromTarball, repoRoot, run } from './pack.mjs'

const keep = process.argv.includes('--keep')
const problems = []

// Pending bumps as changesets sees them, before versioning.
function plannedReleases(cwd) {
  const out = join(cwd, '.changeset-status.json')
  run(join(repoRoot, 'node_modules', '.bin', 'changeset'), ['status', `--output=${out}`], {
    cwd: cwd,
  })
  const status = JSON.parse(readFileSync(out, 'utf8'))
  rmSync(out)
  return new Map(status.releases.map((release) => [release.name, release]))
}

const copy = mkdtempSync(join(tmpdir(), 'rampkit-release-'))
try {
  // Tracked files as committed-or-edited now, plus each package's built dist/.
  const tracked = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
  })
    .split('\0')
    .filter((path) => path && existsSync(join(repoRoot, path)))
  for (const path of tracked) cpSync(join(repoRoot, path), join(copy, path), { recursive: true })
  for (const pkg of publishedPackages()) {
    const dist = join(pkg.dir, 'dist')
    if (existsSync(dist))
      cpSync(dist, join(copy, pkg.dir.slice(repoRoot.length + 1), 'dist'), { recursive: true })
  }
  // A repository of its own on `main` (changesets compares with the base branch), so nothing
  // is read from or written to the real one.
  run('git', ['init', '-q', '-b', 'main'], { cwd: copy })
  run('git', ['add', '-A'], { cwd: copy })
  run(
    'git',
    [
      '-c',
      'user.name=dry run',
      '-c',
      'user.email=dry-run@localhost',
      'commit',
      '-q',
      '--no-verify',
      '-m',
      'copy',
    ],
    { cwd: copy },
  )
  // changesets loads its changelog generator from the workspace's dependencies.
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'), 'dir')
  // pnpm pack reads a `workspace:` dependency's version from its link in node_modules: link
  // each one to the copy's package, which `changeset version` bumps.
  const byName = new Map()
  for (const group of ['packages', 'tooling', 'apps']) {
    if (!existsSync(join(copy, group))) continue
    for (const name of readdirSync(join(copy, group))) {
      const file = join(copy, group, name, 'package.json')
      if (existsSync(file)) byName.set(JSON.parse(readFileSync(file, 'utf8')).name, dirname(file))
    }
  }
  for (const pkg of publishedPackages(copy)) {
    const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8'))
    const ranges = {
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
      ...manifest.dependencies,
    }
    for (const [dep, range] of Object.entries(ranges)) {
      if (!String(range).startsWith('workspace:') || !byName.has(dep)) continue
      const link = join(pkg.dir, 'node_modules', dep)
      mkdirSync(dirname(link), { recursive: true })
      symlinkSync(byName.get(dep), link, 'dir')
    }
  }

  const before = new Map(publishedPackages().map((pkg) => [pkg.name, pkg.version]))
  const planned = plannedReleases(copy)
  run(join(repoRoot, 'node_modules', '.bin', 'changeset'), ['version'], { cwd: copy })
  const manifest = pack({ root: copy, out: join(copy, '.packed'), log: () => {} })
  const versions = new Map(Object.entries(manifest).map(([name, item]) => [name, item.version]))

  for (const [name, item] of Object.entries(manifest)) {
    const release = planned.get(name)
    const expected = release && release.type !== 'none' ? release.newVersion : before.get(name)
    if (item.version !== expected) {
      problems.push(`${name}: packed ${item.version}, changesets planned ${expected}`)
    }
    if (release && release.type !== 'none') {
      if (!item.files.includes('CHANGELOG.md'))
        problems.push(`${name}: no CHANGELOG.md in the tarball`)
      else if (!readFromTarball(item.tarball, 'CHANGELOG.md').includes(`## ${item.version}`)) {
        problems.push(`${name}: CHANGELOG.md has no "## ${item.version}" section`)
      }
    }
    const packed = JSON.parse(readFromTarball(item.tarball, 'package.json'))
    for (const field of ['dependencies', 'peerDependencies']) {
      for (const [dep, range] of Object.entries(packed[field] ?? {})) {
        if (!versions.has(dep)) continue
        if (range !== versions.get(dep)) {
          problems.push(
            `${name}: ${field}.${dep} is ${range}, not the released ${versions.get(dep)}`,
          )
        }
      }
    }
    console.log(`${name}: ${before.get(name)} → ${item.version} (${release?.type ?? 'no changes'})`)
  }
  // Only the copy changed: the repository's own changesets and versions are as they were.
  const pending = readdirSync(join(repoRoot, '.changeset')).filter((name) => name.endsWith('.md'))
  if (planned.size > 0 && pending.length === 0) problems.push('the work tree lost its changesets')
  for (const pkg of publishedPackages()) {
    if (pkg.version !== before.get(pkg.name))
      problems.push(`${pkg.name}: version changed in the work tree`)
  }
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error))
} finally {
  if (keep) console.log(`kept ${copy}`)
  else rmSync(copy, { recursive: true, force: true })
}

for (const problem of problems) console.log(`✗ ${problem}`)
console.log(
  problems.length === 0 ? '✓ release dry run: versioned and packed, nothing published' : '',
)
process.exit(problems.length === 0 ? 0 : 1)

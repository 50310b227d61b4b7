#!/usr/bin/env node
// The packed packages as npm users get them. Packs every published package (pack.mjs), installs
// the tarballs with npm into a fresh project in the system temp folder (outside the workspace),
// then checks:
// - each tarball holds only built code, types, README, LICENSE (and CHANGELOG): no sources or
//   tests, one sourceMappingURL per file, no declaration file shipped twice, no workspace: range;
// - the adapters' built files: "use client" first in React's, one source map comment each, core
//   and the framework imported, Svelte's runes and declarations (adapterBuilds.mjs);
// - publint --strict and attw (esm-only profile) on each tarball;
// - every entry point imports with Node's ESM loader and with require() (Node >= 20.19), with the
//   same names, and what each exports (values and types) matches tarballs/exports.snapshot.json;
// - a consumer app type-checks under moduleResolution bundler, node16 and nodenext, bundler with
//   the product's declaration files checked too (skipLibCheck false);
// - every ```ts/tsx/js block of the READMEs type-checks (readmeBlocks.mjs), the testing kit's
//   component tests beside the components they import, with the kit's Vitest and Testing Library;
//   these type checks and the exports snapshot's program run in one TypeScript process
//   (typeChecks.mjs);
// - a Vite app per framework (React, Vue, Svelte) builds;
// - a host's component tests with @rampkit/testing pass under Vitest (React, Vue, Svelte) and Jest,
//   with sockets refused (fixtures/testing-kit/run.mjs);
// - the React Native guide followed as written in a fresh Expo app: its install lines, Jest
//   configuration and test; then, in that same app, @rampkit/react-native's installed files, a
//   React Native app's Jest tests of RampWidgetView, types and exports (reactNativeProject.mjs:
//   one install of React Native, not two).
// npm's cache makes repeated installs fast. Usage: node tarballs/check.mjs [--update-snapshot] [--keep]
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { adapterBuildProblems } from './adapterBuilds.mjs'
import { npmInstall, projectWithTarballs, runCommand, tarballsOf } from './commands.mjs'
import {
  readmeCopyProblems,
  runTestingKit,
  TESTING_KIT_FIXTURE,
  TESTING_KIT_RUNS,
} from './fixtures/testing-kit/run.mjs'
import { pack, repoRoot } from './pack.mjs'
import { packageLintProblems } from './packageLint.mjs'
import {
  addReactNativeFixture,
  applyGuide,
  createExpoApp,
  EXPO_GUIDE_RUNS,
  installExpoGuideProject,
  REACT_NATIVE_RUNS,
} from './reactNativeProject.mjs'
import { blockSource, extractBlocks, readmeFiles, readmeLine } from './readmeBlocks.mjs'

const args = new Set(process.argv.slice(2))
const snapshotFile = join(repoRoot, 'tarballs', 'exports.snapshot.json')
const fixture = join(repoRoot, 'tarballs', 'fixtures', 'consumer')
const results = []

function run(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', npm_config_update_notifier: 'false' },
  })
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` }
}

/**
 * Runs one check and prints it with its time: the body's, or `seconds` when the work was done
 * elsewhere (the type checks' process).
 */
async function check(name, body, seconds) {
  const started = performance.now()
  let problems
  try {
    problems = (await body()) ?? []
  } catch (error) {
    problems = [error instanceof Error ? error.message : String(error)]
  }
  const time = (seconds ?? (performance.now() - started) / 1000).toFixed(1)
  results.push({ name, ok: problems.length === 0 })
  console.log(`${problems.length === 0 ? '✓' : '✗'} ${name} (${time} s)`)
  for (const problem of problems) console.log(`    ${problem.replaceAll('\n', '\n    ')}`)
  return problems.length === 0
}

/** The consumer's tsconfig.<mode>.json programs (fixtures/consumer), checked by typeChecks.mjs. */
const TYPE_CHECKED = ['bundler', 'node16', 'nodenext']

/**
 * Writes every checked README code block into the consumer `work`'s readme/ folder, with
 * tsconfig.readme.json to check them; a block marked `as` a fixture's file is written beside that
 * file instead, in the project's copy of the fixture (`folders`: { fixture dir: its folder in
 * `work` }), so that its relative imports are the fixture's files (the testing kit's components).
 * Returns `{ problems, byFile, count, skipped }` (markers' problems, each written file's block by
 * its path in `work`, how many were written and how many are marked skip).
 */
function writeReadmeBlocks(work, folders) {
  const problems = []
  const blocks = []
  let skipped = 0
  for (const file of readmeFiles(repoRoot)) {
    const extracted = extractBlocks(repoRoot, file)
    problems.push(...extracted.problems)
    for (const block of extracted.blocks) {
      if (block.skip === undefined) blocks.push(block)
      else skipped++
    }
  }
  mkdirSync(join(work, 'readme'), { recursive: true })
  const byFile = new Map()
  const besideFixtures = []
  for (const block of blocks) {
    const name = `${block.readme.replace(/[^\w]+/g, '_')}_L${block.line}.${block.language}`
    let folder = 'readme'
    if (block.as) {
      const target = join(repoRoot, block.as)
      const [fixtureDir, inWork] =
        Object.entries(folders).find(([dir]) => target.startsWith(`${dir}/`)) ?? []
      if (!fixtureDir || !existsSync(target)) {
        const fixtures = Object.keys(folders).map((dir) => relative(repoRoot, dir))
        problems.push(
          `${block.readme}:${block.line - 1}: readme-check: as ${block.as} is no file of ${fixtures.join(' or ')}`,
        )
        continue
      }
      folder = join(inWork, relative(fixtureDir, dirname(target)))
    }
    // Beside a fixture, named apart from its own files (its test runner runs those).
    const path = join(folder, name)
    if (block.as) besideFixtures.push(path)
    writeFileSync(join(work, path), blockSource(block))
    byFile.set(path, block)
  }
  writeFileSync(
    join(work, 'tsconfig.readme.json'),
    JSON.stringify({
      extends: './tsconfig.bundler.json',
      // strict + noUncheckedIndexedAccess, as most strict apps have it.
      compilerOptions: {
        allowJs: true,
        checkJs: true,
        skipLibCheck: true,
        exactOptionalPropertyTypes: false,
      },
      ...(besideFixtures.length ? { files: besideFixtures } : {}),
      include: ['readme', 'shims'],
    }),
  )
  return { problems, byFile, count: byFile.size, skipped }
}

/** tsc's lines on the README blocks, each <block file>(line,col): … as README.md:line:col: … */
function readmeProblems(lines, byFile) {
  return lines.map((line) => {
    const match = /^([^()]+)\((\d+),(\d+)\): (.*)$/.exec(line)
    const block = match && byFile.get(match[1])
    return block
      ? `${block.readme}:${readmeLine(block, Number(match[2]))}:${match[3]}: ${match[4]}`
      : line
  })
}

/**
 * What each entry point exports to TypeScript (`actual`), marked where it differs from what it
 * exports at run time (`esmNames`), against tarballs/exports.snapshot.json.
 */
function exportsSnapshotProblems(actual, esmNames) {
  for (const [entry, names] of Object.entries(esmNames ?? {})) {
    actual[entry] = actual[entry].map((name) =>
      names.includes(name) || name.endsWith(' (type)')
        ? name
        : `${name} (declared, not exported at run time)`,
    )
    for (const name of names) {
      if (!actual[entry].includes(name))
        actual[entry].push(`${name} (exported at run time, untyped)`)
    }
    actual[entry].sort()
  }
  const text = `${JSON.stringify(actual, null, 2)}\n`
  // As vitest's snapshots: a missing one is written locally, but in CI it fails (else the
  // check would pass by writing what it compares against).
  if (!existsSync(snapshotFile) && process.env.CI) {
    return [
      'tarballs/exports.snapshot.json is missing: run `node tarballs/check.mjs` and commit it.',
    ]
  }
  if (args.has('--update-snapshot') || !existsSync(snapshotFile)) {
    writeFileSync(snapshotFile, text)
    return []
  }
  const expected = JSON.parse(readFileSync(snapshotFile, 'utf8'))
  const problems = []
  for (const entry of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const before = new Set(expected[entry] ?? [])
    const after = new Set(actual[entry] ?? [])
    const added = [...after].filter((name) => !before.has(name))
    const removed = [...before].filter((name) => !after.has(name))
    if (added.length || removed.length) {
      problems.push(
        `${entry}: ${added.length ? `added ${added.join(', ')}` : ''}${added.length && removed.length ? '; ' : ''}${removed.length ? `removed ${removed.join(', ')}` : ''}`,
      )
    }
  }
  if (problems.length) {
    problems.push(
      'A deliberate change to the public API? Run `node tarballs/check.mjs --update-snapshot` and commit the snapshot.',
    )
  }
  return problems
}

/**
 * The packages a built module imports statically (`from '…'`, `import '…'`) that are neither
 * Node's, `self`, nor `declared`. In one app with a consumer's and a host's packages installed,
 * an undeclared import still resolves there: this is what fails for it.
 */
function undeclaredImports(code, self, declared) {
  const found = new Set()
  for (const match of code.matchAll(
    /\bfrom\s*["']([^"'.][^"']*)["']|\bimport\s*["']([^"'.][^"']*)["']/g,
  )) {
    const specifier = match[1] ?? match[2]
    const parts = specifier.split('/')
    const pkg = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
    if (specifier.startsWith('node:') || builtinModules.includes(pkg)) continue
    if (pkg !== self && !declared.has(pkg)) found.add(specifier)
  }
  return found
}

/**
 * CPU seconds (user + system) of this process and the commands it ran, the measure that counts
 * beside vitest on two busy cores (wall time there says more about the neighbours).
 */
function cpuSeconds() {
  const own = process.cpuUsage()
  let children = 0
  try {
    // /proc/self/stat fields 16 and 17: waited-for children's user and system time, in ticks.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    children = (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return `${((own.user + own.system) / 1e6).toFixed(0)} CPU-s in this process`
  }
  return `${((own.user + own.system) / 1e6 + children).toFixed(0)} CPU-s with its commands`
}

function walk(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * create-rampkit ships its app templates as files (each app's own test, declarations and
 * configuration included): checked by generating and running the apps
 * (packages/create-rampkit/test/checkTemplates.mjs), not as built code here.
 */
const shipsAsTemplate = (name, file) => name === 'create-rampkit' && file.startsWith('templates/')

let manifest
// `pnpm test` packs once before its tests (RAMPKIT_PACKED_DIR), which install the same tarballs
// while this runs beside them: packing again here would rewrite the files they read.
const packedDir = process.env.RAMPKIT_PACKED_DIR
await check(
  packedDir
    ? `read the packed packages (${packedDir})`
    : 'pack every published package (pnpm pack)',
  () => {
    manifest = packedDir
      ? JSON.parse(readFileSync(join(packedDir, 'manifest.json'), 'utf8'))
      : pack({ log: () => {} })
    return []
  },
)
if (!manifest) process.exit(1)
// The Expo app of the React Native guide is created and installed meanwhile (mostly waiting on
// the registry); its checks run at the end.
const expoStarted = performance.now()
const expoGuide = (async () => {
  const app = await createExpoApp()
  const install = app.created.ok
    ? await installExpoGuideProject(app.work, manifest)
    : { ok: false, output: app.created.output }
  return { ...app, install }
})()
// @rampkit/react-native's peers are React Native's: it is installed and checked in the Expo app
// of the React Native guide (reactNativeProject.mjs), not in the web consumer or testing kit.
const inReactNativeOnly = new Set(['@rampkit/react-native'])
const webManifest = Object.fromEntries(
  Object.entries(manifest).filter(([name]) => !inReactNativeOnly.has(name)),
)
const packages = Object.keys(webManifest)

await check('tarball contents: dist, bin, README, LICENSE, CHANGELOG only; no tests', () => {
  const problems = []
  for (const [name, { files }] of Object.entries(manifest)) {
    for (const file of ['package.json', 'README.md', 'LICENSE']) {
      if (!files.includes(file)) problems.push(`${name}: no ${file}`)
    }
    for (const file of files) {
      if (shipsAsTemplate(name, file)) continue
      // bin/: a package's committed command (@rampkit/sandbox's), which runs its dist/ build.
      const allowed =
        /^(package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/.+|bin\/[\w-]+\.js)$/.test(file)
      if (!allowed) problems.push(`${name}: ships ${file}`)
      if (/\.test(-d)?\.|(^|\/)(tests?|testing|__tests__)\/|fixtures?\./.test(file)) {
        problems.push(`${name}: ships a test file ${file}`)
      }
    }
  }
  return problems
})

await check(
  'adapter builds: "use client", source maps, core and framework external, Svelte runes',
  () => adapterBuildProblems(manifest),
)

// In this process: one load of publint and attw for all tarballs (packageLint.mjs).
await check('publint --strict and attw --profile esm-only on each tarball', () =>
  packageLintProblems(manifest),
)

// A fresh project outside the workspace: the consumer fixture with the tarballs as file:
// dependencies, and the testing kit's host project in its testing-kit/ folder. One npm install
// for both (they pin the same React, Vue, Svelte and Vite; installed apart, npm resolved and
// unpacked those twice): the imports' check of undeclared dependencies, which the kit's test
// tools would otherwise satisfy, is the declared imports check below.
const kitFolder = 'testing-kit'
const work = projectWithTarballs(fixture, {
  prefix: 'rampkit-consumer-',
  tarballs: tarballsOf(webManifest),
  skip: /node_modules|dist$|package-lock\.json$/,
  beside: { [kitFolder]: TESTING_KIT_FIXTURE },
})

const installed = await check(
  `npm install of the tarballs, a consumer app and the testing kit's host project, in ${work}`,
  async () => {
    const install = await npmInstall(work)
    return install.ok ? [] : [install.output]
  },
)

if (installed) {
  const modules = join(work, 'node_modules')

  await check(
    'installed packages: one @rampkit/core, internal ranges rewritten, imports declared, files clean',
    () => {
      const problems = []
      const coreVersion = manifest['@rampkit/core'].version
      for (const name of packages) {
        const dir = join(modules, name)
        const packed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
        for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
          for (const [dep, range] of Object.entries(packed[field] ?? {})) {
            if (String(range).startsWith('workspace:')) problems.push(`${name}: ${dep}@${range}`)
            if (dep === '@rampkit/core' && range !== coreVersion && range !== `^${coreVersion}`) {
              problems.push(`${name}: depends on @rampkit/core@${range}, not ${coreVersion}`)
            }
          }
        }
        if (existsSync(join(dir, 'node_modules', '@rampkit'))) {
          problems.push(`${name}: npm nested its own @rampkit copy (version mismatch)`)
        }
        for (const field of ['license', 'repository', 'homepage', 'bugs', 'keywords', 'engines']) {
          if (!packed[field]) problems.push(`${name}: package.json has no ${field}`)
        }
        const declarations = new Map()
        const declared = new Set(
          ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
            Object.keys(packed[field] ?? {}),
          ),
        )
        for (const file of walk(dir)) {
          if (shipsAsTemplate(name, relative(dir, file))) continue
          const text = readFileSync(file, 'utf8')
          if (/\.(m?js|cjs|svelte)$/.test(file)) {
            for (const imported of undeclaredImports(text, name, declared))
              problems.push(`${relative(modules, file)} imports ${imported}, not a dependency`)
          }
          if (
            /\.(m?js|cjs)$/.test(file) &&
            (text.match(/^\/\/# sourceMappingURL=/gm) ?? []).length > 1
          ) {
            problems.push(`${relative(modules, file)}: more than one sourceMappingURL`)
          }
          if (/\.d\.[\w.]*ts$/.test(file) && text.length > 200) {
            const hash = createHash('sha256').update(text).digest('hex')
            const first = declarations.get(hash)
            if (first)
              problems.push(`${relative(modules, file)} repeats ${relative(modules, first)}`)
            else declarations.set(hash, file)
          }
        }
      }
      return problems
    },
  )

  // The type checks (the exports snapshot's program, the consumer under three resolutions, the
  // README blocks) run meanwhile in one TypeScript process of their own (typeChecks.mjs).
  const readme = writeReadmeBlocks(work, { [fixture]: '.', [TESTING_KIT_FIXTURE]: kitFolder })
  const typeChecksOut = join(work, 'type-checks.json')
  const typeChecks = runCommand(
    'node',
    [
      join(repoRoot, 'tarballs', 'typeChecks.mjs'),
      `--out=${typeChecksOut}`,
      '--exports',
      ...TYPE_CHECKED,
      'readme',
    ],
    { cwd: work },
  ).then((result) =>
    result.ok
      ? JSON.parse(readFileSync(typeChecksOut, 'utf8'))
      : { programs: {}, failed: `typeChecks.mjs failed:\n${result.output}` },
  )

  let esmNames
  await check('ESM import of every entry point', () => {
    const esm = run('node', ['runtime/esm.mjs'], work)
    if (!esm.ok) return [esm.output]
    esmNames = JSON.parse(esm.output)
    return []
  })

  await check('require() of every entry point (require(esm), Node >= 20.19)', () => {
    const cjs = run('node', ['runtime/cjs.cjs'], work)
    if (!cjs.ok) return [cjs.output]
    const cjsNames = JSON.parse(cjs.output)
    return Object.keys(cjsNames)
      .filter((entry) => JSON.stringify(cjsNames[entry]) !== JSON.stringify(esmNames?.[entry]))
      .map((entry) => `${entry}: require() gives other names than import`)
  })

  const vite = join(modules, 'vite', 'bin', 'vite.js')
  for (const framework of ['react', 'vue', 'svelte']) {
    await check(`Vite build of a ${framework} app`, () => {
      const result = run('node', [vite, 'build', '--config', `${framework}/vite.config.mjs`], work)
      if (!result.ok) return [result.output]
      return existsSync(join(work, framework, 'dist', 'index.html')) ? [] : ['no dist/index.html']
    })
  }

  const typed = await typeChecks
  const typeProblems = (name) => {
    const program = typed.programs[name]
    if (!program) return [typed.failed ?? `no result for tsconfig.${name}.json`]
    return program.diagnostics
  }
  await check(
    'exports snapshot per entry point (tarballs/exports.snapshot.json)',
    () => {
      if (!typed.exports) return [typed.exportsError ?? typed.failed ?? 'no exports read']
      return exportsSnapshotProblems(typed.exports, esmNames)
    },
    typed.exportsSeconds,
  )
  for (const mode of TYPE_CHECKED) {
    await check(
      `type-check a consumer under moduleResolution ${mode}`,
      () => typeProblems(mode),
      typed.programs[mode]?.seconds,
    )
  }
  await check(
    'README code blocks type-check against the packed packages',
    () => {
      console.log(`    ${readme.count} blocks compiled, ${readme.skipped} marked skip`)
      return [...readme.problems, ...readmeProblems(typeProblems('readme'), readme.byFile)]
    },
    typed.programs.readme?.seconds,
  )
}

// @rampkit/testing as hosts use it: React, Vue and Svelte component tests under Vitest + jsdom
// and one under Jest, in a fresh project where opening a socket throws (fixtures/testing-kit).
await check('README copies of the testing kit tests equal the fixtures that run', () =>
  readmeCopyProblems(repoRoot),
)
if (installed) {
  for (const name of Object.keys(TESTING_KIT_RUNS)) {
    await check(`testing kit: a host's component test, ${name}, no socket`, async () => {
      const result = await runTestingKit(join(work, kitFolder), name, join(work, 'node_modules'))
      return result.ok ? [] : [result.output]
    })
  }
}

const expo = await expoGuide
const expoInstalled = await check(
  `a fresh Expo app installs as the React Native guide says, in ${expo.work} (started ${((performance.now() - expoStarted) / 1000).toFixed(0)} s ago)`,
  () => (expo.install.ok ? [] : [expo.install.output]),
)
if (expoInstalled) {
  applyGuide(expo.work)
  for (const [name, run] of Object.entries(EXPO_GUIDE_RUNS)) await check(name, () => run(expo.work))
  // The React Native fixture's checks in the same app, in a folder of their own, after the
  // guide's (whose Jest and tsc would pick its files up).
  addReactNativeFixture(expo.work)
  const updateSnapshot = args.has('--update-snapshot')
  for (const [name, run] of Object.entries(REACT_NATIVE_RUNS))
    await check(name, () => run(expo.work, { updateSnapshot }))
}

if (!args.has('--keep')) {
  for (const dir of [work, expo.parent]) rmSync(dir, { recursive: true, force: true })
} else console.log(`kept ${work} and ${expo.work}`)
const failed = results.filter((result) => !result.ok).length
console.log(
  `\ntarballs: ${results.length - failed} passed, ${failed} failed (${(performance.now() / 1000).toFixed(0)} s, ${cpuSeconds()})`,
)
process.exit(failed === 0 ? 0 : 1)

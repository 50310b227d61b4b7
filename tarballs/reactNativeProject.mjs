// @rampkit/react-native as a React Native app gets it: fixtures/react-native copied to the
// system temp folder, the packed tarballs of core, react and react-native added as file:
// dependencies (npm, no workspace links), one npm install, then the app's own Jest tests
// (React Native's preset, React Native Testing Library, react-native-webview mocked), a type
// check, and the package's exports against fixtures/react-native/exports.snapshot.json.
// Used by tarballs/check.mjs; alone:
//   node tarballs/reactNativeProject.mjs <packed-dir> [--update-snapshot] [--keep]
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const fixture = join(import.meta.dirname, 'fixtures', 'react-native')
const snapshotFile = join(fixture, 'exports.snapshot.json')

/** The packages a React Native app installs: the others need a browser or Node. */
export const REACT_NATIVE_PACKAGES = ['@rampkit/core', '@rampkit/react', '@rampkit/react-native']

function runCommand(command, args, cwd, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false', ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => resolve({ ok: code === 0, output }))
  })
}

/** Copies the fixture and names the tarballs of `manifest` ({ name: { tarball } }) in it. */
export function prepareReactNativeProject(manifest) {
  const work = mkdtempSync(join(tmpdir(), 'rampkit-react-native-'))
  cpSync(fixture, work, {
    recursive: true,
    filter: (source) =>
      !/node_modules|package-lock\.json$|exports\.snapshot\.json$/.test(relative(fixture, source)),
  })
  const project = JSON.parse(readFileSync(join(work, 'package.json'), 'utf8'))
  for (const name of REACT_NATIVE_PACKAGES) {
    if (!manifest[name]) throw new Error(`${name} was not packed`)
    project.dependencies[name] = `file:${manifest[name].tarball}`
  }
  writeFileSync(join(work, 'package.json'), `${JSON.stringify(project, null, 2)}\n`)
  return work
}

export function installReactNativeProject(work) {
  return runCommand(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    work,
  )
}

/** What the exports are now against the snapshot: problems, or [] (written when asked or new). */
function exportsProblems(output, update) {
  const actual = `${JSON.stringify(JSON.parse(output), null, 2)}\n`
  if (update || (!existsSync(snapshotFile) && !process.env.CI)) {
    writeFileSync(snapshotFile, actual)
    return []
  }
  if (!existsSync(snapshotFile))
    return [
      'tarballs/fixtures/react-native/exports.snapshot.json is missing: run this check and commit it.',
    ]
  if (readFileSync(snapshotFile, 'utf8') === actual) return []
  return [
    `@rampkit/react-native's exports changed:\n${actual}A deliberate change? Run \`node tarballs/check.mjs --update-snapshot\` and commit tarballs/fixtures/react-native/exports.snapshot.json.`,
  ]
}

/** The checks, each `(work, { updateSnapshot }) → problems`. */
export const REACT_NATIVE_RUNS = {
  'installed @rampkit/react-native: internal ranges rewritten, one @rampkit/core, peers imported': (
    work,
  ) => {
    const modules = join(work, 'node_modules')
    const read = (name) => JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8'))
    const { version } = read('@rampkit/core')
    const { dependencies } = read('@rampkit/react-native')
    const problems = Object.entries(dependencies)
      .filter(([, range]) => String(range).startsWith('workspace:'))
      .map(([name, range]) => `depends on ${name}@${range}`)
    if (dependencies['@rampkit/core'] !== version)
      problems.push(`depends on @rampkit/core@${dependencies['@rampkit/core']}, not ${version}`)
    for (const name of REACT_NATIVE_PACKAGES)
      if (existsSync(join(modules, name, 'node_modules', '@rampkit')))
        problems.push(`${name}: npm nested its own @rampkit copy (version mismatch)`)
    // Both builds import the peers and the rampkit packages instead of bundling a copy.
    for (const [file, imports] of [
      [
        'index.native.js',
        ['@rampkit/core', '@rampkit/react', 'react-native', 'react-native-webview'],
      ],
      ['index.js', ['@rampkit/core', '@rampkit/react']],
    ]) {
      const code = readFileSync(join(modules, '@rampkit/react-native/dist', file), 'utf8')
      for (const name of imports)
        if (!code.includes(`from "${name}"`)) problems.push(`dist/${file} does not import ${name}`)
      if (
        /function (readWidgetEvent|buildMobileWidgetUrl|createResourceStore|mountWidget)\b/.test(
          code,
        )
      )
        problems.push(`dist/${file} bundles @rampkit/core's code`)
    }
    return problems
  },
  "a React Native app's Jest tests of RampWidgetView (React Native preset, Testing Library)":
    async (work) => {
      const jest = await runCommand('node', ['node_modules/jest/bin/jest.js', '--ci'], work)
      return jest.ok ? [] : [jest.output]
    },
  'a React Native app type-checks with @rampkit/react-native': async (work) => {
    const tsc = await runCommand('node', ['node_modules/typescript/bin/tsc', '-p', '.'], work)
    return tsc.ok ? [] : [tsc.output]
  },
  '@rampkit/react-native exports (fixtures/react-native/exports.snapshot.json)': async (
    work,
    { updateSnapshot },
  ) => {
    const names = await runCommand('node', ['exports.mjs'], work)
    return names.ok ? exportsProblems(names.output, updateSnapshot) : [names.output]
  },
}

if (process.argv[1] === import.meta.filename) {
  const manifest = JSON.parse(readFileSync(join(process.argv[2], 'manifest.json'), 'utf8'))
  const work = prepareReactNativeProject(manifest)
  console.log(`installing in ${work}`)
  const install = await installReactNativeProject(work)
  if (!install.ok) {
    console.log(install.output)
    process.exit(1)
  }
  let failed = 0
  for (const [name, run] of Object.entries(REACT_NATIVE_RUNS)) {
    const problems = await run(work, { updateSnapshot: process.argv.includes('--update-snapshot') })
    console.log(`${problems.length ? '✗' : '✓'} ${name}`)
    for (const problem of problems) console.log(`    ${problem.replaceAll('\n', '\n    ')}`)
    if (problems.length) failed++
  }
  if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true })
  else console.log(`kept ${work}`)
  process.exit(failed ? 1 : 0)
}

// @rampkit/react-native as a React Native app gets it, in one install: the React Native guide
// (docs/getting-started/react-native.md) followed as an Expo user follows it: a fresh Expo
// SDK 56 app (create-expo-app, blank-typescript), the guide's install lines run as written (its
// `npm install @rampkit/...` taking the packed tarballs), its Jest configuration and tsconfig
// types, its test copied in, then `npm test` and tsc. Then, in the same app, fixtures/react-native
// copied to a folder of its own (rampkit-react-native/, after the guide's steps, so that the
// guide's files stay as it writes them): the installed packages (ranges, one @rampkit/core, peers
// imported), the app's own Jest tests of RampWidgetView (react-native-webview mocked, under the
// app's Jest: jest-expo, which extends React Native's), a type check, and the package's exports
// against fixtures/react-native/exports.snapshot.json. (A separate React Native project installed
// React Native a second time to prove the same; the plain @react-native/jest-preset is proven in
// the workspace by packages/react-native's own Jest.)
// Used by tarballs/check.mjs; alone:
//   node tarballs/reactNativeProject.mjs <packed-dir> [--update-snapshot] [--keep]
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { commandEnv, npmInstall, runCommand, tarballsOf } from './commands.mjs'
import { repoRoot } from './pack.mjs'

const fixture = join(import.meta.dirname, 'fixtures', 'react-native')
const snapshotFile = join(fixture, 'exports.snapshot.json')

/** The packages a React Native app installs: the others need a browser or Node. */
export const REACT_NATIVE_PACKAGES = ['@rampkit/core', '@rampkit/react', '@rampkit/react-native']

/** Where in the Expo app the fixture's files go: a folder of their own, beside the guide's. */
export const FIXTURE_DIR = 'rampkit-react-native'

/**
 * Copies the fixture's app, tests, type-check configuration and exports script into the guide's
 * Expo app (after the guide's own checks ran: its Jest and tsc would otherwise pick them up).
 */
export function addReactNativeFixture(work) {
  const dir = join(work, FIXTURE_DIR)
  cpSync(fixture, dir, { recursive: true, filter: (file) => !file.endsWith('.snapshot.json') })
  return dir
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

/** The checks in the Expo app `work` (fixture added), each `(work, { updateSnapshot }) → problems`. */
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
  "a React Native app's Jest tests of RampWidgetView, in the Expo app (jest-expo, Testing Library)":
    async (work) => {
      // The app's Jest configuration (the guide's), on the fixture's folder only.
      const jest = await runCommand(
        'node',
        ['node_modules/jest/bin/jest.js', '--ci', `${FIXTURE_DIR}/`],
        { cwd: work },
      )
      // The count too: a run that finds no test file, or fewer, does not pass.
      return jest.ok && /Tests:\s+8 passed, 8 total/.test(jest.output) ? [] : [jest.output]
    },
  'a React Native app type-checks with @rampkit/react-native': async (work) => {
    const tsc = await runCommand(
      'node',
      ['node_modules/typescript/bin/tsc', '-p', `${FIXTURE_DIR}/tsconfig.json`],
      { cwd: work },
    )
    return tsc.ok ? [] : [tsc.output]
  },
  '@rampkit/react-native exports (fixtures/react-native/exports.snapshot.json)': async (
    work,
    { updateSnapshot },
  ) => {
    const names = await runCommand('node', [`${FIXTURE_DIR}/exports.mjs`], { cwd: work })
    return names.ok ? exportsProblems(names.output, updateSnapshot) : [names.output]
  },
}

// ---- The React Native guide in a fresh Expo app ------------------------------------------

export const GUIDE = join(repoRoot, 'docs', 'getting-started', 'react-native.md')
/** The Expo app a user starts from: `npx create-expo-app --template blank-typescript` of SDK 56. */
const EXPO_APP = ['create-expo-app@5.0.0', '--template', 'expo-template-blank-typescript@56.0.35']

/** The code blocks (`{ language, code }`) of `markdown` from the heading `from` on. */
export function guideBlocks(markdown, from) {
  const start = from ? markdown.indexOf(`\n${from}\n`) : 0
  if (start === -1) throw new Error(`the guide has no heading "${from}"`)
  const blocks = []
  for (const match of markdown.slice(start).matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm))
    blocks.push({ language: match[1], code: match[2] })
  return blocks
}

/**
 * What the guide tells an Expo user to do, read from it: the install commands (the Expo line of
 * the first block, then the Testing section's), the Jest configuration for package.json, the
 * tsconfig types it asks for, and the test (after its `---cut---`, as the page shows it).
 */
export function readGuide(markdown = readFileSync(GUIDE, 'utf8')) {
  const [install] = guideBlocks(markdown).filter((block) => block.language === 'sh')
  const expoLine = install?.code.split('\n').find((line) => line.startsWith('npx expo install'))
  if (!expoLine) throw new Error('the guide gives no `npx expo install` line for Expo')
  const testing = guideBlocks(markdown, '## Testing')
  const testingInstall = testing.find((block) => block.language === 'sh')
  const packageJson = testing.find((block) => block.language === 'json')
  const test = testing.find((block) => /^tsx?$/.test(block.language))
  if (!testingInstall || !packageJson || !test)
    throw new Error('the guide’s Testing section lacks its install lines, package.json or test')
  const commands = [...expoLine.split('&&'), ...testingInstall.code.split('\n')]
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
  const types = /"types": \[([^\]]*)\]/.exec(markdown.slice(markdown.indexOf('## Testing')))
  const cut = test.code.split('// ---cut---\n')
  return {
    commands,
    packageJson: JSON.parse(packageJson.code),
    types: types ? JSON.parse(`[${types[1]}]`) : [],
    test: cut[cut.length - 1],
  }
}

/** A fresh Expo app in the system temp folder (not installed yet). */
export async function createExpoApp() {
  const parent = mkdtempSync(join(tmpdir(), 'rampkit-expo-guide-'))
  const created = await runCommand(
    'npx',
    ['--yes', ...EXPO_APP.slice(0, 1), 'app', ...EXPO_APP.slice(1), '--no-install'],
    { cwd: parent },
  )
  return { work: join(parent, 'app'), parent, created }
}

/**
 * Installs the app, then runs the guide's install commands in it, each as written except that
 * `npm install @rampkit/…` takes the packed tarballs (the packages are not published yet).
 * Expo's CLI reads the versions from the installed expo package (EXPO_OFFLINE), as it does
 * offline; npm is its installer once package-lock.json exists.
 */
export async function installExpoGuideProject(work, manifest, guide = readGuide()) {
  const env = { EXPO_OFFLINE: '1', CI: '1' }
  const base = await npmInstall(work, env)
  if (!base.ok) return base
  let output = base.output
  for (const [command, ...args] of guide.commands) {
    const ours = args.filter((arg) => arg.startsWith('@rampkit/'))
    const tarballs = Object.values(tarballsOf(manifest, ours))
    // @rampkit/react-native depends on @rampkit/react: from its tarball too, not the registry.
    if (ours.includes('@rampkit/react-native') && !ours.includes('@rampkit/react'))
      tarballs.push(manifest['@rampkit/react'].tarball)
    // npm's warnings shown: a guide's version that does not support this Node (EBADENGINE)
    // fails, as it would warn the reader.
    const line = [...args.filter((arg) => !arg.startsWith('@rampkit/')), ...tarballs]
    const step = await runCommand(command, line, { cwd: work, env: commandEnv(env) })
    output += `$ ${command} ${line.join(' ')}\n${step.output}`
    if (!step.ok || /EBADENGINE/.test(step.output)) return { ok: false, output }
  }
  return { ok: true, output }
}

/** Writes the guide's package.json additions, tsconfig types and test into the app. */
export function applyGuide(work, guide = readGuide()) {
  const file = join(work, 'package.json')
  const project = JSON.parse(readFileSync(file, 'utf8'))
  for (const [key, value] of Object.entries(guide.packageJson))
    project[key] =
      typeof value === 'object' && !Array.isArray(value) ? { ...project[key], ...value } : value
  writeFileSync(file, `${JSON.stringify(project, null, 2)}\n`)
  const tsconfig = JSON.parse(readFileSync(join(work, 'tsconfig.json'), 'utf8'))
  tsconfig.compilerOptions = { ...tsconfig.compilerOptions, types: guide.types }
  writeFileSync(join(work, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`)
  mkdirSync(join(work, '__tests__'), { recursive: true })
  writeFileSync(join(work, '__tests__', 'RampWidgetView.test.tsx'), guide.test)
}

/** The checks of the guide's app, each `(work) → problems`. */
export const EXPO_GUIDE_RUNS = {
  "the React Native guide's Jest test passes in a fresh Expo app (npm test)": async (work) => {
    const test = await runCommand('npm', ['test', '--', '--ci'], { cwd: work })
    return test.ok && /Tests:\s+1 passed, 1 total/.test(test.output) ? [] : [test.output]
  },
  "the React Native guide's test type-checks in that app": async (work) => {
    const tsc = await runCommand('npx', ['tsc', '--noEmit'], { cwd: work })
    return tsc.ok ? [] : [tsc.output]
  },
}

if (process.argv[1] === import.meta.filename) {
  const manifest = JSON.parse(readFileSync(join(process.argv[2], 'manifest.json'), 'utf8'))
  const keep = process.argv.includes('--keep')
  let failed = 0
  const report = (name, problems) => {
    console.log(`${problems.length ? '✗' : '✓'} ${name}`)
    for (const problem of problems) console.log(`    ${problem.replaceAll('\n', '\n    ')}`)
    if (problems.length) failed++
  }
  const expo = await createExpoApp()
  console.log(`Expo app in ${expo.work}`)
  const installed = expo.created.ok
    ? await installExpoGuideProject(expo.work, manifest)
    : expo.created
  report(
    'an Expo app installs as the React Native guide says',
    installed.ok ? [] : [installed.output],
  )
  if (installed.ok) {
    applyGuide(expo.work)
    for (const [name, run] of Object.entries(EXPO_GUIDE_RUNS)) report(name, await run(expo.work))
    addReactNativeFixture(expo.work)
    const updateSnapshot = process.argv.includes('--update-snapshot')
    for (const [name, run] of Object.entries(REACT_NATIVE_RUNS))
      report(name, await run(expo.work, { updateSnapshot }))
  }
  if (!keep) rmSync(expo.parent, { recursive: true, force: true })
  else console.log(`kept ${expo.work}`)
  process.exit(failed ? 1 : 0)
}

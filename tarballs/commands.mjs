// The commands of the checks of packed packages (tarballs/check.mjs, its fixtures' runners and
// packages/create-rampkit/test/checkTemplates.mjs): each one run to its end as its own process
// group, its output read; and the fresh npm projects they run in.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { spawnGroup, stopGroup } from '../scripts/processGroups.mjs'

/**
 * npm as a user's install meets it, without the noise: no update, audit or funding notes, and
 * its cache first (repeated installs of the same packages are fast).
 */
export const NPM_ENV = {
  npm_config_update_notifier: 'false',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_prefer_offline: 'true',
}

/** This process's environment for a command whose output is read: no colours, npm quiet. */
export function commandEnv(extra = {}) {
  return { ...process.env, NO_COLOR: '1', ...NPM_ENV, ...extra }
}

/**
 * How long a command of these checks may run before it counts as hung and is stopped: the
 * longest (an Expo install, a Next build) take a minute or two on a busy 2-core machine.
 */
export const COMMAND_TIMEOUT_MS = 600_000

/**
 * Runs `command` to its end as its own process group (what it leaves running is stopped with
 * the group); resolves to `{ ok, output, timedOut }`, its stdout and stderr as they came, and
 * never rejects. `env` is the whole environment (commandEnv() by default); after `timeoutMs`
 * (COMMAND_TIMEOUT_MS by default: a hung command fails its check instead of holding the whole
 * test run) the group is killed and the output says so.
 */
export function runCommand(
  command,
  args,
  { cwd, env = commandEnv(), timeoutMs = COMMAND_TIMEOUT_MS } = {},
) {
  return new Promise((resolve) => {
    const child = spawnGroup(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let timedOut = false
    const collect = (chunk) => {
      output += chunk
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    // A command that cannot start (not installed) ends as a failed run, not a thrown error.
    child.on('error', (error) => collect(`\n${error.message}`))
    const timer = setTimeout(() => {
      timedOut = true
      collect(`\n(stopped after ${timeoutMs} ms)`)
      stopGroup(child, { signal: 'SIGKILL' })
    }, timeoutMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ ok: code === 0, output, timedOut })
    })
  })
}

/**
 * How long an `npm install` may take: from npm's cache, the largest (an Expo app) takes about
 * a minute on a busy 2-core machine.
 */
export const NPM_INSTALL_TIMEOUT_MS = 240_000

/**
 * `npm install` of the project in `cwd` (and `args`: packages to add), errors only; `env` is
 * added to commandEnv(). npm 11 can hang for good with nothing left to do: a CI run found one
 * install of a fixture idle for 15 minutes, no CPU and no socket, a file read never answered.
 * So an install stopped by NPM_INSTALL_TIMEOUT_MS runs once more, and its output says so; an
 * install that fails runs once only.
 */
export async function npmInstall(
  cwd,
  env = {},
  { args = [], timeoutMs = NPM_INSTALL_TIMEOUT_MS } = {},
) {
  const install = () =>
    runCommand('npm', ['install', '--loglevel=error', ...args], {
      cwd,
      env: commandEnv(env),
      timeoutMs,
    })
  const first = await install()
  if (!first.timedOut) return first
  const again = await install()
  return { ...again, output: `${first.output}\n(npm install hung: ran it again)\n${again.output}` }
}

/**
 * A fresh project outside the workspace: `fixture` copied into a new folder of the system temp
 * folder (named `prefix`…), leaving out what `skip` matches (relative paths: installed or built
 * files), and `tarballs` (`{ name: tarball path }`) added to its package.json as file:
 * dependencies. `beside` (`{ folder: other fixture }`) copies more fixtures into sub-folders of
 * it, their dependencies joining the project's: one npm install for them all (a dependency two
 * fixtures pin to different versions throws). Returns the folder.
 */
export function projectWithTarballs(
  fixture,
  { prefix, tarballs, skip = /node_modules|package-lock\.json$/, beside = {} },
) {
  const project = JSON.parse(readFileSync(join(fixture, 'package.json'), 'utf8'))
  for (const other of Object.values(beside)) {
    const { dependencies = {} } = JSON.parse(readFileSync(join(other, 'package.json'), 'utf8'))
    for (const [name, version] of Object.entries(dependencies)) {
      const pinned = project.dependencies[name]
      if (pinned !== undefined && pinned !== version)
        throw new Error(`${other} pins ${name}@${version}, ${fixture} ${name}@${pinned}`)
      project.dependencies[name] = version
    }
  }
  const work = mkdtempSync(join(tmpdir(), prefix))
  cpSync(fixture, work, {
    recursive: true,
    filter: (source) => !skip.test(relative(fixture, source)),
  })
  for (const [folder, other] of Object.entries(beside)) {
    cpSync(other, join(work, folder), {
      recursive: true,
      filter: (source) => !/node_modules|package(-lock)?\.json$/.test(relative(other, source)),
    })
  }
  for (const [name, tarball] of Object.entries(tarballs)) {
    project.dependencies[name] = `file:${tarball}`
  }
  writeFileSync(join(work, 'package.json'), `${JSON.stringify(project, null, 2)}\n`)
  return work
}

/** `{ name: tarball path }` of a pack manifest's (`{ name: { tarball } }`) packages. */
export function tarballsOf(manifest, names = Object.keys(manifest)) {
  return Object.fromEntries(
    names.map((name) => {
      if (!manifest[name]) throw new Error(`${name} was not packed`)
      return [name, manifest[name].tarball]
    }),
  )
}

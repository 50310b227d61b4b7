import { readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { type CliOptions, FLAGS, parseArgs } from './args.js'
import { copyTemplate } from './copyTemplate.js'
import { describeFileError, isFileError } from './errors.js'
import {
  createCommand,
  installCommand,
  type PackageManager,
  packageManagerFromUserAgent,
  runCommand,
  shellQuote,
} from './packageManager.js'
import { cancelledExitCode, PromptCancelled } from './prompt.js'
import { readPackedPackages, TarballsError, tarballsForApp } from './tarballs.js'
import {
  emptyDir,
  entriesOf,
  overwriteRefusal,
  resolveTarget,
  type Target,
  TargetError,
} from './target.js'
import {
  BORROWED_FILES,
  DEFAULT_TEMPLATE,
  TEMPLATE_NAMES,
  TEMPLATES,
  type TemplateName,
  templateProblem,
} from './templates.js'

/** The folder a new app goes to when none is given and nobody can be asked. */
export const DEFAULT_DIR = 'my-rampkit-app'

/** What the command touches outside its arguments: given, so tests drive it without a terminal. */
export interface CliIo {
  cwd: string
  /** The user's home folder (`os.homedir()`): `--overwrite` never empties it. */
  home: string
  env: Readonly<Record<string, string | undefined>>
  /** Both stdin and stdout are terminals: only then does it ask. */
  isTerminal: boolean
  log(text: string): void
  error(text: string): void
  /**
   * Asks one question; resolves to the answer as typed (trimmed by the caller). Rejects with
   * PromptCancelled when the user leaves (Ctrl-C, Ctrl-D, stdin closed).
   */
  ask(question: string): Promise<string>
  /** Runs a command with the output shown; `missing` when the program is not installed. */
  run(command: string, args: readonly string[], cwd: string): { ok: boolean; missing?: boolean }
  /** The package's templates folder (`_shared` + one folder per template). */
  templatesDir: string
  /** create-rampkit's version: the `@rampkit/*` dependencies' fallback version. */
  version: string
  /** The version of each `@rampkit/*` package released with this create-rampkit. */
  rampkitVersions: Readonly<Record<string, string>>
}

export const USAGE = `Usage: create-rampkit [dir] [options]

Creates a rampkit app in [dir] (default ${DEFAULT_DIR}): live quotes, Buy and Sell, the
purchase's status, against the local sandbox.

Options:
  --template <name>   ${TEMPLATE_NAMES.join(' | ')} (default ${DEFAULT_TEMPLATE})
${TEMPLATE_NAMES.map((name) => `                        ${name.padEnd(7)} ${TEMPLATES[name]}`).join('\n')}
  --no-interactive    ask nothing (the default when stdin is not a terminal)
  --overwrite         empty [dir] first when it is not empty
  --no-install        do not install the dependencies
  --no-git            do not create a git repository
  --tarballs <dir>    install the @rampkit/* packages from the pnpm pack tarballs in <dir>
                      (npm overrides to file: paths): try a release before it is published
  -h, --help          this help

  npm create rampkit@latest my-wallet -- --template vue
  pnpm create rampkit my-wallet --template next`

/**
 * Runs the command; resolves to the process exit code. What the user can act on ends in one
 * line, never a stack: a cancelled question (130 after Ctrl-C, else 1), a file-system error.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await create(argv, io)
  } catch (error) {
    if (error instanceof PromptCancelled) {
      io.error('create-rampkit: cancelled')
      return cancelledExitCode(error.by)
    }
    if (isFileError(error)) {
      io.error(`create-rampkit: ${describeFileError(error)}`)
      return 1
    }
    throw error
  }
}

async function create(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(argv)
  if (!parsed.ok) {
    io.error(`create-rampkit: ${parsed.error}\nRun create-rampkit --help for the usage.`)
    return 1
  }
  const { options } = parsed
  if (options.help) {
    io.log(USAGE)
    return 0
  }
  const interactive = (options.interactive ?? true) && io.isTerminal
  const pm = packageManagerFromUserAgent(io.env.npm_config_user_agent)

  const dirInput = options.dir ?? (interactive ? await askDir(io) : DEFAULT_DIR)
  const template = options.template ?? (interactive ? await askTemplate(io) : DEFAULT_TEMPLATE)

  let target: Target
  let tarballs: Record<string, string> | undefined
  try {
    target = resolveTarget(io.cwd, dirInput)
    // Before anything is written: a folder that lacks a tarball the app needs is refused.
    if (options.tarballs !== undefined) {
      tarballs = tarballsForApp(
        rampkitDependenciesOf(io.templatesDir, template),
        readPackedPackages(resolve(io.cwd, options.tarballs)),
        resolve(io.cwd, options.tarballs),
        template,
      )
    }
  } catch (error) {
    if (error instanceof TargetError || error instanceof TarballsError) {
      io.error(`create-rampkit: ${error.message}`)
      return 1
    }
    throw error
  }
  const shownDir = relative(io.cwd, target.written) || '.'

  if (!interactive) {
    const repeat = [dirInput, '--template', template, ...flagsToRepeat(options)]
    io.log(`Creating a ${template} app in ${shownDir} (non-interactive). To run this again:`)
    io.log(`  ${createCommand(pm, repeat)}`)
  }

  const existing = entriesOf(target.dir).filter((entry) => entry !== '.git')
  if (existing.length > 0) {
    let overwrite = options.overwrite
    if (!overwrite && interactive) {
      const answer = await io.ask(
        `${shownDir} is not empty (${existing.length} entries). Remove them and continue? (y/N) `,
      )
      overwrite = /^y(es)?$/i.test(answer.trim())
    }
    if (!overwrite) {
      io.error(
        `create-rampkit: ${target.written} is not empty. Choose another directory, or add --overwrite to empty it first.`,
      )
      return 1
    }
    const refusal = overwriteRefusal(target, { cwd: io.cwd, home: io.home })
    if (refusal) {
      io.error(`create-rampkit: ${refusal}`)
      return 1
    }
    emptyDir(target.dir)
  }

  copyTemplate(
    [`${io.templatesDir}/_shared`, `${io.templatesDir}/${template}`],
    target.dir,
    {
      packageName: target.packageName,
      rampkitVersion: io.version,
      rampkitVersions: io.rampkitVersions,
      tarballs,
      packageManager: pm,
      run: runCommand(pm, '').trim(),
      install: installCommand(pm).join(' '),
    },
    Object.fromEntries(
      Object.entries(BORROWED_FILES[template] ?? {}).map(([rel, from]) => [
        rel,
        join(io.templatesDir, from),
      ]),
    ),
  )
  io.log(`Created ${target.packageName} (${TEMPLATES[template]}) in ${target.dir}`)

  // The repository first: its first commit exists whatever the install does (a failure, Ctrl-C).
  const repository = options.git ? initGit(io, target.dir) : 'none'

  let installed = false
  if (options.install) {
    const [command, ...args] = installCommand(pm)
    io.log(`Installing the dependencies with ${pm}…`)
    const result = io.run(command, args, target.dir)
    if (!result.ok) {
      const retry = `cd ${shellQuote(shownDir)} && ${[command, ...args].join(' ')}`
      const made = repository === 'committed' ? ', with its first commit' : ''
      io.error(
        result.missing
          ? `create-rampkit: ${pm} was not found. The app is in ${target.dir}${made}; install its dependencies there: ${retry}`
          : `create-rampkit: ${[command, ...args].join(' ')} failed. The app is in ${target.dir}${made}; run the install again there: ${retry}`,
      )
      return 1
    }
    installed = true
    if (repository === 'committed') commitLockfile(io, target.dir, pm)
  }

  io.log(nextSteps(pm, shownDir, installed))
  return 0
}

/** The `@rampkit/*` packages a template's package.json lists (dependencies and dev ones). */
function rampkitDependenciesOf(templatesDir: string, template: TemplateName): string[] {
  const manifest = JSON.parse(
    readFileSync(join(templatesDir, template, 'package.json'), 'utf8'),
  ) as Record<string, Record<string, string> | undefined>
  return ['dependencies', 'devDependencies']
    .flatMap((field) => Object.keys(manifest[field] ?? {}))
    .filter((name) => name.startsWith('@rampkit/'))
}

/** The flags the user gave that change what is made, for the command to repeat. */
function flagsToRepeat(options: CliOptions): string[] {
  return [
    '--no-interactive',
    ...(options.overwrite ? ['--overwrite'] : []),
    ...(options.install ? [] : ['--no-install']),
    ...(options.git ? [] : ['--no-git']),
    ...(options.tarballs === undefined ? [] : ['--tarballs', options.tarballs]),
  ]
}

async function askDir(io: CliIo): Promise<string> {
  const answer = (await io.ask(`Project directory (${DEFAULT_DIR}): `)).trim()
  return answer === '' ? DEFAULT_DIR : answer
}

async function askTemplate(io: CliIo): Promise<TemplateName> {
  const list = TEMPLATE_NAMES.map(
    (name, index) => `  ${index + 1}) ${name.padEnd(7)} ${TEMPLATES[name]}`,
  ).join('\n')
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = (
      await io.ask(`Template:\n${list}\nChoose a number or a name (${DEFAULT_TEMPLATE}): `)
    ).trim()
    if (answer === '') return DEFAULT_TEMPLATE
    const byNumber = TEMPLATE_NAMES[Number(answer) - 1]
    if (/^\d+$/.test(answer) && byNumber) return byNumber
    const problem = templateProblem(answer)
    if (!problem) return answer as TemplateName
    io.error(problem)
  }
  io.error(`using ${DEFAULT_TEMPLATE}`)
  return DEFAULT_TEMPLATE
}

/**
 * `git init` and a first commit, only where git exists and the folder is not already inside a
 * repository. Never fails the command: a missing git or identity is said, not thrown. Tells
 * whether the first commit was made.
 */
function initGit(io: CliIo, dir: string): 'committed' | 'none' {
  const inside = io.run('git', ['rev-parse', '--is-inside-work-tree'], dir)
  if (inside.missing) {
    io.log('git was not found: no repository created.')
    return 'none'
  }
  if (inside.ok) return 'none' // already in a repository: leave it to its owner
  if (!io.run('git', ['init', '-q'], dir).ok) return 'none'
  const added = io.run('git', ['add', '-A'], dir).ok
  const committed =
    added && io.run('git', ['commit', '-q', '-m', 'Initial commit from create-rampkit'], dir).ok
  if (!committed) io.log('git: a repository was created; commit the files yourself.')
  return committed ? 'committed' : 'none'
}

/**
 * After an install that followed the first commit: its lockfile in a second commit, so the
 * tree is clean when the command ends (`git diff --cached --quiet` fails when something is
 * staged).
 */
function commitLockfile(io: CliIo, dir: string, pm: PackageManager): void {
  if (!io.run('git', ['add', '-A'], dir).ok) return
  if (io.run('git', ['diff', '--cached', '--quiet'], dir).ok) return
  io.run(
    'git',
    ['commit', '-q', '-m', `Lock the dependencies (${installCommand(pm).join(' ')})`],
    dir,
  )
}

export function nextSteps(pm: PackageManager, shownDir: string, installed: boolean): string {
  const steps = [
    ...(shownDir === '.' ? [] : [`cd ${shellQuote(shownDir)}`]),
    ...(installed ? [] : [installCommand(pm).join(' ')]),
    `${runCommand(pm, 'dev')}      # the app and the local sandbox together`,
  ]
  return `\nDone. Next:\n${steps.map((step) => `  ${step}`).join('\n')}\n\nTests: ${runCommand(pm, 'test')} · build: ${runCommand(pm, 'build')} · production key: see .env`
}

export { FLAGS }

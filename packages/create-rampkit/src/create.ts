import { relative } from 'node:path'
import { type CliOptions, FLAGS, parseArgs } from './args.js'
import { copyTemplate } from './copyTemplate.js'
import {
  createCommand,
  installCommand,
  type PackageManager,
  packageManagerFromUserAgent,
  runCommand,
  shellQuote,
} from './packageManager.js'
import { emptyDir, entriesOf, overwriteRefusal, resolveTarget } from './target.js'
import {
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
  env: Readonly<Record<string, string | undefined>>
  /** Both stdin and stdout are terminals: only then does it ask. */
  isTerminal: boolean
  log(text: string): void
  error(text: string): void
  /** Asks one question; resolves to the answer as typed (trimmed by the caller). */
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
  -h, --help          this help

  npm create rampkit@latest my-wallet -- --template vue
  pnpm create rampkit my-wallet --template next`

/** Runs the command; resolves to the process exit code. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
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

  let target: ReturnType<typeof resolveTarget>
  try {
    target = resolveTarget(io.cwd, dirInput)
  } catch (error) {
    io.error(`create-rampkit: ${(error as Error).message}`)
    return 1
  }
  const shownDir = relative(io.cwd, target.dir) || '.'

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
        `create-rampkit: ${target.dir} is not empty. Choose another directory, or add --overwrite to empty it first.`,
      )
      return 1
    }
    const refusal = overwriteRefusal(target.dir, io.cwd)
    if (refusal) {
      io.error(`create-rampkit: ${refusal}`)
      return 1
    }
    emptyDir(target.dir)
  }

  copyTemplate([`${io.templatesDir}/_shared`, `${io.templatesDir}/${template}`], target.dir, {
    packageName: target.packageName,
    rampkitVersion: io.version,
    rampkitVersions: io.rampkitVersions,
    run: runCommand(pm, '').trim(),
    install: installCommand(pm).join(' '),
  })
  io.log(`Created ${target.packageName} (${TEMPLATES[template]}) in ${target.dir}`)

  let installed = false
  if (options.install) {
    const [command, ...args] = installCommand(pm)
    io.log(`Installing the dependencies with ${pm}…`)
    const result = io.run(command, args, target.dir)
    if (!result.ok) {
      io.error(
        result.missing
          ? `create-rampkit: ${pm} was not found; install the dependencies yourself.`
          : `create-rampkit: ${[command, ...args].join(' ')} failed; the app is in ${target.dir}, install its dependencies again there.`,
      )
      return 1
    }
    installed = true
  }
  if (options.git) initGit(io, target.dir)

  io.log(nextSteps(pm, shownDir, installed))
  return 0
}

/** The flags the user gave that change what is made, for the command to repeat. */
function flagsToRepeat(options: CliOptions): string[] {
  return [
    '--no-interactive',
    ...(options.overwrite ? ['--overwrite'] : []),
    ...(options.install ? [] : ['--no-install']),
    ...(options.git ? [] : ['--no-git']),
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
 * repository. Never fails the command: a missing git or identity is said, not thrown.
 */
function initGit(io: CliIo, dir: string): void {
  const inside = io.run('git', ['rev-parse', '--is-inside-work-tree'], dir)
  if (inside.missing) {
    io.log('git was not found: no repository created.')
    return
  }
  if (inside.ok) return // already in a repository: leave it to its owner
  if (!io.run('git', ['init', '-q'], dir).ok) return
  const added = io.run('git', ['add', '-A'], dir).ok
  const committed =
    added && io.run('git', ['commit', '-q', '-m', 'Initial commit from create-rampkit'], dir).ok
  if (!committed) io.log('git: a repository was created; commit the files yourself.')
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

import { type TemplateName, templateProblem } from './templates.js'

/** What the command line asked for; `undefined` where it said nothing. */
export interface CliOptions {
  dir?: string
  template?: TemplateName
  /** `false` with `--no-interactive`, `true` with `--interactive`, else decided by the terminal. */
  interactive?: boolean
  overwrite: boolean
  install: boolean
  git: boolean
  help: boolean
  /**
   * `--tarballs DIR`: the folder holding `pnpm pack` tarballs of the `@rampkit/*` packages; the
   * app installs them from there (as written: resolved against the current directory).
   */
  tarballs?: string
}

export type ParsedArgs = { ok: true; options: CliOptions } | { ok: false; error: string }

/** Every flag, as `--help` and the unknown-flag message list them. */
export const FLAGS = [
  '--template <name>',
  '--no-interactive',
  '--interactive',
  '--overwrite',
  '--no-install',
  '--no-git',
  '--tarballs <dir>',
  '--help',
] as const

// A Map, not an object literal: an argument such as `valueOf` or `constructor` is a directory
// name, never one of Object.prototype's methods.
const BOOLEAN_FLAGS = new Map<string, (options: CliOptions) => void>([
  [
    '--no-interactive',
    (o) => {
      o.interactive = false
    },
  ],
  [
    '--interactive',
    (o) => {
      o.interactive = true
    },
  ],
  [
    '--overwrite',
    (o) => {
      o.overwrite = true
    },
  ],
  [
    '--no-install',
    (o) => {
      o.install = false
    },
  ],
  [
    '--no-git',
    (o) => {
      o.git = false
    },
  ],
  [
    '--help',
    (o) => {
      o.help = true
    },
  ],
  [
    '-h',
    (o) => {
      o.help = true
    },
  ],
])

/**
 * Reads `create-rampkit [dir] [--template name] [--no-interactive] [--overwrite] [--no-install]
 * [--no-git] [--tarballs dir] [--help]` (`--template=name`, `-t name` and `--tarballs=dir`
 * too). Never throws: an unknown flag, a second directory, a missing or unknown template, a
 * `--tarballs` without its folder come back as `{ ok: false, error }`.
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const options: CliOptions = { overwrite: false, install: true, git: true, help: false }
  const fail = (error: string): ParsedArgs => ({ ok: false, error })
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string
    const setFlag = BOOLEAN_FLAGS.get(arg)
    if (setFlag) {
      setFlag(options)
      continue
    }
    if (arg === '--template' || arg === '-t' || arg.startsWith('--template=')) {
      const value = arg.startsWith('--template=') ? arg.slice('--template='.length) : argv[++index]
      if (value === undefined || value === '' || value.startsWith('-')) {
        return fail(`--template needs a name: ${templateList()}`)
      }
      const problem = templateProblem(value)
      if (problem) return fail(problem)
      options.template = value as TemplateName
      continue
    }
    if (arg === '--tarballs' || arg.startsWith('--tarballs=')) {
      const value = arg.startsWith('--tarballs=') ? arg.slice('--tarballs='.length) : argv[++index]
      if (value === undefined || value.trim() === '' || value.startsWith('-')) {
        return fail('--tarballs needs the folder that holds the packed @rampkit/* tarballs')
      }
      options.tarballs = value
      continue
    }
    if (arg === '--') continue
    if (arg.startsWith('-')) {
      return fail(`unknown option "${arg}"; valid options: ${FLAGS.join(', ')}`)
    }
    if (options.dir !== undefined) {
      return fail(`one directory only: got "${options.dir}" and "${arg}"`)
    }
    options.dir = arg
  }
  return { ok: true, options }
}

function templateList(): string {
  return templateProblem('')?.replace(/^.*; /, '') ?? ''
}

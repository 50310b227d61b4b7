import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Names `pnpm <name>` never runs as a project's script: pnpm's own commands and aliases
 * (`pnpm help -a`, pnpm 10) and the commands pnpm hands to npm (`docs`, `bugs`, `home`, `repo`,
 * …: pnpm's `passThruToNpm` list), with npm's own commands and aliases (`npm help`, npm 10/11)
 * for whoever types `npm <name>`. A script named like one of them is a trap: `pnpm docs` opens
 * the package's npm page instead.
 */
// biome-ignore format: one list, read as words
export const PACKAGE_MANAGER_COMMANDS: ReadonlySet<string> = new Set([
  // pnpm
  'add', 'approve-builds', 'audit', 'bin', 'c', 'cache', 'cat-file', 'cat-index', 'config',
  'create', 'dedupe', 'deploy', 'dlx', 'doctor', 'env', 'exec', 'fetch', 'find-hash', 'i',
  'ignored-builds', 'import', 'init', 'install', 'install-test', 'it', 'licenses', 'link', 'list',
  'ln', 'ls', 'outdated', 'pack', 'patch', 'patch-commit', 'patch-remove', 'prune', 'publish',
  'rb', 'rebuild', 'remove', 'rm', 'root', 'run', 'self-update', 'server', 'setup', 'start',
  'store', 't', 'test', 'uninstall', 'unlink', 'up', 'update', 'upgrade', 'why', 'help',
  // handed by pnpm to npm
  'access', 'adduser', 'bugs', 'deprecate', 'dist-tag', 'docs', 'edit', 'find', 'home', 'info',
  'issues', 'login', 'logout', 'owner', 'ping', 'prefix', 'profile', 'pkg', 'repo', 's', 'se',
  'search', 'set-script', 'show', 'star', 'stars', 'team', 'token', 'unpublish', 'unstar', 'v',
  'version', 'view', 'whoami', 'xmas',
  // npm
  'approve-scripts', 'ci', 'completion', 'deny-scripts', 'diff', 'explain', 'explore',
  'find-dupes', 'fund', 'get', 'help-search', 'install-ci-test', 'install-scripts', 'll', 'org',
  'query', 'restart', 'sbom', 'set', 'shrinkwrap', 'stage', 'stop', 'trust', 'undeprecate',
  'add-user', 'author', 'clean-install', 'cit', 'dist-tags', 'hlep', 'innit', 'isntall', 'la',
  'r', 'rum', 'run-script', 'sit', 'tst', 'un', 'urn', 'x',
])

/**
 * The package manager's own commands the docs may give as such: each does what it says whatever
 * the scripts are.
 */
// biome-ignore format: one list, read as words
export const DOCUMENTED_BUILT_INS: ReadonlySet<string> = new Set([
  'add', 'create', 'dlx', 'exec', 'i', 'install', 'pack', 'publish', 'remove', 'run', 'why',
])

/** The built-ins that run the project's script of their name (and fail without one). */
const SCRIPT_RUNNING_BUILT_INS: ReadonlySet<string> = new Set(['start', 'test', 't', 'tst'])

export interface Workspace {
  /** the root package.json's scripts */
  rootScripts: ReadonlySet<string>
  /** executables in the root `node_modules/.bin` (`pnpm vitest` runs one) */
  rootBins: ReadonlySet<string>
  /** each workspace package's scripts, by package name (for `pnpm --filter <name> <script>`) */
  packageScripts: ReadonlyMap<string, ReadonlySet<string>>
}

export interface CommandProblem {
  file: string
  line: number
  command: string
  problem: string
}

/**
 * Every `pnpm …` command in a Markdown text's code (inline code spans and fenced shell blocks),
 * where it starts a command: at the start, or after `&&`, `||`, `;`, `|` or `(`.
 */
export function pnpmCommands(markdown: string): { line: number; command: string }[] {
  const found: { line: number; command: string }[] = []
  const lines = markdown.split('\n')
  let fence: string | undefined
  let shellFence = false
  lines.forEach((text, index) => {
    const opening = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(text)
    if (fence === undefined && opening) {
      fence = opening[1]
      shellFence = ['', 'sh', 'bash', 'shell', 'console', 'zsh'].includes(opening[2] ?? '')
      return
    }
    if (fence !== undefined) {
      if (text.trim().startsWith(fence ?? '')) fence = undefined
      else if (shellFence)
        found.push(...commandsIn(text).map((command) => ({ line: index + 1, command })))
      return
    }
    for (const span of text.matchAll(/`([^`\n]+)`/g)) {
      found.push(...commandsIn(span[1] ?? '').map((command) => ({ line: index + 1, command })))
    }
  })
  return found
}

function commandsIn(code: string): string[] {
  const withoutComment = code.replace(/(^|\s)#.*$/, '')
  return withoutComment
    .split(/&&|\|\||;|\||\(/)
    .map((part) => part.trim().replace(/^(\$\s+|[A-Z_]+=\S*\s+)+/, ''))
    .filter((part) => /^pnpm\s+\S/.test(part))
    .map((part) => part.replace(/\s+/g, ' '))
}

/** What is wrong with one `pnpm …` command, or `undefined`. */
export function commandProblem(command: string, workspace: Workspace): string | undefined {
  const words = command.split(' ').slice(1)
  let scripts = workspace.rootScripts
  let where = 'the root package.json'
  let bins = workspace.rootBins
  // Leading options: `--filter <package>` moves the scripts to that package's.
  while (words[0]?.startsWith('-')) {
    const option = words.shift() ?? ''
    if (option === '--filter' || option === '-F') {
      const name = words.shift() ?? ''
      const named = workspace.packageScripts.get(name)
      if (!named) return `--filter ${name}: no workspace package has that name`
      scripts = named
      where = `${name}'s package.json`
      bins = new Set()
    } else if (option === '-C' || option === '--dir') {
      return undefined // another folder's scripts: not checked
    } else if (['-r', '--recursive', '-w', '--workspace-root', '-s', '--silent'].includes(option)) {
      // no operand
    } else if (!option.includes('=')) {
      return undefined // an option this check does not know: trust the command
    }
  }
  const name = words[0]
  // A placeholder (`pnpm <script>`, `pnpm …`) names no command.
  if (!name || name.startsWith('<') || name === '…' || name === '...') return undefined
  if (name === 'run') {
    const script = words[1]
    if (!script || script.startsWith('-')) return undefined
    return scripts.has(script) ? undefined : `no script "${script}" in ${where}`
  }
  if (SCRIPT_RUNNING_BUILT_INS.has(name)) {
    return scripts.has(name) ? undefined : `no script "${name}" in ${where}`
  }
  if (PACKAGE_MANAGER_COMMANDS.has(name)) {
    if (DOCUMENTED_BUILT_INS.has(name)) return undefined
    return scripts.has(name)
      ? `"${name}" is a package manager's own command: \`pnpm ${name}\` never runs the script of that name (rename the script)`
      : `"${name}" is a package manager's own command, not a script of ${where}`
  }
  if (scripts.has(name) || bins.has(name)) return undefined
  return `no script "${name}" in ${where}${bins.size > 0 ? ' and no such executable in node_modules/.bin' : ''}`
}

/** The scripts and executables of the workspace at `repoRoot`. */
export function readWorkspace(repoRoot: string): Workspace {
  const scriptsOf = (dir: string): Set<string> => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>
    }
    return new Set(Object.keys(manifest.scripts ?? {}))
  }
  const packageScripts = new Map<string, Set<string>>()
  for (const dir of workspaceFolders(repoRoot)) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name?: string
    }
    if (manifest.name) packageScripts.set(manifest.name, scriptsOf(dir))
  }
  const binDir = join(repoRoot, 'node_modules/.bin')
  return {
    rootScripts: scriptsOf(repoRoot),
    rootBins: new Set(existsSync(binDir) ? readdirSync(binDir) : []),
    packageScripts,
  }
}

// The folders pnpm-workspace.yaml lists (`dir` or `dir/*`) that hold a package.json.
function workspaceFolders(repoRoot: string): string[] {
  const yaml = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')
  const block = /^packages:\n((?:\s+-.*\n?)+)/m.exec(yaml)?.[1] ?? ''
  const folders: string[] = []
  for (const match of block.matchAll(/-\s*['"]?([^'"\n]+)['"]?/g)) {
    const pattern = (match[1] ?? '').trim()
    if (pattern.endsWith('/*')) {
      const parent = join(repoRoot, pattern.slice(0, -2))
      if (!existsSync(parent)) continue
      for (const child of readdirSync(parent).sort()) folders.push(join(parent, child))
    } else folders.push(join(repoRoot, pattern))
  }
  return folders.filter((dir) => existsSync(join(dir, 'package.json')))
}

/**
 * The Markdown files whose commands a newcomer types: the root README and CONTRIBUTING, every
 * page of the docs (generated reference excepted) and every package's README.
 */
export function documentedFiles(repoRoot: string): string[] {
  const files = ['README.md', 'CONTRIBUTING.md'].filter((file) => existsSync(join(repoRoot, file)))
  const skip = new Set(['node_modules', '.vitepress', '.temp', 'artifacts', 'api'])
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(repoRoot, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`
      if (entry.isDirectory()) {
        if (!skip.has(entry.name) && !entry.name.startsWith('.')) walk(path)
      } else if (entry.name.endsWith('.md')) files.push(path)
    }
  }
  walk('docs')
  for (const name of readdirSync(join(repoRoot, 'packages')).sort()) {
    if (existsSync(join(repoRoot, 'packages', name, 'README.md')))
      files.push(`packages/${name}/README.md`)
  }
  return files
}

/** Every documented `pnpm …` command that would not do what its text says. */
export function checkDocumentedCommands(repoRoot: string): CommandProblem[] {
  const workspace = readWorkspace(repoRoot)
  const problems: CommandProblem[] = []
  for (const file of documentedFiles(repoRoot)) {
    for (const { line, command } of pnpmCommands(readFileSync(join(repoRoot, file), 'utf8'))) {
      const problem = commandProblem(command, workspace)
      if (problem) problems.push({ file, line, command, problem })
    }
  }
  return problems
}

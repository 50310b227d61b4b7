export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun'

/**
 * The package manager that ran `npm create` / `pnpm create` / `yarn create` / `bun create`, from
 * `npm_config_user_agent` (`pnpm/10.4.1 npm/? node/v20.19.0 linux x64`); npm when unknown.
 */
export function packageManagerFromUserAgent(userAgent: string | undefined): PackageManager {
  const name = userAgent?.trim().split(' ')[0]?.split('/')[0]
  return name === 'pnpm' || name === 'yarn' || name === 'bun' ? name : 'npm'
}

/** The install command (`npm install`, `pnpm install`, `yarn`, `bun install`). */
export function installCommand(pm: PackageManager): [string, ...string[]] {
  return pm === 'yarn' ? ['yarn'] : [pm, 'install']
}

/** How a package script runs: `npm run dev`, `pnpm dev`, `yarn dev`, `bun run dev`. */
export function runCommand(pm: PackageManager, script: string): string {
  return pm === 'npm' || pm === 'bun' ? `${pm} run ${script}` : `${pm} ${script}`
}

/**
 * The command that creates the same app again: npm needs `--` before the flags it should pass on.
 */
export function createCommand(pm: PackageManager, args: readonly string[]): string {
  const quoted = args.map(shellQuote)
  const [dir, ...flags] = quoted
  switch (pm) {
    case 'npm':
      return ['npm create rampkit@latest', dir, flags.length ? '--' : '', ...flags]
        .filter(Boolean)
        .join(' ')
    case 'pnpm':
      return ['pnpm create rampkit', ...quoted].join(' ')
    case 'yarn':
      return ['yarn create rampkit', ...quoted].join(' ')
    case 'bun':
      return ['bun create rampkit', ...quoted].join(' ')
  }
}

/** A word a POSIX shell reads back as itself. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`
}

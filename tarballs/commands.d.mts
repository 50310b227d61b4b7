// Types of commands.mjs for the TypeScript files that use it (e2e's tarball fixtures).

export interface CommandResult {
  ok: boolean
  output: string
  timedOut: boolean
}

export declare const COMMAND_TIMEOUT_MS: number
export declare const NPM_INSTALL_TIMEOUT_MS: number

export declare function commandEnv(extra?: Record<string, string>): NodeJS.ProcessEnv

export declare function runCommand(
  command: string,
  args: readonly string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<CommandResult>

export declare function npmInstall(
  cwd: string,
  env?: Record<string, string>,
  options?: { args?: readonly string[]; timeoutMs?: number },
): Promise<CommandResult>

export declare function projectWithTarballs(
  fixture: string,
  options: {
    prefix: string
    tarballs: Record<string, string>
    skip?: RegExp
    beside?: Record<string, string>
  },
): string

export declare function tarballsOf(
  manifest: Record<string, { tarball: string }>,
  names?: readonly string[],
): Record<string, string>

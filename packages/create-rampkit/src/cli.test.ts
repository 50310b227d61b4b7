import { spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The command as a user runs it: src/cli.ts bundled by esbuild (as tsup bundles the bin) into
// a folder laid out like the package (dist/cli.js, package.json, templates), run by node in a
// child process with stdin closed, or under `script` (util-linux), which gives it a terminal.

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'create-rampkit-bin-')))
const cli = join(scratch, 'package', 'dist', 'cli.js')
const hasScript = spawnSync('script', ['--version']).status === 0

beforeAll(async () => {
  const { build } = await import('esbuild')
  await build({
    entryPoints: [join(packageDir, 'src', 'cli.ts')],
    outfile: cli,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
  })
  copyFileSync(join(packageDir, 'package.json'), join(scratch, 'package', 'package.json'))
  symlinkSync(join(packageDir, 'templates'), join(scratch, 'package', 'templates'))
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** The environment of a user's shell: no Vitest variables, a throwaway home, git's identity. */
function userEnv(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|npm_|GIT_)/.test(name)),
  )
  return {
    ...env,
    HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
    ...extra,
  }
}

/** A fresh folder to run in (outside any repository) and a throwaway home. */
function place() {
  const cwd = mkdtempSync(join(scratch, 'cwd-'))
  const home = mkdtempSync(join(scratch, 'home-'))
  return { cwd, home }
}

/** Runs the bin with stdin closed (as `npm create` in CI); its exit code and both outputs. */
function runClosed(args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

/**
 * Runs the bin in a terminal (`script -qec`), types `keys` one by one, each once `waitFor` is
 * on the screen; resolves to the exit code and the whole screen.
 */
function runInTerminal(steps: { waitFor: string; keys: string }[], cwd: string, home: string) {
  return new Promise<{ code: number | null; screen: string }>((done, fail) => {
    const child = spawn('script', ['-qec', `'${process.execPath}' '${cli}'`, '/dev/null'], {
      cwd,
      env: userEnv(home, { TERM: 'xterm' }),
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let screen = ''
    const pending = [...steps]
    const onOutput = (chunk: Buffer) => {
      screen += chunk.toString('utf8')
      const next = pending[0]
      if (next && screen.includes(next.waitFor)) {
        pending.shift()
        child.stdin.write(next.keys)
      }
    }
    child.stdout.on('data', onOutput)
    child.stderr.on('data', onOutput)
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      fail(new Error(`no exit after 30 s; the screen:\n${screen}`))
    }, 30_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      done({ code, screen })
    })
  })
}

/** The lines a stack trace would add. */
const STACK_LINE = /^\s+at /m

describe('the create-rampkit bin', () => {
  it('with stdin closed: a 300-character name ends in one line and exit code 1, nothing written', () => {
    const { cwd, home } = place()
    const name = 'a'.repeat(300)
    const result = runClosed([name, '--no-install'], cwd, userEnv(home))
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(
      `create-rampkit: cannot use ${join(cwd, name)}: the name is too long for the file system (ENAMETOOLONG)\n`,
    )
  })

  it('with stdin closed: a dangling link ends in one line and exit code 1', () => {
    const { cwd, home } = place()
    symlinkSync(join(cwd, 'gone', 'app'), join(cwd, 'app'))
    const result = runClosed(['app', '--overwrite', '--no-install'], cwd, userEnv(home))
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(
      `create-rampkit: ${join(cwd, 'app')} is a symbolic link to ${join(cwd, 'gone', 'app')}, which does not exist\n`,
    )
    expect(existsSync(join(cwd, 'gone'))).toBe(false)
  })

  it('with stdin closed: --overwrite on a link to the home folder is refused, the home kept', () => {
    const { cwd, home } = place()
    mkdirSync(join(home, '.ssh'))
    writeFileSync(join(home, '.ssh', 'id_ed25519'), 'private key')
    symlinkSync(home, join(cwd, 'app'))
    const result = runClosed(['app', '--overwrite', '--no-install'], cwd, userEnv(home))
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('refusing to empty your home directory')
    expect(existsSync(join(home, '.ssh', 'id_ed25519'))).toBe(true)
  })

  it.skipIf(!hasScript)(
    'in a terminal: Ctrl-C at a question prints "cancelled", no stack, exit code 130',
    async () => {
      const { cwd, home } = place()
      const { code, screen } = await runInTerminal(
        [{ waitFor: 'Project directory', keys: '\x03' }],
        cwd,
        home,
      )
      expect(screen).toContain('create-rampkit: cancelled')
      expect(screen).not.toContain('AbortError')
      expect(screen).not.toMatch(STACK_LINE)
      expect(code).toBe(130)
    },
  )

  it.skipIf(!hasScript)(
    'in a terminal: Ctrl-D at the second question prints "cancelled", exit code 1, nothing written',
    async () => {
      const { cwd, home } = place()
      const { code, screen } = await runInTerminal(
        [
          { waitFor: 'Project directory', keys: 'wallet\r' },
          { waitFor: 'Choose a number', keys: '\x04' },
        ],
        cwd,
        home,
      )
      expect(screen).toContain('create-rampkit: cancelled')
      expect(screen).not.toMatch(STACK_LINE)
      expect(code).toBe(1)
      expect(existsSync(join(cwd, 'wallet'))).toBe(false)
    },
  )

  it('a failed install leaves the first commit and says how to install again', () => {
    const { cwd, home } = place()
    // An npm that fails as it does offline: first on PATH.
    const bin = mkdtempSync(join(scratch, 'bin-'))
    writeFileSync(join(bin, 'npm'), '#!/bin/sh\necho "npm error code ENOTFOUND" >&2\nexit 1\n')
    chmodSync(join(bin, 'npm'), 0o755)
    const env = userEnv(home, {
      PATH: `${bin}:${process.env.PATH}`,
      npm_config_user_agent: 'npm/10.9.2 node/v20.19.0 linux x64',
    })
    const result = runClosed(['shop', '--template', 'html'], cwd, env)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      `create-rampkit: npm install failed. The app is in ${join(cwd, 'shop')}, with its first commit; run the install again there: cd shop && npm install`,
    )
    const git = (...args: string[]) =>
      spawnSync('git', ['-C', join(cwd, 'shop'), ...args], { encoding: 'utf8', env }).stdout
    expect(git('log', '--format=%s')).toBe('Initial commit from create-rampkit\n')
    expect(git('status', '--porcelain')).toBe('')
    expect(git('ls-files')).toContain('package.json')
  })
})

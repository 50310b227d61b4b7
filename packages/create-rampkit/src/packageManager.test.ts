import { spawnSync } from 'node:child_process'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createCommand,
  installCommand,
  packageManagerFromUserAgent,
  runCommand,
  shellQuote,
} from './packageManager.js'

describe('the package manager from npm_config_user_agent', () => {
  it.each([
    ['npm/10.9.2 node/v20.19.0 linux x64 workspaces/false', 'npm'],
    ['pnpm/10.34.9 npm/? node/v20.19.0 linux x64', 'pnpm'],
    ['yarn/4.6.0 npm/? node/v20.19.0 linux x64', 'yarn'],
    ['yarn/1.22.22 npm/? node/v20.19.0 darwin arm64', 'yarn'],
    ['bun/1.2.4 npm/? node/v22.6.0 linux x64', 'bun'],
    [undefined, 'npm'],
    ['', 'npm'],
    ['deno/2.1', 'npm'],
  ])('%s → %s', (userAgent, pm) => {
    expect(packageManagerFromUserAgent(userAgent)).toBe(pm)
  })

  it('gives each manager’s install, run and create commands', () => {
    expect(installCommand('npm')).toEqual(['npm', 'install'])
    expect(installCommand('yarn')).toEqual(['yarn'])
    expect(runCommand('npm', 'dev')).toBe('npm run dev')
    expect(runCommand('pnpm', 'dev')).toBe('pnpm dev')
    expect(runCommand('yarn', 'dev')).toBe('yarn dev')
    expect(runCommand('bun', 'dev')).toBe('bun run dev')
    const args = ['my wallet', '--template', 'vue', '--no-interactive']
    expect(createCommand('npm', args)).toBe(
      "npm create rampkit@latest 'my wallet' -- --template vue --no-interactive",
    )
    expect(createCommand('pnpm', args)).toBe(
      "pnpm create rampkit 'my wallet' --template vue --no-interactive",
    )
    expect(createCommand('yarn', ['app'])).toBe('yarn create rampkit app')
    expect(createCommand('bun', ['app'])).toBe('bun create rampkit app')
  })

  it('quotes a word so that a POSIX shell reads it back unchanged', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }).filter((word) => !word.includes('\0')),
        (word) => {
          const echoed = spawnSync('sh', ['-c', `printf %s ${shellQuote(word)}`], {
            encoding: 'utf8',
          })
          expect(echoed.stdout).toBe(word)
        },
      ),
      { numRuns: 40 },
    )
  })
})

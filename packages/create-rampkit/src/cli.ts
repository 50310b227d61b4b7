#!/usr/bin/env node
// create-rampkit: `npm create rampkit@latest my-wallet`, `pnpm create rampkit`.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { fileURLToPath } from 'node:url'
import { main } from './create.js'
import { askLine } from './prompt.js'
import { releasedVersions } from './versions.js'

// dist/cli.js (and src/cli.ts) sit one folder below the package's root.
const root = new URL('../', import.meta.url)
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  version: string
  devDependencies?: Record<string, string>
}

const code = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  home: homedir(),
  env: process.env,
  isTerminal: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  log: (text) => console.log(text),
  error: (text) => console.error(text),
  ask: (question) => askLine(question, { input: process.stdin, output: process.stdout }),
  run(command, args, cwd) {
    const result = spawnSync(command, args, {
      cwd,
      stdio: command === 'git' ? 'ignore' : 'inherit',
      // npm, pnpm and yarn are .cmd files on Windows.
      shell: process.platform === 'win32',
    })
    const missing = (result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT'
    return { ok: result.status === 0, missing }
  },
  templatesDir: fileURLToPath(new URL('templates', root)),
  version: manifest.version,
  rampkitVersions: releasedVersions(manifest.devDependencies),
})
process.exitCode = code

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CliIo, main } from './create.js'
import { PromptCancelled } from './prompt.js'
import { TEMPLATE_NAMES } from './templates.js'

const templatesDir = fileURLToPath(new URL('../templates', import.meta.url))

interface FakeIo extends CliIo {
  out: string[]
  err: string[]
  runs: string[]
}

/**
 * An io with no terminal (unless `answers`), nothing run for real, in a fresh folder, with a
 * throwaway home folder. An answer that is a PromptCancelled is thrown as the user leaving.
 */
function fakeIo(
  options: { answers?: (string | PromptCancelled)[]; userAgent?: string; run?: CliIo['run'] } = {},
) {
  const cwd = mkdtempSync(join(tmpdir(), 'create-rampkit-cli-'))
  const answers = [...(options.answers ?? [])]
  const home = mkdtempSync(join(tmpdir(), 'create-rampkit-home-'))
  const io: FakeIo = {
    cwd,
    home,
    env: { npm_config_user_agent: options.userAgent },
    isTerminal: options.answers !== undefined,
    out: [],
    err: [],
    runs: [],
    log: (text) => io.out.push(text),
    error: (text) => io.err.push(text),
    ask: async (question) => {
      io.out.push(question)
      const answer = answers.shift() ?? ''
      if (answer instanceof PromptCancelled) throw answer
      return answer
    },
    run: (command, args, dir) => {
      io.runs.push(`${command} ${args.join(' ')} @${relative(cwd, dir) || '.'}`)
      return options.run ? options.run(command, args, dir) : { ok: true }
    },
    templatesDir,
    version: '0.1.0',
    rampkitVersions: {},
  }
  return io
}

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()

describe('create-rampkit', () => {
  it('without a terminal: react in my-rampkit-app, the command to repeat, install with npm, next steps', async () => {
    const io = fakeIo()
    expect(await main([], io)).toBe(0)
    expect(io.out[0]).toBe(
      'Creating a react app in my-rampkit-app (non-interactive). To run this again:',
    )
    expect(io.out[1]).toBe(
      '  npm create rampkit@latest my-rampkit-app -- --template react --no-interactive',
    )
    const app = join(io.cwd, 'my-rampkit-app')
    expect(files(app)).toContain('src/App.test.tsx')
    expect(files(app)).toEqual(expect.arrayContaining(['.env', '.gitignore', 'README.md']))
    expect(files(app)).not.toEqual(expect.arrayContaining(['_env']))
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))
    expect(manifest.name).toBe('my-rampkit-app')
    expect(manifest.dependencies['@rampkit/react']).toBe('^0.1.0')
    expect(readFileSync(join(app, '.env'), 'utf8')).toContain(
      'VITE_RAMPKIT_HOST_API_KEY=demo-host-api-key',
    )
    expect(io.runs).toEqual([
      'git rev-parse --is-inside-work-tree @my-rampkit-app',
      'npm install @my-rampkit-app',
    ])
    expect(io.out.at(-1)).toContain('cd my-rampkit-app\n  npm run dev')
  })

  it('next: the page is the React template’s, copied into app/ with its test, every import there', async () => {
    const io = fakeIo()
    expect(await main(['shop', '--template', 'next', '--no-install', '--no-git'], io)).toBe(0)
    const app = join(io.cwd, 'shop')
    const react = join(templatesDir, 'react', 'src')
    for (const name of ['App.tsx', 'App.test.tsx']) {
      expect(readFileSync(join(app, 'app', name), 'utf8')).toBe(
        readFileSync(join(react, name), 'utf8'),
      )
    }
    // What app/ imports by a relative path is in app/: the React page's config is Next's.
    const appFiles = files(join(app, 'app'))
    for (const file of appFiles.filter((name) => /\.tsx?$/.test(name))) {
      const text = readFileSync(join(app, 'app', file), 'utf8')
      for (const [, target] of text.matchAll(/from '\.\/([^']+)'/g)) {
        expect(appFiles, `${file} imports ./${target}`).toEqual(
          expect.arrayContaining([expect.stringMatching(new RegExp(`^${target}\\.tsx?$`))]),
        )
      }
    }
    expect(appFiles).not.toContain('Wallet.tsx')
    expect(readFileSync(join(app, 'app', 'App.tsx'), 'utf8')).toMatch(/^(\/\/.*\n)*'use client'/)
  })

  it('vue and svelte: the one index.html of the Vite templates, its script the app’s src/main', async () => {
    for (const template of ['vue', 'svelte']) {
      const io = fakeIo()
      expect(await main([template, '--template', template, '--no-install', '--no-git'], io)).toBe(0)
      const app = join(io.cwd, template)
      const html = readFileSync(join(app, 'index.html'), 'utf8')
      expect(html).toBe(readFileSync(join(templatesDir, 'react', 'index.html'), 'utf8'))
      expect(html).toContain('<script type="module" src="/src/main"></script>')
      expect(files(app)).toContain('src/main.ts')
    }
  })

  it('uses the package manager of the user agent for the install and the next steps', async () => {
    const io = fakeIo({ userAgent: 'pnpm/10.34.9 npm/? node/v20.19.0 linux x64' })
    expect(await main(['shop', '--template', 'vue', '--no-git'], io)).toBe(0)
    expect(io.out[1]).toBe('  pnpm create rampkit shop --template vue --no-interactive --no-git')
    expect(io.runs).toEqual(['pnpm install @shop'])
    expect(io.out.at(-1)).toContain('pnpm dev')
    expect(readFileSync(join(io.cwd, 'shop', 'README.md'), 'utf8')).toContain('pnpm dev')
  })

  it('--no-install and --no-git run nothing; the steps say to install', async () => {
    const io = fakeIo({ userAgent: 'yarn/4.6.0 npm/? node/v20.19.0 linux x64' })
    expect(await main(['app', '--no-install', '--no-git'], io)).toBe(0)
    expect(io.runs).toEqual([])
    expect(io.out.at(-1)).toContain('cd app\n  yarn\n  yarn dev')
  })

  it('makes every template, each with its README, .env, .gitignore, dev script and test', async () => {
    for (const template of TEMPLATE_NAMES) {
      const io = fakeIo()
      expect(await main([template, '--template', template, '--no-install', '--no-git'], io)).toBe(0)
      const app = join(io.cwd, template)
      const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))
      expect(manifest.name).toBe(template)
      // Vitest, or Jest under React Native's preset for the Expo app.
      expect(manifest.scripts).toMatchObject({
        dev: 'node scripts/dev.mjs',
        test: template === 'expo' ? 'jest' : 'vitest run',
      })
      expect(manifest.scripts.build).toBeTruthy()
      expect(manifest.devDependencies['@rampkit/testing']).toBe('^0.1.0')
      expect(manifest.devDependencies['@rampkit/sandbox']).toBe('^0.1.0')
      for (const file of [
        'README.md',
        '.env',
        '.gitignore',
        'scripts/dev.mjs',
        'public/logo.svg',
      ]) {
        expect(existsSync(join(app, file)), `${template}: ${file}`).toBe(true)
      }
      expect(files(app).some((file) => /\.test\.[jt]sx?$/.test(file))).toBe(true)
      const env = readFileSync(join(app, '.env'), 'utf8')
      expect(env).toContain('demo-host-api-key')
      expect(env).toContain('http://127.0.0.1:8787/api')
      expect(env).toMatch(/Production: put your own host API key in \.env[.\w]*local/)
      expect(readFileSync(join(app, 'README.md'), 'utf8')).not.toMatch(/\{\{\w+\}\}/)
    }
  })

  it('refuses a non-empty directory with exit code 1 and a clear message', async () => {
    const io = fakeIo()
    mkdirSync(join(io.cwd, 'app'))
    writeFileSync(join(io.cwd, 'app', 'notes.txt'), 'mine')
    expect(await main(['app', '--no-install'], io)).toBe(1)
    expect(io.err).toEqual([
      `create-rampkit: ${join(io.cwd, 'app')} is not empty. Choose another directory, or add --overwrite to empty it first.`,
    ])
    expect(readdirSync(join(io.cwd, 'app'))).toEqual(['notes.txt'])
  })

  it('--overwrite empties the directory first, keeping .git; a folder with only .git counts as empty', async () => {
    const io = fakeIo()
    mkdirSync(join(io.cwd, 'app', '.git'), { recursive: true })
    writeFileSync(join(io.cwd, 'app', 'notes.txt'), 'mine')
    expect(await main(['app', '--overwrite', '--no-install', '--no-git'], io)).toBe(0)
    expect(existsSync(join(io.cwd, 'app', 'notes.txt'))).toBe(false)
    expect(existsSync(join(io.cwd, 'app', '.git'))).toBe(true)
    expect(existsSync(join(io.cwd, 'app', 'package.json'))).toBe(true)

    const again = fakeIo()
    mkdirSync(join(again.cwd, 'repo', '.git'), { recursive: true })
    expect(await main(['repo', '--no-install', '--no-git'], again)).toBe(0)
  })

  it('--overwrite refuses to empty a folder that holds the current directory', async () => {
    const io = fakeIo()
    const inner = join(io.cwd, 'inner')
    mkdirSync(inner)
    expect(await main(['..', '--overwrite', '--no-install'], { ...io, cwd: inner })).toBe(1)
    expect(io.err[0]).toContain('it holds the current directory')
    expect(existsSync(inner)).toBe(true)
  })

  it('--overwrite refuses a symbolic link to the home folder or to a parent of cwd: nothing deleted', async () => {
    const io = fakeIo()
    writeFileSync(join(io.home, 'id_ed25519'), 'private key')
    symlinkSync(io.home, join(io.cwd, 'to-home'))
    expect(await main(['to-home', '--overwrite', '--no-install', '--no-git'], io)).toBe(1)
    expect(io.err).toEqual([
      `create-rampkit: refusing to empty your home directory ${join(io.cwd, 'to-home')} (really ${io.home})`,
    ])
    expect(readdirSync(io.home)).toEqual(['id_ed25519'])

    const inner = join(io.cwd, 'inner')
    mkdirSync(inner)
    writeFileSync(join(inner, 'work.txt'), 'work')
    symlinkSync('..', join(inner, 'up'))
    const fromInner = { ...io, cwd: inner }
    expect(await main(['up', '--overwrite', '--no-install', '--no-git'], fromInner)).toBe(1)
    expect(io.err[1]).toContain('it holds the current directory')
    expect(readdirSync(inner).sort()).toEqual(['up', 'work.txt'])
  })

  it('a name too long for the file system, a dangling link, a link loop: one line, exit 1', async () => {
    const io = fakeIo()
    symlinkSync(join(io.cwd, 'gone'), join(io.cwd, 'dangling'))
    symlinkSync(join(io.cwd, 'loop'), join(io.cwd, 'loop'))
    for (const name of ['a'.repeat(300), 'dangling', 'loop']) {
      expect(await main([name, '--no-install', '--no-git'], io)).toBe(1)
    }
    expect(io.err).toEqual([
      `create-rampkit: cannot use ${join(io.cwd, 'a'.repeat(300))}: the name is too long for the file system (ENAMETOOLONG)`,
      `create-rampkit: ${join(io.cwd, 'dangling')} is a symbolic link to ${join(io.cwd, 'gone')}, which does not exist`,
      `create-rampkit: cannot use ${join(io.cwd, 'loop')}: too many symbolic links (a loop?) (ELOOP)`,
    ])
    expect(readdirSync(io.cwd).sort()).toEqual(['dangling', 'loop'])
  })

  it('a question left with Ctrl-C ends with "cancelled" and 130, with Ctrl-D with 1', async () => {
    for (const [by, code] of [
      ['interrupt', 130],
      ['end-of-input', 1],
    ] as const) {
      const first = fakeIo({ answers: [new PromptCancelled(by)] })
      expect(await main(['--no-install', '--no-git'], first)).toBe(code)
      expect(first.err).toEqual(['create-rampkit: cancelled'])
      // At the template's question and at the non-empty folder's: nothing written either way.
      const template = fakeIo({ answers: [new PromptCancelled(by)] })
      expect(await main(['app', '--no-install'], template)).toBe(code)
      const overwrite = fakeIo({ answers: [new PromptCancelled(by)] })
      mkdirSync(join(overwrite.cwd, 'app'))
      writeFileSync(join(overwrite.cwd, 'app', 'notes.txt'), 'mine')
      expect(await main(['app', '-t', 'vue', '--no-install'], overwrite)).toBe(code)
      expect(readdirSync(join(overwrite.cwd, 'app'))).toEqual(['notes.txt'])
      expect(readdirSync(template.cwd)).toEqual([])
    }
  })

  it('an unknown template or flag: exit 1, the valid ones listed, nothing written', async () => {
    const io = fakeIo()
    expect(await main(['app', '--template', 'angular'], io)).toBe(1)
    expect(await main(['app', '--yes'], io)).toBe(1)
    expect(io.err[0]).toContain('valid templates: react, vue, svelte, next, html, expo')
    expect(io.err[1]).toContain('valid options: --template <name>, --no-interactive')
    expect(readdirSync(io.cwd)).toEqual([])
  })

  it('--help prints the usage and writes nothing', async () => {
    const io = fakeIo()
    expect(await main(['--help'], io)).toBe(0)
    expect(io.out[0]).toMatch(/^Usage: create-rampkit \[dir\] \[options\]/)
    expect(io.out[0]).toContain('--no-interactive')
    expect(readdirSync(io.cwd)).toEqual([])
  })

  it('a failed install exits 1 and says where the app is and how to install again', async () => {
    const io = fakeIo({ run: () => ({ ok: false }) })
    expect(await main(['app', '--no-git'], io)).toBe(1)
    expect(io.err).toEqual([
      `create-rampkit: npm install failed. The app is in ${join(io.cwd, 'app')}; run the install again there: cd app && npm install`,
    ])
    const missing = fakeIo({ run: () => ({ ok: false, missing: true }) })
    expect(await main(['app', '--no-git'], missing)).toBe(1)
    expect(missing.err[0]).toContain('npm was not found')
  })

  it('the first commit is made before the install, so a failed install leaves it', async () => {
    const io = fakeIo({
      userAgent: 'pnpm/10.34.9 npm/? node/v20.19.0 linux x64',
      run: (command, args) => ({ ok: command === 'git' && args[0] !== 'rev-parse' }),
    })
    expect(await main(['my app', '--template', 'vue'], io)).toBe(1)
    expect(io.runs).toEqual([
      'git rev-parse --is-inside-work-tree @my app',
      'git init -q @my app',
      'git add -A @my app',
      'git commit -q -m Initial commit from create-rampkit @my app',
      'pnpm install @my app',
    ])
    expect(io.err).toEqual([
      `create-rampkit: pnpm install failed. The app is in ${join(io.cwd, 'my app')}, with its first commit; run the install again there: cd 'my app' && pnpm install`,
    ])
  })

  it('after an install that followed the first commit, its lockfile is committed too', async () => {
    const staged = fakeIo({
      // rev-parse: not in a repository; diff --cached --quiet fails: the lockfile is staged.
      run: (_command, args) => ({ ok: !(args[0] === 'rev-parse' || args[0] === 'diff') }),
    })
    expect(await main(['app'], staged)).toBe(0)
    expect(staged.runs.slice(4)).toEqual([
      'npm install @app',
      'git add -A @app',
      'git diff --cached --quiet @app',
      'git commit -q -m Lock the dependencies (npm install) @app',
    ])
    const nothing = fakeIo({ run: (_command, args) => ({ ok: args[0] !== 'rev-parse' }) })
    expect(await main(['app'], nothing)).toBe(0)
    expect(nothing.runs.at(-1)).toBe('git diff --cached --quiet @app')
  })

  it('git: init and commit outside a repository; nothing inside one; no failure without git', async () => {
    const outside = fakeIo({
      run: (command, args) => ({ ok: !(command === 'git' && args[0] === 'rev-parse') }),
    })
    expect(await main(['app', '--no-install'], outside)).toBe(0)
    expect(outside.runs).toEqual([
      'git rev-parse --is-inside-work-tree @app',
      'git init -q @app',
      'git add -A @app',
      'git commit -q -m Initial commit from create-rampkit @app',
    ])
    const inside = fakeIo()
    expect(await main(['app', '--no-install'], inside)).toBe(0)
    expect(inside.runs).toEqual(['git rev-parse --is-inside-work-tree @app'])
    const none = fakeIo({ run: () => ({ ok: false, missing: true }) })
    expect(await main(['app', '--no-install'], none)).toBe(0)
    expect(none.out).toContain('git was not found: no repository created.')
  })

  it('in a terminal: asks for the directory and the template (by number or name)', async () => {
    const io = fakeIo({ answers: ['wallet', '3'] })
    expect(await main(['--no-install', '--no-git'], io)).toBe(0)
    expect(io.out[0]).toBe('Project directory (my-rampkit-app): ')
    expect(io.out[1]).toContain('3) svelte')
    expect(existsSync(join(io.cwd, 'wallet', 'src', 'App.svelte'))).toBe(true)
    // No "run this again" line: the user chose.
    expect(io.out.join('\n')).not.toContain('To run this again')

    const byName = fakeIo({ answers: ['', 'angular', 'next'] })
    expect(await main(['--no-install', '--no-git'], byName)).toBe(0)
    expect(byName.err).toEqual([expect.stringContaining('unknown template "angular"')])
    expect(existsSync(join(byName.cwd, 'my-rampkit-app', 'app', 'page.tsx'))).toBe(true)
  })

  it('in a terminal: a non-empty directory is emptied only when the user says yes', async () => {
    for (const [answer, code] of [
      ['y', 0],
      ['', 1],
    ] as const) {
      const io = fakeIo({ answers: [answer] })
      mkdirSync(join(io.cwd, 'app'))
      writeFileSync(join(io.cwd, 'app', 'notes.txt'), 'mine')
      expect(await main(['app', '-t', 'html', '--no-install', '--no-git'], io)).toBe(code)
      expect(existsSync(join(io.cwd, 'app', 'notes.txt'))).toBe(code === 1)
    }
  })

  it('--no-interactive in a terminal asks nothing', async () => {
    const io = fakeIo({ answers: [] })
    expect(await main(['--no-interactive', '--no-install', '--no-git'], io)).toBe(0)
    expect(io.out[0]).toContain('(non-interactive)')
  })

  it('hostile directory names never write outside the target', async () => {
    const segment = fc.constantFrom(
      '..',
      '.',
      'app',
      'a b',
      'ü',
      '$HOME',
      '%2e%2e',
      '~',
      'x\\..',
      '',
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        fc.boolean(),
        async (segments, absolute, overwrite) => {
          // cwd is two levels down in a sandbox folder, with a file beside it that must survive.
          const io = fakeIo()
          const root = io.cwd
          const cwd = join(root, 'one', 'two')
          mkdirSync(cwd, { recursive: true })
          writeFileSync(join(root, 'one', 'keep.txt'), 'keep')
          const dir = (absolute ? `${cwd}/` : '') + segments.join('/')
          if (dir.trim() === '' || dir.startsWith('-')) return
          const target = resolve(cwd, dir)
          // Stay inside this test's folder: a target above it is the real file system.
          if (!`${target}/`.startsWith(`${root}/`)) return
          const before = new Set(files(root))
          const args = [dir, '--no-install', '--no-git', ...(overwrite ? ['--overwrite'] : [])]
          const code = await main(args, { ...io, cwd })
          const added = files(root).filter((file) => !before.has(file))
          for (const file of added)
            expect(`${join(root, file)}`.startsWith(`${target}/`)).toBe(true)
          // What was there before is still there unless it was inside an overwritten target.
          for (const file of before) {
            if (!join(root, file).startsWith(`${target}/`))
              expect(existsSync(join(root, file))).toBe(true)
          }
          expect(existsSync(cwd)).toBe(true)
          if (code === 0) expect(existsSync(join(target, 'package.json'))).toBe(true)
        },
      ),
      { numRuns: 60 },
    )
  })
})

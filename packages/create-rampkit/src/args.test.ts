import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FLAGS, parseArgs } from './args.js'

const ok = (argv: string[]) => {
  const parsed = parseArgs(argv)
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.options
}
const error = (argv: string[]) => {
  const parsed = parseArgs(argv)
  if (parsed.ok) throw new Error(`accepted ${argv.join(' ')}`)
  return parsed.error
}

describe('parseArgs', () => {
  it('reads nothing as all defaults: install, git, no overwrite, interactive left to the terminal', () => {
    expect(ok([])).toEqual({ overwrite: false, install: true, git: true, help: false })
  })

  it('reads the directory and every flag', () => {
    expect(
      ok([
        'my-wallet',
        '--template',
        'vue',
        '--no-interactive',
        '--overwrite',
        '--no-install',
        '--no-git',
      ]),
    ).toEqual({
      dir: 'my-wallet',
      template: 'vue',
      interactive: false,
      overwrite: true,
      install: false,
      git: false,
      help: false,
    })
  })

  it('takes --template=name, -t name, flags before the directory and npm’s -- separator', () => {
    expect(ok(['--template=next', 'app']).template).toBe('next')
    expect(ok(['-t', 'svelte', 'app'])).toMatchObject({ template: 'svelte', dir: 'app' })
    expect(ok(['app', '--', '--template', 'html'])).toMatchObject({ template: 'html', dir: 'app' })
    expect(ok(['--help']).help).toBe(true)
    expect(ok(['-h']).help).toBe(true)
    expect(ok(['--interactive']).interactive).toBe(true)
  })

  it('reads --tarballs DIR and --tarballs=DIR, as written', () => {
    expect(ok(['app', '--tarballs', '../release'])).toMatchObject({
      dir: 'app',
      tarballs: '../release',
    })
    expect(ok(['--tarballs=/tmp/packed dir', 'app']).tarballs).toBe('/tmp/packed dir')
    expect(ok(['app']).tarballs).toBeUndefined()
  })

  it('refuses --tarballs without its folder', () => {
    for (const argv of [['--tarballs'], ['--tarballs', '--overwrite'], ['--tarballs=']]) {
      expect(error(argv)).toBe(
        '--tarballs needs the folder that holds the packed @rampkit/* tarballs',
      )
    }
  })

  it('refuses an unknown flag, listing the valid ones', () => {
    const message = error(['app', '--typescript'])
    expect(message).toContain('unknown option "--typescript"')
    for (const flag of FLAGS) expect(message).toContain(flag)
  })

  it('refuses an unknown template, listing the valid ones', () => {
    expect(error(['--template', 'angular'])).toBe(
      'unknown template "angular"; valid templates: react, vue, svelte, next, html, expo',
    )
    expect(error(['--template=toString'])).toContain('unknown template "toString"')
  })

  it('takes the expo template', () => {
    expect(ok(['--template', 'expo']).template).toBe('expo')
  })

  it('refuses --template without a name, and a second directory', () => {
    expect(error(['--template'])).toContain('--template needs a name: valid templates: react')
    expect(error(['--template', '--overwrite'])).toContain('--template needs a name')
    expect(error(['a', 'b'])).toBe('one directory only: got "a" and "b"')
  })

  it("takes Object.prototype's names as directory names (a property test found valueOf)", () => {
    for (const name of ['valueOf', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(parseArgs([name])).toEqual({
        ok: true,
        options: { dir: name, overwrite: false, install: true, git: true, help: false },
      })
    }
  })

  it('never throws, whatever the arguments', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom(...FLAGS, '-t', '--'))),
        (argv) => {
          const parsed = parseArgs(argv)
          expect(typeof parsed.ok).toBe('boolean')
        },
      ),
    )
  })
})

import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { tscPrograms } from '../tooling/typecheckPrograms.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsc = join(root, 'node_modules/typescript/bin/tsc')
const tool = join(root, 'tooling/typecheckPrograms.mjs')

describe('tscPrograms', () => {
  it('reads the programs of a typecheck script made only of `tsc --noEmit [-p <config>]`', () => {
    expect(tscPrograms('tsc --noEmit')).toEqual(['tsconfig.json'])
    expect(tscPrograms('tsc --noEmit && tsc --noEmit -p test/solid')).toEqual([
      'tsconfig.json',
      'test/solid',
    ])
  })

  it('leaves any other script to its own command', () => {
    for (const script of [
      undefined,
      'vue-tsc --noEmit',
      'tsc --noEmit && vue-tsc --noEmit -p .vitepress/theme/tsconfig.json',
      'svelte-check --tsconfig ./tsconfig.json',
      'tsc --noEmit --watch',
      'tsc -b',
    ])
      expect(tscPrograms(script)).toBeUndefined()
  })
})

// Six tsc runs and six of the tool's: seconds each on a machine busy with other tests.
describe('typecheckPrograms.mjs against tsc --noEmit', { timeout: 120_000 }, () => {
  const folders: string[] = []
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })

  /** A package whose `src` holds `files`, compiled with declarations as the workspace's are. */
  function project(files: Record<string, string>, config = 'tsconfig.json') {
    const folder = mkdtempSync(join(tmpdir(), 'rampkit-typecheck-'))
    folders.push(folder)
    symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'))
    writeFileSync(join(folder, 'package.json'), '{ "name": "fixture", "private": true }')
    const options = { strict: true, declaration: true, module: 'esnext', target: 'es2022' }
    const tsconfig = {
      // no DOM lib: each of tsc's runs here parses less
      compilerOptions: { ...options, moduleResolution: 'bundler', lib: ['es2022'], types: [] },
      include: ['src'],
    }
    mkdirSync(join(folder, config, '..'), { recursive: true })
    writeFileSync(join(folder, config), JSON.stringify(tsconfig))
    mkdirSync(join(folder, 'src'))
    for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, 'src', name), text)
    return folder
  }

  const lines = (text: string) => text.split('\n').filter((line) => line.includes('error TS'))

  /** tsc's own verdict and report beside the tool's, for `config` of `folder`. */
  function both(folder: string, config = 'tsconfig.json') {
    const ours = spawnSync(process.execPath, [tool, `${folder}:${config}`], { encoding: 'utf8' })
    const theirs = spawnSync(process.execPath, [tsc, '--noEmit', '-p', config], {
      cwd: folder,
      encoding: 'utf8',
    })
    return {
      ours: { ok: ours.status === 0, errors: lines(ours.stdout) },
      tsc: { ok: theirs.status === 0, errors: lines(theirs.stdout) },
    }
  }

  it('reports what tsc reports: type errors in each file, declaration errors, nothing for clean code', () => {
    const folder = project({
      'a.ts': "export const count: number = 'one'\n",
      'b.ts': "import { count } from './a'\nexport const twice: string = count * 2\n",
      // only the declaration emitter finds this one (tsc --noEmit asks it, with declaration on)
      'c.ts': 'export const Anonymous = class { private secret = 1 }\n',
      'd.ts': 'export const fine = 1\n',
    })
    const { ours, tsc } = both(folder)
    expect(tsc.errors).toHaveLength(2) // the type errors first; declarations only once clean
    expect(ours).toEqual(tsc)
    writeFileSync(join(folder, 'src/a.ts'), 'export const count = 1\n')
    writeFileSync(join(folder, 'src/b.ts'), 'export const twice = 2\n')
    const declarations = both(folder)
    expect(declarations.tsc.errors).toEqual([expect.stringContaining('error TS4094')])
    expect(declarations.ours).toEqual(declarations.tsc)
    writeFileSync(join(folder, 'src/c.ts'), 'export const other = 3\n')
    expect(both(folder)).toEqual({ ours: { ok: true, errors: [] }, tsc: { ok: true, errors: [] } })
  })

  it('stops at syntax errors as tsc does, and reads a config in a folder (`-p test/solid`)', () => {
    const folder = project(
      { 'a.ts': 'export const broken = (\n', 'b.ts': "export const n: number = 'x'\n" },
      'test/solid/tsconfig.json',
    )
    const { ours, tsc } = both(folder, 'test/solid')
    expect(tsc.ok).toBe(false)
    expect(ours).toEqual(tsc)
  })
})

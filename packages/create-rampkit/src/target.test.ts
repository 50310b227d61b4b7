import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join, parse, resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  emptyDir,
  entriesOf,
  isInside,
  overwriteRefusal,
  resolveTarget,
  toPackageName,
} from './target.js'

/** npm's rules for a new package name (validate-npm-package-name, unscoped). */
const VALID_NAME = /^(?![._])[a-z0-9-._~]{1,214}$/

describe('the target folder', () => {
  it('resolves the directory against cwd and names the package after it', () => {
    expect(resolveTarget('/work', 'My Wallet')).toEqual({
      dir: '/work/My Wallet',
      packageName: 'my-wallet',
    })
    expect(resolveTarget('/work/app', '.').packageName).toBe('app')
    expect(resolveTarget('/work', '/srv/shop/').dir).toBe('/srv/shop')
  })

  it('refuses a NUL byte, an empty name and an existing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'create-rampkit-target-'))
    writeFileSync(join(dir, 'file'), '')
    expect(() => resolveTarget(dir, 'a\0b')).toThrow('NUL')
    expect(() => resolveTarget(dir, '  ')).toThrow('empty')
    expect(() => resolveTarget(dir, 'file')).toThrow('is not a directory')
  })

  it.each([
    ['my-wallet', 'my-wallet'],
    ['My Wallet!', 'my-wallet'],
    ['.hidden', 'hidden'],
    ['_private', 'private'],
    ['Ünïcødé app', 'n-c-d-app'],
    ['---', 'rampkit-app'],
    ['node_modules', 'rampkit-app'],
    ['', 'rampkit-app'],
  ])('package name of %j is %j', (folder, name) => {
    expect(toPackageName(folder)).toBe(name)
  })

  it('always gives a valid npm package name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (folder) => {
        expect(toPackageName(folder)).toMatch(VALID_NAME)
      }),
    )
  })

  it('never lets --overwrite empty the root, the home folder or a folder holding cwd', () => {
    expect(overwriteRefusal(parse(process.cwd()).root, '/tmp')).toContain('root directory')
    expect(overwriteRefusal(homedir(), '/')).toContain('home directory')
    expect(overwriteRefusal('/work', '/work/app/src')).toContain('holds the current directory')
    expect(overwriteRefusal('/work/app', '/work/app')).toBeUndefined()
    expect(overwriteRefusal('/work/app', '/work')).toBeUndefined()
    expect(overwriteRefusal('/work/app-2', '/work/app')).toBeUndefined()
  })

  it('empties a folder but keeps .git', () => {
    const dir = mkdtempSync(join(tmpdir(), 'create-rampkit-empty-'))
    mkdirSync(join(dir, '.git'))
    mkdirSync(join(dir, 'src'))
    writeFileSync(join(dir, 'src', 'a.ts'), '')
    writeFileSync(join(dir, '.env'), '')
    emptyDir(dir)
    expect(entriesOf(dir)).toEqual(['.git'])
    expect(entriesOf(join(dir, 'missing'))).toEqual([])
  })

  it('isInside: only the folder and what is below it', () => {
    expect(isInside('/a/b', '/a/b')).toBe(true)
    expect(isInside('/a/b', '/a/b/c/../d')).toBe(true)
    expect(isInside('/a/b', '/a/b/..foo')).toBe(true)
    expect(isInside('/a/b', '/a/bc')).toBe(false)
    expect(isInside('/a/b', '/a/b/../c')).toBe(false)
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('..', '.', 'x', '..x', 'x..', ''), { maxLength: 8 }),
        (parts) => {
          const path = resolve('/a/b', ...parts)
          expect(isInside('/a/b', path)).toBe(path === '/a/b' || path.startsWith('/a/b/'))
        },
      ),
    )
  })
})

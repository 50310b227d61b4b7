import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  emptyDir,
  entriesOf,
  isInside,
  overwriteRefusal,
  resolveTarget,
  TargetError,
  toPackageName,
} from './target.js'

/** A throwaway world (real path): home/.ssh, work/project/app (the cwd), elsewhere/. */
function world() {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'create-rampkit-world-')))
  const home = join(root, 'home')
  const cwd = join(root, 'work', 'project', 'app')
  mkdirSync(join(home, '.ssh'), { recursive: true })
  writeFileSync(join(home, '.ssh', 'id_ed25519'), 'secret')
  mkdirSync(cwd, { recursive: true })
  writeFileSync(join(cwd, 'notes.txt'), 'mine')
  mkdirSync(join(root, 'elsewhere'))
  writeFileSync(join(root, 'elsewhere', 'old.txt'), 'old')
  const refusal = (dir: string, from = cwd) =>
    overwriteRefusal(resolveTarget(from, dir), { cwd: from, home })
  return { root, home, cwd, refusal }
}

/** npm's rules for a new package name (validate-npm-package-name, unscoped). */
const VALID_NAME = /^(?![._])[a-z0-9-._~]{1,214}$/

describe('the target folder', () => {
  it('resolves the directory against cwd and names the package after it', () => {
    const { root, cwd } = world()
    expect(resolveTarget(cwd, 'My Wallet')).toEqual({
      dir: join(cwd, 'My Wallet'),
      written: join(cwd, 'My Wallet'),
      packageName: 'my-wallet',
    })
    expect(resolveTarget(cwd, '.').packageName).toBe('app')
    expect(resolveTarget(cwd, `${root}/shop/`).dir).toBe(join(root, 'shop'))
  })

  it('follows symbolic links to the real folder, keeping the written name for the package', () => {
    const { root, cwd } = world()
    symlinkSync(join(root, 'elsewhere'), join(cwd, 'linked'))
    symlinkSync(root, join(cwd, 'up'))
    expect(resolveTarget(cwd, 'linked')).toEqual({
      dir: join(root, 'elsewhere'),
      written: join(cwd, 'linked'),
      packageName: 'linked',
    })
    // A folder that does not exist yet below a link: the link's real folder, then the rest.
    expect(resolveTarget(cwd, 'up/new/app').dir).toBe(join(root, 'new', 'app'))
  })

  it('refuses a NUL byte, an empty name, an existing file, a dangling link, a too long name', () => {
    const { root, cwd } = world()
    const dir = mkdtempSync(join(tmpdir(), 'create-rampkit-target-'))
    writeFileSync(join(dir, 'file'), '')
    expect(() => resolveTarget(dir, 'a\0b')).toThrow('NUL')
    expect(() => resolveTarget(dir, '  ')).toThrow('empty')
    expect(() => resolveTarget(dir, 'file')).toThrow('is not a directory')
    symlinkSync(join(root, 'nowhere', 'app'), join(cwd, 'dangling'))
    expect(() => resolveTarget(cwd, 'dangling')).toThrow(
      new TargetError(
        `${join(cwd, 'dangling')} is a symbolic link to ${join(root, 'nowhere', 'app')}, which does not exist`,
      ),
    )
    expect(() => resolveTarget(cwd, 'dangling/below')).toThrow('which does not exist')
    expect(() => resolveTarget(cwd, 'a'.repeat(300))).toThrow(
      new TargetError(
        `cannot use ${join(cwd, 'a'.repeat(300))}: the name is too long for the file system (ENAMETOOLONG)`,
      ),
    )
    symlinkSync(join(cwd, 'loop-b'), join(cwd, 'loop-a'))
    symlinkSync(join(cwd, 'loop-a'), join(cwd, 'loop-b'))
    expect(() => resolveTarget(cwd, 'loop-a')).toThrow('(ELOOP)')
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

  it('never lets --overwrite empty the root, the home folder or a folder holding cwd or home', () => {
    const { root, home, refusal } = world()
    expect(refusal('/')).toContain('refusing to empty the root directory /')
    expect(refusal(home)).toBe(`refusing to empty your home directory ${home}`)
    expect(refusal(root)).toContain('it holds your home directory')
    expect(refusal('..')).toContain('it holds the current directory')
    expect(refusal('../..')).toContain('it holds')
    expect(refusal('.')).toBeUndefined()
    expect(refusal('sub')).toBeUndefined()
    expect(refusal('../sibling')).toBeUndefined()
    expect(refusal(join(home, '.ssh'), root)).toBeUndefined() // named on purpose, not the home
  })

  it('compares real paths: a symbolic link to the root, home, a parent or cwd is refused', () => {
    const { root, home, cwd, refusal } = world()
    const link = (name: string, to: string) => {
      symlinkSync(to, join(cwd, name))
      return name
    }
    expect(refusal(link('to-root', '/'))).toBe(
      `refusing to empty the root directory ${join(cwd, 'to-root')} (really /)`,
    )
    expect(refusal(link('to-home', home))).toBe(
      `refusing to empty your home directory ${join(cwd, 'to-home')} (really ${home})`,
    )
    expect(refusal(link('to-home-relative', '../../../home'))).toContain('your home directory')
    expect(refusal(link('to-parent', '..'))).toContain('it holds the current directory')
    expect(refusal(link('to-world', root))).toContain('it holds')
    expect(refusal(link('to-self', '.'))).toContain('the current directory through a symbolic link')
    // Through a chain of links, and a link in the middle of the path.
    expect(refusal(link('chain', join(cwd, 'to-home')))).toContain('your home directory')
    expect(refusal(`${link('to-work', join(root, 'work'))}/project`)).toContain(
      'it holds the current directory',
    )
    // The home folder given through a link of its own: its real path counts too.
    symlinkSync(home, join(root, 'home-link'))
    expect(
      overwriteRefusal(resolveTarget(cwd, home), { cwd, home: join(root, 'home-link') }),
    ).toContain('your home directory')
    // A link to an ordinary folder is that folder: it may be emptied.
    expect(refusal(link('to-elsewhere', join(root, 'elsewhere')))).toBeUndefined()
  })

  it('emptying removes links inside the folder, never what they point to', () => {
    const { root, home } = world()
    const dir = join(root, 'elsewhere')
    symlinkSync(home, join(dir, 'home-link'))
    mkdirSync(join(dir, 'sub'))
    symlinkSync(join(home, '.ssh'), join(dir, 'sub', 'ssh-link'))
    symlinkSync(join(home, '.ssh', 'id_ed25519'), join(dir, 'key-link'))
    emptyDir(dir)
    expect(readdirSync(dir)).toEqual([])
    expect(existsSync(join(home, '.ssh', 'id_ed25519'))).toBe(true)
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

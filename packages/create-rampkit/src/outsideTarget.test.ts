import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { type CliIo, main } from './create.js'

// create-rampkit never deletes or writes outside the folder it creates, whatever links, `..`
// and absolute paths lead there. Each run builds a throwaway world (its own home folder with
// .ssh, the current directory three levels down, other folders holding links that point out),
// runs the command in it, and compares the whole world, links unfollowed, before and after.

const templatesDir = fileURLToPath(new URL('../templates', import.meta.url))
const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'create-rampkit-outside-')))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** The places of the world a link may point to or a path may name, relative to its root. */
const PLACES = [
  '.',
  'home',
  'home/.ssh',
  'work',
  'work/project',
  'work/project/cwd',
  'work/project/cwd/existing',
  'other',
  'other/deep',
  'empty',
  'missing/app',
  'file.txt',
] as const

interface Layout {
  /** Links made in the world before the run: where they are, where they point, how written. */
  links: { at: 'cwd' | 'other' | 'other/deep' | 'home'; to: string; relative: boolean }[]
  /** The directory argument: segments joined with `/`, relative or absolute (cwd's or root's). */
  segments: string[]
  from: 'relative' | 'absolute cwd' | 'absolute root'
  overwrite: boolean
}

const SEGMENTS = ['l0', 'l1', 'l2', 'l3', '..', '.', 'app', 'existing', 'other', 'home'] as const

const layout: fc.Arbitrary<Layout> = fc.record({
  links: fc.array(
    fc.record({
      at: fc.constantFrom('cwd', 'cwd', 'other', 'other/deep', 'home'),
      // A link may point at a place or at another link (chains, loops, dangling ones).
      to: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...PLACES) },
        { weight: 1, arbitrary: fc.constantFrom('cwd/l0', 'cwd/l1', 'other/l2') },
      ),
      relative: fc.boolean(),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  // Mostly through a link of the cwd (the first two links are always made there).
  segments: fc
    .tuple(
      fc.constantFrom('l0', 'l0', 'l0', 'l1', 'l1', ...SEGMENTS),
      fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 2 }),
    )
    .map(([first, rest]) => [first, ...rest]),
  from: fc.constantFrom('relative', 'relative', 'relative', 'absolute cwd', 'absolute root'),
  overwrite: fc.constantFrom(true, true, false),
})

/** Builds a world and its links; returns its root, home and current directory. */
function buildWorld(spec: Layout) {
  const root = mkdtempSync(join(scratch, 'world-'))
  const home = join(root, 'home')
  const cwd = join(root, 'work', 'project', 'cwd')
  mkdirSync(join(home, '.ssh'), { recursive: true })
  writeFileSync(join(home, '.ssh', 'id_ed25519'), 'private key')
  writeFileSync(join(home, 'notes.md'), 'notes')
  mkdirSync(join(cwd, 'existing'), { recursive: true })
  writeFileSync(join(cwd, 'existing', 'mine.txt'), 'mine')
  writeFileSync(join(cwd, 'work.txt'), 'work')
  writeFileSync(join(root, 'work', 'project', 'package.json'), '{}')
  mkdirSync(join(root, 'other', 'deep'), { recursive: true })
  writeFileSync(join(root, 'other', 'deep', 'data.txt'), 'data')
  // Links inside a folder that may be emptied, pointing out of it.
  symlinkSync(home, join(root, 'other', 'to-home'))
  symlinkSync(join(home, '.ssh'), join(root, 'other', 'deep', 'to-ssh'))
  symlinkSync(join(home, 'notes.md'), join(root, 'other', 'to-notes'))
  mkdirSync(join(root, 'empty'))
  writeFileSync(join(root, 'file.txt'), 'file')
  const where = { cwd, other: join(root, 'other'), 'other/deep': join(root, 'other', 'deep'), home }
  spec.links.forEach((link, index) => {
    const at = join(index < 2 ? cwd : where[link.at], `l${index}`)
    const to = resolve(root, link.to.replace(/^cwd\//, 'work/project/cwd/'))
    try {
      symlinkSync(link.relative ? relative(dirname(at), to) : to, at)
    } catch {} // a name taken twice: the first link stays
  })
  return { root, home, cwd }
}

/** Every entry of `dir`, links read but never followed: path → what it is. */
function snapshot(dir: string, into = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    const stat = lstatSync(path)
    if (stat.isSymbolicLink()) into.set(path, `link → ${readlinkSync(path)}`)
    else if (stat.isDirectory()) {
      into.set(path, 'dir')
      snapshot(path, into)
    } else into.set(path, `file ${readFileSync(path, 'utf8')}`)
  }
  return into
}

/** The real path of a path that may not exist: its deepest existing ancestor's, then the rest. */
function realPath(path: string): string | undefined {
  const rest: string[] = []
  for (let current = path; ; current = dirname(current)) {
    try {
      return join(realpathSync(current), ...rest.reverse())
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined
      if (lstatSync(current, { throwIfNoEntry: false })?.isSymbolicLink()) return undefined
      if (dirname(current) === current) return undefined
      rest.push(basename(current))
    }
  }
}

const inside = (dir: string, path: string) => path === dir || path.startsWith(`${dir}/`)

function quietIo(cwd: string, home: string): CliIo {
  return {
    cwd,
    home,
    env: {},
    isTerminal: false,
    log: () => {},
    error: () => {},
    ask: async () => '',
    run: () => ({ ok: true }),
    templatesDir,
    version: '0.1.0',
    rampkitVersions: {},
  }
}

describe('create-rampkit writes and deletes only inside the folder it creates', () => {
  it('over generated layouts of symbolic links, `..` and absolute paths', async () => {
    await fc.assert(
      fc.asyncProperty(layout, async (spec) => {
        const { root, home, cwd } = buildWorld(spec)
        const base = { relative: '', 'absolute cwd': `${cwd}/`, 'absolute root': `${root}/` }
        const dir = base[spec.from] + spec.segments.join('/')
        const written = resolve(cwd, dir)
        // Never run where the real folder could be outside the world: that is the real disk.
        if (!inside(root, written)) return
        const real = realPath(written)
        if (real !== undefined && !inside(root, real)) return

        const before = snapshot(root)
        const code = await main(
          [dir, '--template', 'html', '--no-install', '--no-git'].concat(
            spec.overwrite ? ['--overwrite'] : [],
          ),
          quietIo(cwd, home),
        )
        const after = snapshot(root)
        const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
          (path) => before.get(path) !== after.get(path),
        )
        if (code !== 0) {
          // Refused (a protected folder, a dangling link, a loop, a file): nothing changed.
          expect(changed).toEqual([])
          return
        }
        expect(real).toBeDefined()
        const target = real as string
        expect(after.get(join(target, 'package.json'))).toMatch(/^file /)
        for (const path of changed) {
          // Inside the target, or a new folder on the way to it (`mkdir -p`).
          const madeOnTheWay =
            !before.has(path) && after.get(path) === 'dir' && inside(path, target)
          expect(inside(target, path) || madeOnTheWay, path).toBe(true)
        }
        // Never the home folder, the world's root or a folder holding the home folder or the
        // cwd: what they hold outside the target (.ssh, the cwd's files) is all still there.
        expect(inside(target, home)).toBe(false)
        expect(target !== cwd && inside(target, cwd)).toBe(false)
        expect(after.get(join(home, '.ssh', 'id_ed25519'))).toBe(
          inside(target, join(home, '.ssh')) ? undefined : 'file private key',
        )
      }),
      { numRuns: 150 },
    )
  }, 90_000)
})

// What `pnpm start` (scripts/start.mjs) says while nothing else is said: a fresh clone's build
// has tasks that run for minutes without a line (the docs, create-rampkit's templates, the Expo
// web export), and a silent terminal reads as a hung one. scripts/startProgress.test.ts.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

/** Quiet time after which a line says what is still awaited. */
export const PROGRESS_EVERY_MS = 15_000

/**
 * Prints `describe()` each time `everyMs` pass without a line: `output()` is called for every
 * other line printed (which restarts the wait), `stop()` when the wait is over. A `describe()`
 * of `undefined` prints nothing that time.
 */
export function createProgressReporter({ describe, print, everyMs = PROGRESS_EVERY_MS }) {
  let timer
  let stopped = false
  const schedule = () => {
    clearTimeout(timer)
    if (stopped) return
    timer = setTimeout(() => {
      const text = describe()
      if (text) print(text)
      schedule()
    }, everyMs)
    // It never keeps the process alive by itself.
    timer.unref?.()
  }
  schedule()
  return {
    output: schedule,
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}

/** `95_000` → "1 min 35 s", `8_000` → "8 s". */
export function formatDuration(ms) {
  const seconds = Math.max(0, Math.round(ms / 1000))
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`
}

/**
 * Follows turbo's task lines (`--output-logs=hash-only`: `<package>:<task>: cache miss,
 * executing <hash>` as a task starts, `cache hit, …` for one replayed from the cache) and says
 * which tasks are still running. Turbo prints nothing when a task ends: `runningPackages()`
 * names the packages whose folders the build's processes are working in now (see
 * `packagesAtWork`), or `undefined` where that cannot be seen, and then every task begun is
 * named as begun.
 */
export function createBuildProgress({ now = Date.now, runningPackages = () => undefined } = {}) {
  const startedAt = now()
  /** Tasks executing (cache misses) by package: their task name and when they began. */
  const begun = new Map()
  let replayed = 0
  return {
    /** One line of turbo's output. */
    observe(line) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes, if turbo adds them
      const plain = line.replace(/\x1b\[[0-9;]*m/g, '').trim()
      const match = /^(\S+):([\w:-]+): cache (miss|hit)/.exec(plain)
      if (!match) return
      const [, pkg, task, kind] = match
      if (kind === 'hit') replayed++
      else begun.set(pkg, { task: `${pkg}:${task}`, since: now() })
    },
    /** "Still building (3 min 5 s): waiting for …", or what turbo is at before any task. */
    describe() {
      const head = `Still building (${formatDuration(now() - startedAt)})`
      const atWork = runningPackages()
      const running = [...begun].filter(([pkg]) => atWork === undefined || atWork.has(pkg))
      const names = running.map(
        ([, { task, since }]) => `${task} (${formatDuration(now() - since)})`,
      )
      const finished = begun.size - running.length + replayed
      const done =
        finished === 0
          ? ''
          : `; ${finished} done${replayed > 0 ? `, ${replayed} from the cache` : ''}`
      if (begun.size + replayed === 0) return `${head}: turbo is preparing the tasks`
      if (names.length === 0) return `${head}: between tasks${done}`
      // Turbo does not say when a task ends: without /proc, the latest one begun.
      if (atWork === undefined)
        return `${head}: ${begun.size} tasks begun, the last ${names.at(-1)}`
      return `${head}: waiting for ${names.join(', ')}${done}`
    },
  }
}

/**
 * The names of the workspace packages whose folders the descendants of process `pid` are
 * working in (their current directories, under `root`, the repository root itself left out),
 * read from Linux's /proc. `undefined` where there is no /proc (macOS): the caller then says less.
 */
export function packagesAtWork(pid, root, proc = '/proc') {
  let entries
  try {
    entries = readdirSync(proc).filter((name) => /^\d+$/.test(name))
  } catch {
    return undefined
  }
  const children = new Map()
  for (const entry of entries) {
    try {
      // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so after the last ')'.
      const stat = readFileSync(join(proc, entry, 'stat'), 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const list = children.get(ppid) ?? []
      list.push(Number(entry))
      children.set(ppid, list)
    } catch {
      // gone since the listing
    }
  }
  const names = new Set()
  const queue = [...(children.get(pid) ?? [])]
  while (queue.length > 0) {
    const next = queue.shift()
    queue.push(...(children.get(next) ?? []))
    try {
      const name = packageNameAt(readlinkSync(join(proc, String(next), 'cwd')), root)
      if (name) names.add(name)
    } catch {
      // gone, or not ours to read
    }
  }
  return names
}

const packageNames = new Map()

/** The `name` of the nearest package.json at or above `dir`, below `root` (not root's own). */
function packageNameAt(dir, root) {
  const rel = relative(root, dir)
  if (rel === '' || rel.startsWith('..') || rel.split(sep).includes('node_modules')) return
  if (packageNames.has(dir)) return packageNames.get(dir)
  let name
  try {
    name = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name
  } catch {
    name = packageNameAt(dirname(dir), root)
  }
  packageNames.set(dir, name)
  return name
}

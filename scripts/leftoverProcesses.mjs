// The processes a test run leaves behind (test-all.mjs checks at its end, Linux /proc).
//
// A process is the run's if it started after the run began, was not running at its start, and
// either descends from the run's own process, carries the run's marker in its environment
// (RAMPKIT_TEST_RUN, which children inherit and spawnGroup keeps), or works in the run's temp
// folder (cwd or command line inside it); and so is whatever descends from such a process.
// An orphan re-parented to init is found by the marker or the temp folder. A process merely
// working in the repository is not enough: other work on the machine (a `pnpm start` in another
// terminal) runs there too, and must not be killed.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { RUN_MARKER } from './processGroups.mjs'

/**
 * One process from /proc/<pid>/stat: `start` is its start time in clock ticks since boot (with
 * `pid` it names the process even if the pid is reused later).
 */
function readStat(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name is in parentheses and may hold spaces or parentheses itself.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return {
    pid,
    state: fields[0],
    ppid: Number(fields[1]),
    pgid: Number(fields[2]),
    start: Number(fields[19]),
  }
}

function readOptional(read) {
  try {
    return read()
  } catch {
    // Gone meanwhile, a kernel thread, or another user's process: nothing to read.
    return ''
  }
}

/** Every live process (zombies left out: they hold nothing but a pid). */
export function listProcesses() {
  const processes = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const pid = Number(name)
    let stat
    try {
      stat = readStat(pid)
    } catch {
      continue
    }
    if (stat.state === 'Z') continue
    processes.push(stat)
  }
  return processes
}

function details(pid) {
  return {
    cmdline: readOptional(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
      .replaceAll('\0', ' ')
      .trim(),
    cwd: readOptional(() => readlinkSync(`/proc/${pid}/cwd`)),
    environ: readOptional(() => readFileSync(`/proc/${pid}/environ`, 'utf8')).split('\0'),
  }
}

const key = ({ pid, start }) => `${pid}:${start}`

/**
 * What the check needs from the start of a run: the processes running then and the run's
 * start time (this process's own: what the run starts, starts after it). Take it first.
 */
export function snapshotBeforeRun({ root = process.pid } = {}) {
  return { before: new Set(listProcesses().map(key)), since: readStat(root).start }
}

/**
 * The processes of the run still alive now: see the header. `root` is the run's own process,
 * `marker` the value of RUN_MARKER in the run's environment, `tempDir` its temp folder.
 * Returns { pid, ppid, pgid, cmdline, cwd } for each, parents before their children.
 */
export function findLeftovers(snapshot, { root = process.pid, marker, tempDir }) {
  const all = listProcesses()
  const byPid = new Map(all.map((stat) => [stat.pid, stat]))
  // This process and its ancestors (the pnpm that started the run) are the run itself.
  const self = new Set()
  for (let pid = process.pid; pid > 0 && !self.has(pid); pid = byPid.get(pid)?.ppid ?? 0)
    self.add(pid)
  const fresh = all.filter(
    (stat) =>
      !self.has(stat.pid) && stat.start >= snapshot.since && !snapshot.before.has(key(stat)),
  )
  const inTemp = (text) => Boolean(tempDir) && (text === tempDir || text.includes(`${tempDir}/`))
  const markerEntry = marker ? `${RUN_MARKER}=${marker}` : undefined
  const found = new Map()
  for (const stat of fresh) {
    const info = details(stat.pid)
    const own =
      (markerEntry !== undefined && info.environ.includes(markerEntry)) ||
      inTemp(info.cwd) ||
      inTemp(info.cmdline)
    found.set(stat.pid, { ...stat, cmdline: info.cmdline, cwd: info.cwd, own })
  }
  // Descendants of the root or of a process of the run (a fresh child of a fresh parent).
  const ofRun = (pid, seen = new Set()) => {
    if (pid === root) return true
    const entry = found.get(pid)
    if (!entry || seen.has(pid)) return false
    if (entry.own) return true
    seen.add(pid)
    return ofRun(entry.ppid, seen)
  }
  const leftovers = [...found.values()].filter((entry) => ofRun(entry.pid))
  const depth = (entry) => {
    let count = 0
    for (let parent = found.get(entry.ppid); parent; parent = found.get(parent.ppid)) {
      if (++count > found.size) break
    }
    return count
  }
  return leftovers
    .sort((a, b) => depth(a) - depth(b) || a.pid - b.pid)
    .map(({ pid, ppid, pgid, cmdline, cwd }) => ({ pid, ppid, pgid, cmdline, cwd }))
}

/** Alive and not a zombie (a zombie is dead; only its parent has not collected it yet). */
function alive(pid) {
  try {
    return readStat(pid).state !== 'Z'
  } catch {
    return false
  }
}

/** SIGTERM to each, SIGKILL after `graceMs` to those still alive; resolves when all are gone. */
export async function stopLeftovers(leftovers, { graceMs = 3_000 } = {}) {
  const signal = (pid, name) => {
    try {
      process.kill(pid, name)
    } catch {
      // Gone already.
    }
  }
  for (const { pid } of leftovers) signal(pid, 'SIGTERM')
  const wait = async (ms) => {
    const deadline = Date.now() + ms
    while (leftovers.some(({ pid }) => alive(pid)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await wait(graceMs)
  for (const { pid } of leftovers) if (alive(pid)) signal(pid, 'SIGKILL')
  await wait(5_000)
  return leftovers.filter(({ pid }) => alive(pid))
}

/** One line per process for the run's report: pid, parent, group, folder, command (shortened). */
export function describeLeftover({ pid, ppid, pgid, cmdline, cwd }) {
  const command = cmdline.length > 200 ? `${cmdline.slice(0, 199)}…` : cmdline
  return `pid ${pid} (parent ${ppid}, group ${pgid}) in ${cwd || '?'}: ${command || '?'}`
}

import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  describeLeftover,
  findLeftovers,
  snapshotBeforeRun,
  stopLeftovers,
} from './leftoverProcesses.mjs'
import { groupAlive, RUN_MARKER, spawnGroup, stopGroup } from './processGroups.mjs'

// test-all.mjs's end-of-run check, on processes leaked on purpose: a `sleep` in its own process
// group, and orphans (re-parented to init) found by the run's marker or its temp folder.

const pids: number[] = []
const dirs: string[] = []
afterEach(() => {
  for (const pid of pids.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {}
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rampkit-leftover-test-'))
  dirs.push(dir)
  return dir
}

/** Running: a zombie (exited, not yet collected by its parent) is not. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

/** `sh -c 'CMD & echo $!'`: the background command outlives the shell and goes to init. */
function orphan(command: string, options: { cwd: string; env?: NodeJS.ProcessEnv }): number {
  const run = spawnSync('sh', ['-c', `${command} >/dev/null 2>&1 & echo $!`], {
    cwd: options.cwd,
    env: options.env ?? {},
    encoding: 'utf8',
  })
  const pid = Number(run.stdout.trim())
  pids.push(pid)
  return pid
}

describe('findLeftovers', () => {
  it('finds a sleep leaked in its own process group, under this process', async () => {
    const snapshot = snapshotBeforeRun()
    const leaked = spawn('sleep', ['300'], { detached: true, stdio: 'ignore' })
    pids.push(leaked.pid!)
    leaked.unref()
    const found = findLeftovers(snapshot, { marker: undefined, tempDir: undefined })
    expect(found.map(({ pid }) => pid)).toContain(leaked.pid)
    const entry = found.find(({ pid }) => pid === leaked.pid)!
    expect(entry).toMatchObject({ ppid: process.pid, pgid: leaked.pid, cmdline: 'sleep 300' })
    expect(describeLeftover(entry)).toContain(`pid ${leaked.pid} (parent ${process.pid}`)

    expect(await stopLeftovers(found)).toEqual([])
    expect(alive(leaked.pid!)).toBe(false)
    expect(findLeftovers(snapshot, { marker: undefined, tempDir: undefined })).toEqual([])
  })

  it("finds an orphan by the run's marker, and one working in the run's temp folder", () => {
    const snapshot = snapshotBeforeRun()
    const runTemp = tempDir()
    const marked = orphan('sleep 301', {
      cwd: tempDir(),
      env: { PATH: process.env.PATH, [RUN_MARKER]: 'run-1' },
    })
    const inTemp = orphan('sleep 302', { cwd: runTemp, env: { PATH: process.env.PATH } })
    // Not the run's: another marker, another folder (another run or a developer's own work).
    const other = orphan('sleep 303', {
      cwd: tempDir(),
      env: { PATH: process.env.PATH, [RUN_MARKER]: 'run-2' },
    })
    const found = findLeftovers(snapshot, { marker: 'run-1', tempDir: runTemp })
    const foundPids = found.map(({ pid }) => pid)
    expect(foundPids).toContain(marked)
    expect(foundPids).toContain(inTemp)
    expect(foundPids).not.toContain(other)
    // Re-parented: not a child of this process (to init, or to a subreaper).
    expect(found.find(({ pid }) => pid === marked)!.ppid).not.toBe(process.pid)
  })

  it('leaves out what was running before the run started', () => {
    const runTemp = tempDir()
    const before = orphan('sleep 304', { cwd: runTemp, env: { PATH: process.env.PATH } })
    const snapshot = snapshotBeforeRun()
    const found = findLeftovers(snapshot, { marker: undefined, tempDir: runTemp })
    expect(found.map(({ pid }) => pid)).not.toContain(before)
  })
})

describe('spawnGroup and stopGroup', () => {
  it('stop the wrapper and what runs under it: nothing of the group is left', async () => {
    const snapshot = snapshotBeforeRun()
    // A wrapper like `pnpm exec` or `npx`: a shell that starts the real server and waits.
    const wrapper: ChildProcess = spawnGroup('sh', ['-c', 'sleep 305 & wait'], {
      stdio: 'ignore',
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const underIt = findLeftovers(snapshot, { marker: undefined, tempDir: undefined }).find(
      ({ cmdline }) => cmdline === 'sleep 305',
    )
    expect(underIt?.pgid).toBe(wrapper.pid)
    pids.push(underIt!.pid)

    await stopGroup(wrapper, { graceMs: 1_000 })
    expect(groupAlive(wrapper.pid!)).toBe(false)
    expect(alive(underIt!.pid)).toBe(false)
  })

  it("keeps the run's marker in a child given a reduced environment", async () => {
    const previous = process.env[RUN_MARKER]
    process.env[RUN_MARKER] = 'run-3'
    try {
      const child = spawnGroup('sh', ['-c', `echo "$${RUN_MARKER}"`], {
        env: { PATH: process.env.PATH },
        stdio: ['ignore', 'pipe', 'ignore'],
      })
      let output = ''
      child.stdout!.on('data', (chunk) => {
        output += chunk
      })
      await new Promise((resolve) => child.once('close', resolve))
      expect(output.trim()).toBe('run-3')
    } finally {
      if (previous === undefined) delete process.env[RUN_MARKER]
      else process.env[RUN_MARKER] = previous
    }
  })
})

import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createBuildProgress,
  createProgressReporter,
  formatDuration,
  PROGRESS_EVERY_MS,
  packagesAtWork,
} from './startProgress.mjs'

// `pnpm start`'s first run printed nothing from 116 s to 549 s while the docs, create-rampkit
// and Expo builds ran: it now says what it waits for after every 15 s of silence.
const root = fileURLToPath(new URL('..', import.meta.url))

afterEach(() => {
  vi.useRealTimers()
})

describe('the progress reporter', () => {
  it('speaks after every 15 s without a line, and only then', () => {
    vi.useFakeTimers()
    const printed: number[] = []
    const reporter = createProgressReporter({
      describe: () => 'still waiting',
      print: () => printed.push(Date.now()),
    })
    const start = Date.now()
    expect(PROGRESS_EVERY_MS).toBeLessThanOrEqual(15_000)
    vi.advanceTimersByTime(14_999)
    expect(printed).toEqual([])
    vi.advanceTimersByTime(1)
    expect(printed).toEqual([start + 15_000])
    // A line of the build's own (a task starting) at 20 s: the next report 15 s after it.
    vi.advanceTimersByTime(5_000)
    reporter.output()
    vi.advanceTimersByTime(14_999)
    expect(printed).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(printed).toEqual([start + 15_000, start + 35_000])
    // 7 minutes of a silent build (the 116 s to 549 s): never 15 s without a line.
    vi.advanceTimersByTime(433_000)
    // Every line of the terminal: the reports and the build's line at 20 s.
    const times = [start, start + 20_000, ...printed].sort((a, b) => a - b)
    const gaps = times.slice(1).map((time, i) => time - times[i]!)
    expect(Math.max(...gaps)).toBeLessThanOrEqual(15_000)
    expect(printed.length).toBeGreaterThanOrEqual(30)
    reporter.stop()
    const count = printed.length
    vi.advanceTimersByTime(60_000)
    expect(printed).toHaveLength(count)
  })

  it('prints nothing the times describe() has nothing to say', () => {
    vi.useFakeTimers()
    const printed: string[] = []
    let text: string | undefined
    const reporter = createProgressReporter({ describe: () => text, print: (t) => printed.push(t) })
    vi.advanceTimersByTime(15_000)
    text = 'now something'
    vi.advanceTimersByTime(15_000)
    expect(printed).toEqual(['now something'])
    reporter.stop()
  })
})

describe("the build's progress", () => {
  it("names the tasks still at work from turbo's lines and the folders at work", () => {
    vi.useFakeTimers()
    let atWork: Set<string> | undefined = new Set()
    const progress = createBuildProgress({ runningPackages: () => atWork })
    expect(progress.describe()).toBe('Still building (0 s): turbo is preparing the tasks')
    progress.observe('@rampkit/core:build: cache hit, suppressing logs 1a2b3c')
    vi.advanceTimersByTime(116_000)
    progress.observe('@rampkit/docs:build: cache miss, executing 8a7b6c')
    progress.observe('\x1b[36mcreate-rampkit:build: \x1b[0mcache miss, executing 4d5e6f')
    vi.advanceTimersByTime(30_000)
    progress.observe('@rampkit/expo-example:build: cache miss, executing 9f8e7d')
    progress.observe('@rampkit/docs:build: some output of its own')
    vi.advanceTimersByTime(95_000)
    atWork = new Set(['@rampkit/docs', '@rampkit/expo-example'])
    expect(progress.describe()).toBe(
      'Still building (4 min 1 s): waiting for @rampkit/docs:build (2 min 5 s), ' +
        '@rampkit/expo-example:build (1 min 35 s); 2 done, 1 from the cache',
    )
    atWork = new Set()
    expect(progress.describe()).toBe(
      'Still building (4 min 1 s): between tasks; 4 done, 1 from the cache',
    )
    // Without /proc (macOS), turbo's lines alone: the last task begun.
    atWork = undefined
    expect(progress.describe()).toBe(
      'Still building (4 min 1 s): 3 tasks begun, the last @rampkit/expo-example:build (1 min 35 s)',
    )
  })

  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0 s')
    expect(formatDuration(59_400)).toBe('59 s')
    expect(formatDuration(60_000)).toBe('1 min')
    expect(formatDuration(573_000)).toBe('9 min 33 s')
  })
})

describe('packagesAtWork', () => {
  let child: ChildProcess | undefined
  afterEach(() => {
    if (child?.pid) process.kill(-child.pid, 'SIGKILL')
    child = undefined
  })

  it.skipIf(process.platform !== 'linux')(
    "names the packages whose folders a process's descendants work in",
    async () => {
      // A shell at the root (as turbo is) starting a task in packages/core, a grandchild.
      child = spawn('sh', ['-c', '(cd packages/core/src && exec sleep 30) & wait'], {
        cwd: root,
        detached: true,
        stdio: 'ignore',
      })
      let names: Set<string> | undefined
      for (let i = 0; i < 50; i++) {
        names = packagesAtWork(child.pid!, root)
        if (names?.size) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(names).toEqual(new Set(['@rampkit/core']))
      expect(packagesAtWork(process.pid + 1_000_000, root)).toEqual(new Set())
      expect(packagesAtWork(child.pid!, root, '/no/such/proc')).toBeUndefined()
    },
  )
})

describe('pnpm start (scripts/start.mjs) during a silent build', () => {
  it.skipIf(process.platform !== 'linux')(
    'says what it is waiting for after a silence (15 s; 2 s here) without a line',
    async () => {
      // The script in a folder of its own, where `turbo` is a stand-in: one task that works in
      // its package's folder for 3 s without a word, then fails (so nothing is served). The
      // silence the script waits for is 2 s here (RAMPKIT_START_PROGRESS_MS), 15 s for a user.
      const dir = mkdtempSync(join(tmpdir(), 'rampkit-start-'))
      try {
        for (const file of [
          'start.mjs',
          'startProgress.mjs',
          'addresses.mjs',
          'processGroups.mjs',
        ]) {
          copyFileSync(join(root, 'scripts', file), join(dir, file))
        }
        mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true })
        mkdirSync(join(dir, 'slow'))
        writeFileSync(join(dir, 'slow/package.json'), '{"name":"@rampkit/slow"}')
        const turbo = join(dir, 'node_modules/.bin/turbo')
        writeFileSync(
          turbo,
          [
            '#!/bin/sh',
            'case "$*" in *errors-only*) echo "the error"; exit 3;; esac',
            'echo "@rampkit/slow:build: cache miss, executing 0123abcd"',
            'cd slow && sleep 3',
            'exit 3',
          ].join('\n'),
        )
        chmodSync(turbo, 0o755)
        const run = spawn(process.execPath, ['start.mjs'], {
          cwd: dir,
          stdio: 'pipe',
          env: { ...process.env, RAMPKIT_START_PROGRESS_MS: '2000' },
        })
        let output = ''
        run.stdout.on('data', (chunk) => {
          output += chunk
        })
        run.stderr.on('data', (chunk) => {
          output += chunk
        })
        const code = await new Promise((resolve) => run.on('exit', resolve))
        expect(code, output).toBe(3)
        expect(output).toMatch(
          /\[build\] +@rampkit\/slow:build: cache miss[^\n]*\nStill building \([23] s\): waiting for @rampkit\/slow:build \([23] s\)\n/,
        )
        expect(output).toMatch(/The build failed \(exit 3\)/)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  )
})

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { commandEnv, npmInstall, projectWithTarballs, runCommand, tarballsOf } from './commands.mjs'

describe('runCommand', () => {
  it('gives stdout and stderr as one output, and ok from the exit code', async () => {
    const script = "console.log('out'); console.error('err'); process.exitCode = 3"
    const result = await runCommand(process.execPath, ['-e', script])
    expect(result).toEqual({ ok: false, output: 'out\nerr\n', timedOut: false })
  })

  it('runs in cwd with the environment given', async () => {
    const cwd = tmpdir()
    const result = await runCommand(
      process.execPath,
      ['-e', 'console.log(process.cwd(), process.env.RAMPKIT_PROBE, process.env.NO_COLOR)'],
      { cwd, env: commandEnv({ RAMPKIT_PROBE: 'given' }) },
    )
    expect(result.output.trim()).toBe(`${cwd} given 1`)
  })

  it('stops a command at its timeout and says so', async () => {
    const started = performance.now()
    const result = await runCommand(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
      timeoutMs: 200,
    })
    expect(result).toMatchObject({ ok: false, timedOut: true })
    expect(result.output).toContain('(stopped after 200 ms)')
    expect(performance.now() - started).toBeLessThan(10_000)
  })

  it('answers a failed run for a command that cannot start', async () => {
    const result = await runCommand('rampkit-no-such-command', [])
    expect(result.ok).toBe(false)
    expect(result.output).toContain('ENOENT')
  })
})

describe('npmInstall', () => {
  let dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    dirs = []
  })

  /**
   * A folder whose `npm` logs its arguments to calls.log, then runs `script` (sh): npmInstall's
   * own npm, with PATH led by that folder.
   */
  function fakeNpm(script: string) {
    const bin = mkdtempSync(join(tmpdir(), 'rampkit-fake-npm-'))
    dirs.push(bin)
    writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho "$@" >> "${bin}/calls.log"\n${script}\n`, {
      mode: 0o755,
    })
    const env = { PATH: `${bin}:${process.env.PATH}` }
    const calls = () => readFileSync(join(bin, 'calls.log'), 'utf8').trim().split('\n')
    return { bin, env, calls }
  }

  it('runs an install that hung once more, and says so', async () => {
    // The first call hangs (as npm did in a CI run); the second finishes.
    const npm = fakeNpm(
      'if [ -e "$(dirname "$0")/hung" ]; then echo installed; exit 0; fi\n' +
        'touch "$(dirname "$0")/hung"; exec sleep 60',
    )
    const result = await npmInstall(npm.bin, npm.env, { args: ['a.tgz'], timeoutMs: 1_000 })
    expect(result).toMatchObject({ ok: true, timedOut: false })
    expect(result.output).toContain('(npm install hung: ran it again)')
    expect(result.output).toContain('installed')
    expect(npm.calls()).toEqual([
      'install --loglevel=error a.tgz',
      'install --loglevel=error a.tgz',
    ])
  })

  it('runs a failed install once only: a failure is an answer', async () => {
    const npm = fakeNpm('echo "npm error 404"; exit 1')
    const result = await npmInstall(npm.bin, npm.env, { timeoutMs: 5_000 })
    expect(result).toEqual({ ok: false, output: 'npm error 404\n', timedOut: false })
    expect(npm.calls()).toHaveLength(1)
  })

  it('gives up after a second hang', async () => {
    const npm = fakeNpm('exec sleep 60')
    const result = await npmInstall(npm.bin, npm.env, { timeoutMs: 500 })
    expect(result).toMatchObject({ ok: false, timedOut: true })
    expect(npm.calls()).toHaveLength(2)
  })
})

describe('projectWithTarballs', () => {
  let dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    dirs = []
  })

  it('copies the fixture without what skip matches and adds the tarballs as file: dependencies', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'rampkit-fixture-'))
    dirs.push(fixture)
    writeFileSync(join(fixture, 'package.json'), '{ "dependencies": { "vite": "8.3.8" } }')
    writeFileSync(join(fixture, 'package-lock.json'), '{}')
    mkdirSync(join(fixture, 'node_modules'))
    writeFileSync(join(fixture, 'app.js'), 'export {}')
    const manifest = { '@rampkit/core': { tarball: '/packed/rampkit-core.tgz' } }

    const work = projectWithTarballs(fixture, {
      prefix: 'rampkit-project-',
      tarballs: tarballsOf(manifest),
    })
    dirs.push(work)

    expect(JSON.parse(readFileSync(join(work, 'package.json'), 'utf8'))).toEqual({
      dependencies: { vite: '8.3.8', '@rampkit/core': 'file:/packed/rampkit-core.tgz' },
    })
    expect(readFileSync(join(work, 'app.js'), 'utf8')).toBe('export {}')
    expect(() => readFileSync(join(work, 'package-lock.json'))).toThrow()
    expect(() => readFileSync(join(work, 'node_modules'))).toThrow()
  })

  it('copies fixtures beside it into sub-folders, their dependencies joining the project', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'rampkit-fixture-'))
    const kit = mkdtempSync(join(tmpdir(), 'rampkit-fixture-kit-'))
    dirs.push(fixture, kit)
    writeFileSync(join(fixture, 'package.json'), '{ "dependencies": { "vite": "8.3.8" } }')
    writeFileSync(
      join(kit, 'package.json'),
      '{ "dependencies": { "vite": "8.3.8", "vitest": "4.1.12" } }',
    )
    writeFileSync(join(kit, 'package-lock.json'), '{}')
    mkdirSync(join(kit, 'node_modules'))
    writeFileSync(join(kit, 'kit.test.js'), 'export {}')

    const work = projectWithTarballs(fixture, {
      prefix: 'rampkit-project-',
      tarballs: { '@rampkit/testing': '/packed/rampkit-testing.tgz' },
      beside: { 'testing-kit': kit },
    })
    dirs.push(work)

    expect(JSON.parse(readFileSync(join(work, 'package.json'), 'utf8'))).toEqual({
      dependencies: {
        vite: '8.3.8',
        vitest: '4.1.12',
        '@rampkit/testing': 'file:/packed/rampkit-testing.tgz',
      },
    })
    expect(readFileSync(join(work, 'testing-kit', 'kit.test.js'), 'utf8')).toBe('export {}')
    for (const left of ['package.json', 'package-lock.json', 'node_modules'])
      expect(() => readFileSync(join(work, 'testing-kit', left))).toThrow()
  })

  it('refuses fixtures that pin a dependency to different versions (one install, one version)', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'rampkit-fixture-'))
    const kit = mkdtempSync(join(tmpdir(), 'rampkit-fixture-kit-'))
    dirs.push(fixture, kit)
    writeFileSync(join(fixture, 'package.json'), '{ "dependencies": { "vite": "8.3.8" } }')
    writeFileSync(join(kit, 'package.json'), '{ "dependencies": { "vite": "7.0.0" } }')
    expect(() =>
      projectWithTarballs(fixture, { prefix: 'rampkit-project-', tarballs: {}, beside: { kit } }),
    ).toThrow('vite@7.0.0')
  })

  it('names a package the manifest lacks', () => {
    expect(() => tarballsOf({}, ['@rampkit/react'])).toThrow('@rampkit/react was not packed')
  })
})

import { type ChildProcess, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../packages/server-plumbing/src/testSockets.js'
import { ADDRESSES } from '../addresses.mjs'
import { spawnGroup, stopGroup } from '../processGroups.mjs'

// What a newcomer does first, on a fresh clone of this repository's HEAD: the README's set-up
// command, the sandbox CLI in every form the docs give, then `pnpm start` and every address of the
// README's table. The clone shares this checkout's turbo cache, so in CI (where the full build
// ran just before) its builds are cache hits; everything else is the clone's own. Every command
// that stays running is its own process group, stopped as one: stopping only the `pnpm exec` or
// `npx` wrapper left the sandbox under it running, orphaned, on its port.
const repo = fileURLToPath(new URL('../..', import.meta.url))
const readme = readFileSync(join(repo, 'README.md'), 'utf8')
let clone = ''
let setUpOutput = ''

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'rampkit-fresh-clone-'))
  const cloned = spawnSync('git', ['clone', '--quiet', repo, clone], { encoding: 'utf8' })
  expect(cloned.status, cloned.stderr).toBe(0)
  const setUp = spawnSync('bash', ['-c', readmeCommand('Install everything and run').setUp], {
    cwd: clone,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', TURBO_CACHE_DIR: join(repo, '.turbo', 'cache') },
  })
  setUpOutput = `${setUp.stdout}${setUp.stderr}`
  expect(setUp.status, setUpOutput).toBe(0)
})

afterAll(() => {
  if (clone) rmSync(clone, { recursive: true, force: true })
})

/** The README's two set-up commands are `SETUP && pnpm start` and `SETUP && pnpm test`. */
function readmeCommand(after: string): { setUp: string; then: string } {
  const block = readme.slice(readme.indexOf(after)).match(/```sh\n(.+)\n```/)
  const [setUp, then] = (block?.[1] ?? '').split(' && ')
  if (!setUp || !then) throw new Error(`no "SET-UP && COMMAND" block after "${after}" in README.md`)
  return { setUp, then }
}

describe("the README's set-up on a fresh clone", () => {
  it('links every bin and leaves no dependency build script pending', () => {
    expect(setUpOutput).not.toMatch(/Failed to create bin/)
    expect(setUpOutput).not.toMatch(/Ignored build scripts/)
  })

  it('makes the sandbox CLI runnable: pnpm exec rampkit-sandbox --help', () => {
    const help = spawnSync('pnpm', ['exec', 'rampkit-sandbox', '--help'], {
      cwd: clone,
      encoding: 'utf8',
    })
    expect(help.status, help.stderr).toBe(0)
    expect(help.stdout).toMatch(/rampkit-sandbox trigger <event>/)
  })
})

/** Every `pnpm exec rampkit-sandbox …` and `npx rampkit-sandbox …` line in the docs' code blocks. */
function documentedCliForms(): string[] {
  const files = [
    join(repo, 'README.md'),
    ...markdownFiles(join(repo, 'docs')),
    ...readdirSync(join(repo, 'packages')).map((name) => join(repo, 'packages', name, 'README.md')),
  ]
  const forms = new Set<string>()
  for (const file of files) {
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    // ```sh, or ```sh [In your app] inside a code group
    for (const block of text.matchAll(/```(?:sh|bash|shell)\b[^\n]*\n([\s\S]*?)```/g)) {
      for (const line of block[1]!.split('\n')) {
        const command = line.replace(/\s+#.*$/, '').trim()
        if (/^(pnpm exec|npx) rampkit-sandbox\b/.test(command)) forms.add(command)
      }
    }
  }
  return [...forms]
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return []
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return markdownFiles(path)
    return name.endsWith('.md') ? [path] : []
  })
}

describe('every documented form of the sandbox CLI, in the fresh clone', () => {
  const forms = documentedCliForms()
  let sandbox: ChildProcess | undefined
  let sandboxUrl = ''
  // `trigger` waits for the signed call to reach a receiver (`pnpm start`'s, in the docs): a
  // stand-in here that takes every call and records its signature header.
  let receiver: Server | undefined
  let receiverUrl = ''
  const signedCalls: string[] = []

  beforeAll(async () => {
    receiver = createHttpServer((request, response) => {
      if (request.method === 'POST') signedCalls.push(String(request.headers['x-body-signature']))
      request.resume()
      request.on('end', () => response.writeHead(200).end())
    })
    const receiverPort = await freePort()
    await new Promise<void>((resolve) => receiver!.listen(receiverPort, '127.0.0.1', resolve))
    receiverUrl = `http://127.0.0.1:${receiverPort}`
    const port = await freePort()
    sandboxUrl = `http://127.0.0.1:${port}`
    sandbox = spawnGroup(
      'pnpm',
      ['exec', 'rampkit-sandbox', '--port', String(port), '--webhook-target', receiverUrl],
      { cwd: clone, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    await waitForLine(sandbox, /listening on/)
  })

  afterAll(async () => {
    await stopGroup(sandbox)
    receiver?.close()
  })

  it('the docs give both forms: in this repository and in a host app', () => {
    expect(forms.some((form) => form.startsWith('pnpm exec rampkit-sandbox'))).toBe(true)
    expect(forms.some((form) => form.startsWith('npx rampkit-sandbox'))).toBe(true)
  })

  it.each(forms)('%s', async (form) => {
    const args = form.split(/\s+/)
    const [command, ...rest] = args[0] === 'npx' ? args : ['pnpm', ...args.slice(1)]
    const sub = rest[rest.indexOf('rampkit-sandbox') + 1]
    if (sub === 'trigger' || sub === 'deliveries') {
      // Against the sandbox and receiver this test started (the documented defaults are
      // `pnpm start`'s, which may be in use).
      const against =
        sub === 'trigger'
          ? ['--url', sandboxUrl, '--receiver-url', `${receiverUrl}/webhooks`]
          : ['--url', sandboxUrl]
      const calls = signedCalls.length
      const child = spawnGroup(command!, [...rest, ...against], {
        cwd: clone,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      if (rest.includes('--follow')) {
        // It follows until stopped: one line for the delivery a trigger makes. (Not spawnSync:
        // the stand-in receiver answers from this process's event loop.)
        const triggered = await runToEnd(
          spawnGroup(
            'pnpm',
            [
              'exec',
              'rampkit-sandbox',
              'trigger',
              'purchase.created',
              ...against.slice(0, 2),
              '--receiver-url',
              `${receiverUrl}/webhooks`,
            ],
            { cwd: clone, stdio: ['ignore', 'pipe', 'pipe'] },
          ),
        )
        expect(triggered.code, triggered.output).toBe(0)
        try {
          await waitForLine(child, /purchase/i)
        } finally {
          await stopGroup(child)
        }
      } else {
        const { code, output } = await runToEnd(child)
        expect(code, output).toBe(0)
        if (sub === 'trigger') {
          expect(signedCalls.length).toBeGreaterThan(calls)
          expect(signedCalls.at(-1)).toMatch(/\S/)
        }
      }
    } else {
      // The server form: on a free port instead of the documented one.
      const port = await freePort()
      const withPort = rest.map((arg, index) => (rest[index - 1] === '--port' ? String(port) : arg))
      if (!withPort.includes('--port')) withPort.push('--port', String(port))
      const server = spawnGroup(command!, withPort, {
        cwd: clone,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      try {
        await waitForLine(server, new RegExp(`listening on http://[^:]+:${port}`))
      } finally {
        await stopGroup(server)
      }
      // The group is gone: the port is free again, nothing of the server answers there.
      expect(await answers(`http://127.0.0.1:${port}/`)).toBe(false)
    }
  })
})

describe('pnpm start in the fresh clone', () => {
  let start: ChildProcess | undefined
  let output = ''
  let exit: Promise<number | null>

  beforeAll(async () => {
    const busy = (await Promise.all(ADDRESSES.map(({ url }) => answers(url)))).some(Boolean)
    if (busy) throw new Error("pnpm start's ports are in use: stop the running `pnpm start` first")
    // Its own process group, so that a "Ctrl-C" below reaches pnpm and the script as a
    // terminal's would.
    start = spawnGroup('bash', ['-c', readmeCommand('Run the sandbox').then], {
      cwd: clone,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TURBO_CACHE_DIR: join(repo, '.turbo', 'cache') },
    })
    for (const stream of [start.stdout, start.stderr]) {
      stream?.on('data', (chunk) => {
        output += chunk
      })
    }
    exit = new Promise((resolve) => start?.on('exit', (code) => resolve(code)))
    await waitForLine(start, /All \d+ addresses answer/, 600_000)
  })

  afterAll(async () => {
    await stopGroup(start)
  })

  it("lists the README table's addresses, one row each", () => {
    const tableUrls = [...readme.matchAll(/^\| (http:\/\/127\.0\.0\.1:\d+\S*) \|/gm)].map(
      (match) => match[1],
    )
    const normalise = (url: string) => url.replace(/\/$/, '')
    expect(tableUrls.map(normalise)).toEqual(ADDRESSES.map(({ url }) => normalise(url)))
  })

  it('says what it does: a line per build task, then one per address as it answers', () => {
    expect(output).toMatch(/Building the packages/)
    expect(output).toMatch(/\[build\]/)
    for (const { url } of ADDRESSES) expect(output).toContain(`✓ ${url}`)
  })

  it.each(ADDRESSES)('$url answers 200 ($what)', async ({ url }) => {
    const response = await fetch(url)
    expect(response.status).toBe(200)
  })

  it('serves a favicon where a browser asks for one', async () => {
    for (const url of ['http://127.0.0.1:8787/favicon.ico', 'http://127.0.0.1:5178/favicon.ico']) {
      expect((await fetch(url)).status, url).toBe(200)
    }
  })

  it('stops cleanly on Ctrl-C: exit 0, no ELIFECYCLE, every port free', async () => {
    process.kill(-start!.pid!, 'SIGINT')
    expect(await exit).toBe(0)
    expect(output).not.toMatch(/ELIFECYCLE/)
    expect(output).toMatch(/Stopped\./)
    const stillAnswering = await Promise.all(ADDRESSES.map(({ url }) => answers(url)))
    expect(stillAnswering.some(Boolean)).toBe(false)
  })
})

/** Waits for `child` to exit: its exit code and everything it printed. */
function runToEnd(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
    await response.body?.cancel()
    return true
  } catch {
    return false
  }
}

/** Resolves once `child` prints a line matching `pattern`; rejects if it exits first. */
function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(
      () => reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms:\n${seen}`)),
      timeoutMs,
    )
    const onData = (chunk: Buffer) => {
      seen += chunk
      if (pattern.test(seen)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (!pattern.test(seen)) reject(new Error(`exited (${code}) before ${pattern}:\n${seen}`))
    })
  })
}

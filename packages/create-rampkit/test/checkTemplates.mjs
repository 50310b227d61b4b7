#!/usr/bin/env node
// Every template as a user gets it: the published packages packed once (tarballs/pack.mjs), each
// app generated non-interactively by the packed create-rampkit's bin in a temporary folder,
// installed with npm with the packed @rampkit tarballs in place of the registry, then its own
// `test`, its `build`, and its `dev` (the app and the sandbox) opened in Chromium, where the quote
// table must show the sandbox's quotes. Two templates at a time (2 cores), one npm cache, one
// Chromium. Prints each template's seconds. The Expo template is checked up to its web build
// (install, typecheck, Jest, `expo export`): Expo's dev server is an interactive tool, and the
// example app's web build is what e2e/src/expo-example.test.ts drives in Chromium.
// Alone: node packages/create-rampkit/test/checkTemplates.mjs [template...] [--keep]
// (after `pnpm build`); screenshots go to the temporary folder it prints.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { methodLabel } from '@rampkit/core'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
export const ALL_TEMPLATES = ['expo', 'next', 'react', 'vue', 'svelte', 'html']

/** Debian's Chromium, quiet on a closed network (as e2e/src/support/browser.ts). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * The environment the apps' commands get: this process's, without what a surrounding Vitest run
 * sets (VITEST*, NODE_ENV=test), which would make an app's Vite or Vitest think it is inside it.
 */
function cleanEnv(extra = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV',
    ),
  )
  return { ...env, npm_config_update_notifier: 'false', NO_COLOR: '1', ...extra }
}

const seconds = (since) => Number(((performance.now() - since) / 1000).toFixed(1))

/** Runs a command to its end; resolves to `{ ok, output }` (never rejects). */
function exec(command, args, { cwd, env = {}, timeoutMs = 300_000 }) {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd,
      env: cleanEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const collect = (chunk) => {
      output += chunk
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      done({ ok: code === 0, output })
    })
  })
}

async function step(name, command, args, options) {
  const result = await exec(command, args, options)
  if (!result.ok) {
    const tail = result.output.split('\n').slice(-80).join('\n')
    throw new Error(`${name} failed: ${command} ${args.join(' ')} in ${options.cwd}\n${tail}`)
  }
  return result.output
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => done(port))
    })
  })
}

/** The published packages built? Builds what is missing (turbo; a no-op when up to date). */
function ensureBuilt(names) {
  const missing = names.filter(
    (dir) => !existsSync(join(repoRoot, 'packages', dir, 'dist')) && dir !== 'create-rampkit',
  )
  if (missing.length === 0 && existsSync(join(repoRoot, 'packages/create-rampkit/dist/cli.js')))
    return
  const run = spawnSync(
    'pnpm',
    ['turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'],
    { cwd: repoRoot, stdio: 'inherit' },
  )
  if (run.status !== 0) throw new Error('building the packages failed: run `pnpm build` first')
}

/**
 * Packs the packages into `scratch/packed` and unpacks create-rampkit's tarball: its bin is
 * what generates the apps.
 */
async function packAll(scratch) {
  const { pack } = await import(join(repoRoot, 'tarballs', 'pack.mjs'))
  ensureBuilt(['core', 'react', 'react-native', 'vue', 'svelte', 'element', 'sandbox', 'testing'])
  const manifest = pack({ out: join(scratch, 'packed'), log: () => {} })
  const tarball = manifest['create-rampkit']?.tarball
  if (!tarball) throw new Error('tarballs/pack.mjs packed no create-rampkit')
  const unpacked = join(scratch, 'create-rampkit')
  mkdirSync(unpacked)
  await step('unpack create-rampkit', 'tar', ['-xzf', tarball, '-C', unpacked], {
    cwd: scratch,
  })
  return { manifest, bin: join(unpacked, 'package', 'dist', 'cli.js') }
}

/** The generated app's `@rampkit/*` dependencies point at the tarballs (npm overrides too). */
function useTarballs(appDir, manifest) {
  const file = join(appDir, 'package.json')
  const app = JSON.parse(readFileSync(file, 'utf8'))
  const spec = (name) => `file:${manifest[name].tarball}`
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(app[field] ?? {})) {
      if (!name.startsWith('@rampkit/')) continue
      if (!manifest[name]) throw new Error(`${name} is not among the packed packages`)
      app[field][name] = spec(name)
    }
  }
  app.overrides = Object.fromEntries(
    Object.keys(manifest)
      .filter((name) => name.startsWith('@rampkit/'))
      .map((name) => [name, spec(name)]),
  )
  writeFileSync(file, `${JSON.stringify(app, null, 2)}\n`)
}

/** The sandbox's own quote for the page's first state (ETH_ETH, EUR 100): `{ method: amount }`. */
async function sandboxQuotes(sandboxUrl, label) {
  const response = await fetch(
    `${sandboxUrl}/api/host-api/v3/onramp/quote/all?hostApiKey=demo-host-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }),
    },
  )
  const body = await response.json()
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== 'asset')
      .map(([method, quote]) => [label(method), quote.cryptoAmount]),
  )
}

/** `dev` (scripts/dev.mjs: the sandbox and the app) on free ports, until `stop()`. */
async function startDev(appDir) {
  const [port, sandboxPort] = [await freePort(), await freePort()]
  const child = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: appDir,
    env: cleanEnv({
      PORT: String(port),
      RAMPKIT_SANDBOX_PORT: String(sandboxPort),
      NEXT_TELEMETRY_DISABLED: '1',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const url = `http://127.0.0.1:${port}/`
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done()
      child.once('exit', () => done())
      // dev.mjs stops the sandbox and the app on SIGTERM; its group is killed if it lingers.
      child.kill('SIGTERM')
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {}
      }, 5000).unref()
    })
  const started = performance.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dev exited (${child.exitCode}):\n${output}`)
    if (seconds(started) > 120) {
      await stop()
      throw new Error(`dev did not answer at ${url} in 120 s:\n${output}`)
    }
    try {
      const response = await fetch(url)
      if (response.ok) break
    } catch {}
    await new Promise((done) => setTimeout(done, 250))
  }
  return { url, sandboxUrl: `http://127.0.0.1:${sandboxPort}`, stop, output: () => output }
}

/** The dev page in Chromium: the quote table shows the sandbox's quotes, Buy opens the widget. */
async function checkPage(browser, dev, shotFile, label) {
  const context = await browser.newContext({ viewport: { width: 900, height: 820 } })
  try {
    const page = await context.newPage()
    const problems = []
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(dev.url)
    const expected = await sandboxQuotes(dev.sandboxUrl, label)
    const table = page.getByRole('table', { name: 'Quotes' })
    const readTable = () =>
      table.evaluate((element) =>
        Object.fromEntries(
          [...element.tBodies[0].rows].map((row) => [
            row.cells[0].textContent,
            row.querySelector('data')?.value,
          ]),
        ),
      )
    const deadline = performance.now() + 60_000
    let shown = {}
    while (performance.now() < deadline) {
      shown = await readTable().catch(() => ({}))
      if (JSON.stringify(shown) === JSON.stringify(expected)) break
      await page.waitForTimeout(250)
    }
    await page.screenshot({ path: shotFile, fullPage: true })
    if (JSON.stringify(shown) !== JSON.stringify(expected)) {
      throw new Error(
        `the page's quotes ${JSON.stringify(shown)} are not the sandbox's ${JSON.stringify(expected)}; page errors: ${problems.join('; ')}\n${dev.output().slice(-3000)}`,
      )
    }
    // Buy opens the sandbox's stand-in widget over the page, with the page's asset and amount.
    await page.getByRole('button', { name: 'Buy', exact: true }).click()
    const frame = page.frameLocator('iframe[title$="buy or sell crypto"]')
    await frame.getByText('Quotes are ready.').waitFor({ timeout: 20_000 })
    await page.screenshot({ path: shotFile.replace(/\.png$/, '-buy.png') })
    if (problems.length) throw new Error(`page errors: ${problems.join('; ')}`)
  } finally {
    await context.close()
  }
}

/**
 * Removes a folder in a child process left running: deleting an installed app (tens of
 * thousands of files) would otherwise keep the check waiting for a minute on a busy disk.
 */
function removeLater(dir) {
  spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' }).unref()
}

async function checkTemplate(template, { scratch, bin, manifest, browser, log, keep }) {
  const started = performance.now()
  const times = {}
  const timed = async (name, body) => {
    const at = performance.now()
    const result = await body()
    times[name] = seconds(at)
    return result
  }
  const apps = join(scratch, 'apps')
  const appDir = join(apps, `app-${template}`)
  // As `npm create` runs it: no terminal (pipes), npm's user agent. --no-install: the install
  // below puts the tarballs in place of the registry first.
  await timed('generate', () =>
    step(
      'create-rampkit',
      process.execPath,
      [bin, `app-${template}`, '--template', template, '--no-install', '--no-git'],
      { cwd: apps, env: { npm_config_user_agent: 'npm/10.9.2 node/v20.19.0 linux x64' } },
    ),
  )
  useTarballs(appDir, manifest)
  await timed('install', () =>
    step(
      'npm install',
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: appDir,
      },
    ),
  )
  if (template === 'expo') {
    await timed('typecheck', () =>
      step('npm run typecheck', 'npm', ['run', 'typecheck'], { cwd: appDir }),
    )
  }
  await timed('test', () => step('npm test', 'npm', ['test'], { cwd: appDir, env: { CI: '1' } }))
  await timed('build', () =>
    step('npm run build', 'npm', ['run', 'build'], {
      cwd: appDir,
      env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    }),
  )
  const shot = join(scratch, 'shots', `${template}.png`)
  if (template !== 'expo')
    await timed('dev in Chromium', async () => {
      const dev = await startDev(appDir)
      try {
        // The framework templates name methods as core's methodLabel does ("Card"); the plain
        // HTML page, on the script-tag build, shows the API's names.
        await checkPage(browser, dev, shot, template === 'html' ? (method) => method : methodLabel)
      } finally {
        await dev.stop()
      }
    })
  if (!keep) removeLater(appDir)
  const total = seconds(started)
  log(
    `✓ ${template} (${total} s: ${Object.entries(times)
      .map(([name, s]) => `${name} ${s}`)
      .join(', ')})`,
  )
  return { template, ok: true, seconds: total, times, shot }
}

/**
 * Checks `templates` two at a time; resolves to each one's result (`ok`, `seconds`, `error`)
 * and the folder holding the screenshots. `keep` leaves the temporary folder.
 */
export async function checkTemplates({
  templates = ALL_TEMPLATES,
  keep = false,
  log = console.log,
} = {}) {
  const started = performance.now()
  const scratch = mkdtempSync(join(tmpdir(), 'create-rampkit-check-'))
  mkdirSync(join(scratch, 'apps'))
  mkdirSync(join(scratch, 'shots'))
  const { chromium } = await import('playwright-core')
  const [{ manifest, bin }, browser] = await Promise.all([
    packAll(scratch),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
  log(`packed in ${seconds(started)} s into ${scratch}`)
  const queue = [...templates]
  const results = []
  const lane = async () => {
    for (let template = queue.shift(); template; template = queue.shift()) {
      const at = performance.now()
      try {
        results.push(await checkTemplate(template, { scratch, bin, manifest, browser, log, keep }))
      } catch (error) {
        log(`✗ ${template} (${seconds(at)} s)\n${error.message}`)
        results.push({ template, ok: false, seconds: seconds(at), error: error.message })
      }
    }
  }
  try {
    await Promise.all([lane(), lane()])
  } finally {
    await browser.close()
    // The screenshots stay, for a human to look at.
    if (!keep)
      for (const dir of ['apps', 'packed', 'create-rampkit']) removeLater(join(scratch, dir))
  }
  const total = seconds(started)
  log(`templates: ${results.filter((r) => r.ok).length}/${results.length} passed in ${total} s`)
  return { results, seconds: total, scratch, shots: join(scratch, 'shots') }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const templates = args.filter((arg) => !arg.startsWith('--'))
  const { results } = await checkTemplates({
    templates: templates.length ? templates : ALL_TEMPLATES,
    keep: args.includes('--keep'),
  })
  process.exit(results.every((result) => result.ok) ? 0 : 1)
}

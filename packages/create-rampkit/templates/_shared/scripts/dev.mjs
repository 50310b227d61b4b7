#!/usr/bin/env node
// `dev`: the local sandbox (`rampkit-sandbox` from @rampkit/sandbox: the host API and a stand-in
// widget on http://127.0.0.1:8787) and this app's dev server (the `dev:app` script) together.
// Ctrl-C stops both. RAMPKIT_SANDBOX_PORT moves the sandbox (the app is pointed at it), PORT
// moves the app.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, dirname, join } from 'node:path'

const root = join(import.meta.dirname, '..')
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'))
const sandboxManifest = createRequire(join(root, 'package.json')).resolve(
  '@rampkit/sandbox/package.json',
)
const sandboxBin = join(dirname(sandboxManifest), readJson(sandboxManifest).bin['rampkit-sandbox'])
const sandboxPort = process.env.RAMPKIT_SANDBOX_PORT || '8787'
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`

const env = {
  ...process.env,
  PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
}
if (process.env.RAMPKIT_SANDBOX_PORT) {
  // The app reads its addresses from .env; a moved sandbox wins over it.
  for (const prefix of ['VITE_', 'NEXT_PUBLIC_', 'EXPO_PUBLIC_', '']) {
    env[`${prefix}RAMPKIT_API_URL`] = `${sandboxUrl}/api`
    env[`${prefix}RAMPKIT_WIDGET_URL`] = `${sandboxUrl}/widget/`
  }
}

const children = []
let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    try {
      // The app runs in its own process group (its shell and the server under it).
      if (process.platform !== 'win32' && child.detached) process.kill(-child.pid, 'SIGTERM')
      else child.kill('SIGTERM')
    } catch {}
  }
  process.exitCode = code
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

const sandbox = spawn(
  process.execPath,
  [sandboxBin, '--port', sandboxPort, '--host', '127.0.0.1'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
children.push(sandbox)
let appStarted = false
sandbox.stdout.setEncoding('utf8')
sandbox.stdout.on('data', (text) => {
  // Its banner once, then one line per webhook attempt.
  process.stdout.write(text.replace(/^(?=.)/gm, '[sandbox] '))
  if (!appStarted && text.includes('listening on')) startApp()
})
sandbox.on('exit', (code) => {
  if (!stopping) {
    console.error(
      `[sandbox] exited (${code}). Is another sandbox on port ${sandboxPort}? Stop it, or set RAMPKIT_SANDBOX_PORT.`,
    )
    stop(1)
  }
})

function startApp() {
  appStarted = true
  const command = readJson(join(root, 'package.json')).scripts['dev:app']
  const detached = process.platform !== 'win32'
  // No stdin: a process group in the background must not read the terminal.
  const app = spawn(command, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    shell: true,
    detached,
  })
  app.detached = detached
  children.push(app)
  app.on('exit', (code) => stop(code ?? 0))
}

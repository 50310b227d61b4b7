#!/usr/bin/env node
// `dev`: the local sandbox (`rampkit-sandbox` from @rampkit/sandbox: the host API and a stand-in
// widget on http://127.0.0.1:8787), the app's webhook receiver (scripts/webhooks.mjs on
// http://127.0.0.1:8788, where the sandbox sends its signed calls) and this app's dev server
// (the `dev:app` script) together. Ctrl-C stops them all. RAMPKIT_SANDBOX_PORT moves the sandbox
// (the app is pointed at it), RAMPKIT_WEBHOOK_PORT the receiver, PORT the app.
//
// `dev -- --lan` (device mode: a phone or an emulator): the sandbox listens on every interface
// and answers for this machine's LAN addresses and 10.0.2.2 (an Android emulator's name for
// it); .env's sandbox addresses get the first LAN address (`--lan=ADDRESS` picks one). Plain
// `dev` puts 127.0.0.1 back.
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { networkInterfaces } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { describeCall, sandboxPublicKey, startWebhookReceiver } from './webhooks.mjs'

const root = join(import.meta.dirname, '..')
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'))
const sandboxManifest = createRequire(join(root, 'package.json')).resolve(
  '@rampkit/sandbox/package.json',
)
const sandboxBin = join(dirname(sandboxManifest), readJson(sandboxManifest).bin['rampkit-sandbox'])
const sandboxPort = process.env.RAMPKIT_SANDBOX_PORT || '8787'
const webhookPort = process.env.RAMPKIT_WEBHOOK_PORT || '8788'
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`

/** This machine's IPv4 addresses on its networks (not loopback). */
const lanAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((net) => net && net.family === 'IPv4' && !net.internal)
  .map((net) => net.address)
const lanFlag = process.argv.slice(2).find((arg) => arg === '--lan' || arg.startsWith('--lan='))
const lan = lanFlag !== undefined
const publicHost = lanFlag?.startsWith('--lan=') ? lanFlag.slice('--lan='.length) : lanAddresses[0]
if (lan && !publicHost) {
  console.error('[dev] --lan: this machine has no network address; give one: --lan=ADDRESS')
  process.exit(2)
}
const appHost = lan ? publicHost : '127.0.0.1'

/**
 * Points .env's sandbox addresses (`*RAMPKIT_API_URL`, `*RAMPKIT_WIDGET_URL`) at `host`, when they
 * name this machine (loopback, a LAN address of it, 10.0.2.2): an address of another server,
 * e.g. production's, stays. Returns whether the file changed.
 */
function pointEnvAt(host) {
  const file = join(root, '.env')
  let text
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return false
  }
  const ours = new Set(['127.0.0.1', 'localhost', '10.0.2.2', ...lanAddresses, host])
  const next = text.replace(
    /^(\w*RAMPKIT_(?:API|WIDGET)_URL=https?:\/\/)([^/:\s]+)(:\d+)/gm,
    (line, start, current, port) => (ours.has(current) ? `${start}${host}${port}` : line),
  )
  if (next === text) return false
  writeFileSync(file, next)
  return true
}
if (pointEnvAt(appHost)) console.log(`[dev] .env: the sandbox's addresses now name ${appHost}`)

const env = {
  ...process.env,
  PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
}
if (process.env.RAMPKIT_SANDBOX_PORT || lan) {
  // The app reads its addresses from .env; a moved sandbox wins over it.
  const url = `http://${appHost}:${sandboxPort}`
  for (const prefix of ['VITE_', 'NEXT_PUBLIC_', 'EXPO_PUBLIC_', '']) {
    env[`${prefix}RAMPKIT_API_URL`] = `${url}/api`
    env[`${prefix}RAMPKIT_WIDGET_URL`] = `${url}/widget/`
  }
}

const children = []
let receiver
let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  receiver?.close()
  receiver?.closeAllConnections()
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

const sandboxArgs = ['--port', sandboxPort, '--host', lan ? '0.0.0.0' : '127.0.0.1']
for (const host of ['127.0.0.1', 'localhost']) {
  sandboxArgs.push('--webhook-target', `http://${host}:${webhookPort}`)
}
if (lan) {
  for (const host of new Set([publicHost, ...lanAddresses, '10.0.2.2'])) {
    sandboxArgs.push('--allow-host', host)
  }
}
const sandbox = spawn(process.execPath, [sandboxBin, ...sandboxArgs], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
})
children.push(sandbox)
let started = false
sandbox.stdout.setEncoding('utf8')
sandbox.stdout.on('data', (text) => {
  // Its banner once, then one line per webhook attempt.
  process.stdout.write(text.replace(/^(?=.)/gm, '[sandbox] '))
  if (!started && text.includes('listening on')) {
    started = true
    startReceiver().then(startApp, (error) => {
      console.error(
        `[webhooks] cannot start on 127.0.0.1:${webhookPort} (${error.message}). Is another receiver there? Stop it, or set RAMPKIT_WEBHOOK_PORT.`,
      )
      stop(1)
    })
  }
})
sandbox.on('exit', (code) => {
  if (!stopping) {
    console.error(
      `[sandbox] exited (${code}). Is another sandbox on port ${sandboxPort}? Stop it, or set RAMPKIT_SANDBOX_PORT.`,
    )
    stop(1)
  }
})

async function startReceiver() {
  receiver = await startWebhookReceiver({
    publicKey: await sandboxPublicKey(sandboxUrl),
    port: webhookPort,
    onCall: (call) => console.log(`[webhooks] verified: ${describeCall(call)}`),
  })
  console.log(
    `[webhooks] receiving on http://127.0.0.1:${webhookPort}/webhooks (try: npx rampkit-sandbox trigger purchase.released${sandboxPort === '8787' && webhookPort === '8788' ? '' : ` --url ${sandboxUrl} --receiver-url http://127.0.0.1:${webhookPort}/webhooks`})`,
  )
  if (lan) {
    console.log(
      `[dev] device mode: the sandbox answers at http://${publicHost}:${sandboxPort} (an Android emulator: http://10.0.2.2:${sandboxPort})`,
    )
  }
}

function startApp() {
  if (stopping) return
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

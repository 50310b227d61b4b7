// The templates' webhook receiver (templates/_shared/scripts/webhooks.mjs, which every template's
// `dev` starts) run as a user runs it: beside the sandbox's CLI, with the key the sandbox
// serves, and called by `rampkit-sandbox trigger purchase.released` as the dashboard suggests.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, it } from 'vitest'
import { freePort } from './freePort.js'

const receiverScript = fileURLToPath(
  new URL('../templates/_shared/scripts/webhooks.mjs', import.meta.url),
)
const sandboxCli = fileURLToPath(
  new URL('../node_modules/@rampkit/sandbox/bin/rampkit-sandbox.js', import.meta.url),
)

const started: ChildProcess[] = []
afterEach(async () => {
  // Each child leads its own process group: the whole group goes.
  await Promise.all(
    started.splice(0).map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done()
          child.once('exit', () => done())
          try {
            process.kill(-(child.pid as number), 'SIGKILL')
          } catch {
            done()
          }
        }),
    ),
  )
})

/** Starts `node args…` in its own process group; `output()` is what it printed so far. */
function start(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  started.push(child)
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((done) => child.once('exit', done))
  return { output: () => output, exited }
}

async function waitFor(what: string, read: () => string, pattern: RegExp, ms = 15_000) {
  const deadline = Date.now() + ms
  while (!pattern.test(read())) {
    if (Date.now() > deadline) throw new Error(`${what}: no ${pattern} in ${ms} ms:\n${read()}`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

it('verifies the sandbox-signed call that `trigger purchase.released` sends and refuses a forged one', async () => {
  const [sandboxPort, webhookPort] = [await freePort(), await freePort()]
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
  const receiverUrl = `http://127.0.0.1:${webhookPort}/webhooks`
  const sandbox = start([
    sandboxCli,
    '--port',
    String(sandboxPort),
    '--webhook-target',
    `http://127.0.0.1:${webhookPort}`,
  ])
  await waitFor('sandbox', sandbox.output, /listening on/)
  const receiver = start([receiverScript], {
    RAMPKIT_SANDBOX_PORT: String(sandboxPort),
    RAMPKIT_WEBHOOK_PORT: String(webhookPort),
  })
  await waitFor('receiver', receiver.output, /receiving on/)

  const trigger = start([
    sandboxCli,
    'trigger',
    'purchase.released',
    '--url',
    sandboxUrl,
    '--receiver-url',
    receiverUrl,
  ])
  expect(await trigger.exited, trigger.output()).toBe(0)
  const id = /purchase\.released: purchase (\S+)/.exec(trigger.output())?.[1]
  expect(id, trigger.output()).toBeDefined()
  await waitFor(
    'receiver',
    receiver.output,
    new RegExp(`\\[webhooks\\] verified: purchase ${id} RELEASED \\(status RELEASED\\)`),
  )

  // The same shape of call, not signed by the sandbox's key: refused, and not printed.
  const forged = await fetch(`${receiverUrl}/purchase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-body-signature': 'MEUCIQ==' },
    body: JSON.stringify({ type: 'RELEASED', purchase: { id: 'forged' } }),
  })
  expect(forged.status).toBe(401)
  expect(await forged.json()).toEqual({ error: expect.any(String) })
  const unsigned = await fetch(`${receiverUrl}/purchase`, { method: 'POST', body: '{}' })
  expect(unsigned.status).toBe(401)
  expect(receiver.output()).not.toMatch(/forged/)
}, 30_000)

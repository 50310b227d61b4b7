import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyWebhookSignature } from '@rampkit/core/webhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartedSandbox, startSandbox } from '../src/server.js'
import { ensureBuiltCli, runCli, stopCliRuns } from './builtCli.js'
import { until } from './helpers.js'

// `rampkit-sandbox trigger` and `deliveries --follow`, the built CLI spawned against a sandbox
// on a free loopback port and a receiver that records the signed calls.

interface Received {
  path: string
  body: string
  signature: string
}

let sandbox: StartedSandbox
let receiver: Server
let receiverUrl: string
const received: Received[] = []

beforeAll(async () => {
  ensureBuiltCli()
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        body,
        signature: String(req.headers['x-body-signature']),
      })
      res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  sandbox = await startSandbox({
    port: 0,
    webhookTargets: [receiverUrl],
    lifecycle: { auto: false },
  })
}, 60_000)

afterAll(async () => {
  // A CLI a failed test left running (`deliveries --follow` runs until stopped).
  await stopCliRuns()
  await sandbox?.close()
  receiver?.closeAllConnections()
  receiver?.close()
})

describe('rampkit-sandbox trigger', () => {
  it.each([
    ['purchase.released', '/webhooks/purchase', 'RELEASED'],
    ['purchase.returned', '/webhooks/purchase', 'RETURNED'],
    ['purchase.error', '/webhooks/purchase', 'ERROR'],
    ['sale.expired', '/webhooks/offramp', 'EXPIRED'],
  ])(
    '%s delivers a signed %s call and prints it',
    async (event, path, type) => {
      const proc = runCli([
        'trigger',
        event,
        '--url',
        sandbox.url,
        '--receiver-url',
        `${receiverUrl}/webhooks`,
      ])
      expect(await proc.exit).toBe(0)
      const id = /: (?:purchase|sale) ([A-Za-z0-9_-]+)/.exec(proc.output())?.[1]
      expect(id).toBeDefined()
      expect(proc.output()).toContain(`${type} ${id} → ${receiverUrl}${path} (attempt 1): 200`)
      const call = await until(() =>
        received.find(
          (r) => r.path === path && r.body.includes(id!) && r.body.includes(`"type":"${type}"`),
        ),
      )
      const publicKey = sandbox.sandbox.state.webhooks.publicKeyPem()
      expect(
        await verifyWebhookSignature({ body: call.body, signature: call.signature, publicKey }),
      ).toBe(true)
    },
    30_000,
  )

  it('a receiver the sandbox does not admit: exit 1, the refusal names --webhook-target', async () => {
    const proc = runCli([
      'trigger',
      'purchase.created',
      '--url',
      sandbox.url,
      '--receiver-url',
      'http://127.0.0.1:9/w',
    ])
    expect(await proc.exit).toBe(1)
    expect(proc.errors()).toContain('--webhook-target http://127.0.0.1:9')
  }, 20_000)

  it('no sandbox at --url: exit 2 with a clear error; a bad event: exit 2', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    for (const command of [
      ['trigger', 'sale.created'],
      ['deliveries', '--follow'],
    ]) {
      const proc = runCli([...command, '--url', `http://127.0.0.1:${port}`])
      expect(await proc.exit).toBe(2)
      expect(proc.errors()).toContain(
        `no sandbox answers at http://127.0.0.1:${port} (ECONNREFUSED)`,
      )
    }
    const notSandbox = runCli(['deliveries', '--url', receiverUrl])
    expect(await notSandbox.exit).toBe(2)
    expect(notSandbox.errors()).toContain('rampkit-sandbox:')
    const bad = runCli(['trigger', 'purchase.nope'])
    expect(await bad.exit).toBe(2)
    expect(bad.errors()).toContain('unknown event "purchase.nope"')
  }, 20_000)
})

describe('rampkit-sandbox deliveries --follow', () => {
  it('prints the log, then one line per new attempt as it happens; SIGTERM exits 0', async () => {
    const follow = runCli(['deliveries', '--follow', '--url', sandbox.url])
    await until(() => follow.output().includes('RELEASED'))
    const trig = runCli([
      'trigger',
      'sale.created',
      '--url',
      sandbox.url,
      '--receiver-url',
      `${receiverUrl}/webhooks`,
    ])
    expect(await trig.exit).toBe(0)
    const id = /: sale ([A-Za-z0-9_-]+)/.exec(trig.output())?.[1]
    await until(() =>
      follow
        .output()
        .includes(`webhook sale CREATED ${id} → ${receiverUrl}/webhooks/offramp (attempt 1): 200`),
    )
    // One line for the new attempt. (Not a count of all lines: the log before it may still be
    // arriving in several chunks when RELEASED is first seen.)
    expect(
      follow
        .output()
        .split('\n')
        .filter((line) => line.includes(`sale CREATED ${id}`)),
    ).toHaveLength(1)
    follow.child.kill('SIGTERM')
    expect(await follow.exit).toBe(0)
  }, 30_000)
})

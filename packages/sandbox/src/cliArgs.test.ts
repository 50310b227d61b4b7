import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cliArgs.js'

describe('parseCliArgs', () => {
  it('defaults', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'run',
      options: {
        port: 8787,
        host: '127.0.0.1',
        apiKeys: [],
        rateLimit: 50,
        lifecycleStepMs: 2000,
        webhookRetryMs: 180_000,
        allowHosts: [],
        allowOrigins: [],
        webhookTargets: [],
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        idleTimeoutMs: 5_000,
        maxConnections: 256,
        maxConnectionsPerAddress: 32,
      },
    })
  })

  it('reads every flag, as two words or with =', () => {
    expect(
      parseCliArgs([
        '--port',
        '9000',
        '--host=0.0.0.0',
        '--api-key',
        'k1',
        '--api-key=k2',
        '--seed',
        '42',
        '--rate-limit=0',
        '--lifecycle-step-ms',
        '0',
        '--webhook-retry-ms=250',
        '--webhook-key-file',
        'keys/webhook.pem',
        '--allow-host',
        'sandbox:8787',
        '--allow-host=192.168.1.20',
        '--allow-origin',
        'https://App.example/',
        '--webhook-target',
        'http://127.0.0.1:9000/hooks',
        '--webhook-target=http://receiver:8788',
        '--widget-app-version',
        '1.0',
        '--headers-timeout-ms',
        '2000',
        '--request-timeout-ms=4000',
        '--idle-timeout-ms',
        '1500',
        '--max-connections=64',
        '--max-connections-per-address',
        '8',
      ]),
    ).toEqual({
      kind: 'run',
      options: {
        port: 9000,
        host: '0.0.0.0',
        apiKeys: ['k1', 'k2'],
        seed: 42,
        rateLimit: 0,
        lifecycleStepMs: 0,
        webhookRetryMs: 250,
        webhookKeyFile: 'keys/webhook.pem',
        allowHosts: ['sandbox:8787', '192.168.1.20'],
        allowOrigins: ['https://app.example'],
        widgetAppVersion: '1.0',
        webhookTargets: ['http://127.0.0.1:9000/hooks', 'http://receiver:8788'],
        headersTimeoutMs: 2000,
        requestTimeoutMs: 4000,
        idleTimeoutMs: 1500,
        maxConnections: 64,
        maxConnectionsPerAddress: 8,
      },
    })
  })

  it('help', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' })
    expect(parseCliArgs(['--port', '1', '-h'])).toEqual({ kind: 'help' })
  })

  it.each([
    [['--nope'], 'unknown option'],
    [['8787'], 'unexpected argument'],
    [['--port'], 'needs a value'],
    [['--port', '--host', 'x'], 'needs a value'],
    [['--port', '70000'], '--port must be'],
    [['--port', '-1'], '--port must be'],
    [['--port', '1.5'], '--port must be'],
    [['--seed', 'abc'], '--seed must be'],
    [['--rate-limit', '-3'], '--rate-limit must be'],
    [['--host', 'a b'], '--host must be'],
    [['--api-key', ''], '--api-key needs'],
    [['--allow-host', 'a b'], '--allow-host must be'],
    [['--allow-host', 'evil.example/path'], '--allow-host must be'],
    [['--allow-origin', 'app.example'], '--allow-origin must be'],
    [['--allow-origin', 'https://app.example/path'], '--allow-origin must be'],
    [['--allow-origin', 'null'], '--allow-origin must be'],
    [['--webhook-target', 'ftp://127.0.0.1/x'], '--webhook-target must be'],
    [['--widget-app-version', 'v2'], '--widget-app-version must be'],
    [['--widget-app-version', '2.0-beta'], '--widget-app-version must be'],
    [['--webhook-target', 'http://u:p@127.0.0.1:8788'], '--webhook-target must be'],
    [['--webhook-target', 'http://127.0.0.1:8788/x?token=1'], '--webhook-target must be'],
    [['--lifecycle-step-ms', '-1'], '--lifecycle-step-ms must be'],
    [['--lifecycle-step-ms', '86400001'], '--lifecycle-step-ms must be'],
    [['--webhook-retry-ms', '1e3'], '--webhook-retry-ms must be'],
    [['--webhook-key-file'], 'needs a value'],
    [['--webhook-key-file='], '--webhook-key-file must be'],
    [['--headers-timeout-ms', '0'], '--headers-timeout-ms must be'],
    [['--request-timeout-ms', '3600001'], '--request-timeout-ms must be'],
    [['--idle-timeout-ms', '5s'], '--idle-timeout-ms must be'],
    [['--max-connections', '0'], '--max-connections must be'],
    [['--max-connections-per-address', '0'], '--max-connections-per-address must be'],
    [['--help=1'], '--help takes no value'],
    [['--headers-timeout-ms', '40000'], 'must not exceed --request-timeout-ms'],
  ])('rejects %j with a clear message', (argv, message) => {
    const result = parseCliArgs(argv)
    expect(result.kind).toBe('error')
    expect(result.kind === 'error' && result.message).toContain(message)
  })

  it('never echoes an api key in an error', () => {
    const result = parseCliArgs(['--api-key', 'x'.repeat(300)])
    expect(result.kind === 'error' && result.message).not.toContain('xxxx')
  })
})

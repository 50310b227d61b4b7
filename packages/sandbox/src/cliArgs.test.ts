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
      },
    })
  })

  it('help', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' })
    expect(parseCliArgs(['--port', '1', '-h'])).toEqual({ kind: 'help' })
  })

  it.each([
    [['--nope'], 'unknown option'],
    [['8787'], 'unknown option'],
    [['--port'], 'needs a value'],
    [['--port', '--host', 'x'], 'needs a value'],
    [['--port', '70000'], '--port must be'],
    [['--port', '-1'], '--port must be'],
    [['--port', '1.5'], '--port must be'],
    [['--seed', 'abc'], '--seed must be'],
    [['--rate-limit', '-3'], '--rate-limit must be'],
    [['--host', 'a b'], '--host must be'],
    [['--api-key', ''], '--api-key needs'],
    [['--lifecycle-step-ms', '-1'], '--lifecycle-step-ms must be'],
    [['--lifecycle-step-ms', '86400001'], '--lifecycle-step-ms must be'],
    [['--webhook-retry-ms', '1e3'], '--webhook-retry-ms must be'],
    [['--webhook-key-file'], 'needs a value'],
    [['--webhook-key-file='], '--webhook-key-file must be'],
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

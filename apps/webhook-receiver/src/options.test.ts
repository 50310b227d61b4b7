import { describe, expect, it } from 'vitest'
import { CliUsageError, DEFAULT_PUBLIC_KEY_URL, parseCliOptions } from './options'

describe('parseCliOptions', () => {
  it('defaults to port 8788, localhost, ./.data/webhooks and the sandbox key URL', () => {
    expect(parseCliOptions([], {})).toEqual({
      port: 8788,
      host: '127.0.0.1',
      dataDir: './.data/webhooks',
      publicKey: { from: 'url', url: DEFAULT_PUBLIC_KEY_URL },
      keyAttempts: 15,
    })
  })

  it('reads flags, then env', () => {
    const options = parseCliOptions(
      ['--port', '9000', '--host', '0.0.0.0', '--data-dir', '/tmp/x', '--public-key-file', 'k.pem'],
      { PORT: '1', PUBLIC_KEY: 'ignored' },
    )
    expect(options).toMatchObject({ port: 9000, host: '0.0.0.0', dataDir: '/tmp/x' })
    expect(options.publicKey).toEqual({ from: 'file', path: 'k.pem' })
    expect(parseCliOptions([], { PORT: '7000', PUBLIC_KEY: 'pem' })).toMatchObject({
      port: 7000,
      publicKey: { from: 'env', pem: 'pem' },
    })
  })

  it('takes --public-key-url with or without a value', () => {
    expect(parseCliOptions(['--public-key-url'], {}).publicKey).toEqual({
      from: 'url',
      url: DEFAULT_PUBLIC_KEY_URL,
    })
    expect(parseCliOptions(['--public-key-url', '--port', '1'], {}).publicKey).toEqual({
      from: 'url',
      url: DEFAULT_PUBLIC_KEY_URL,
    })
    expect(parseCliOptions(['--public-key-url', 'http://h:1/k'], {}).publicKey).toEqual({
      from: 'url',
      url: 'http://h:1/k',
    })
  })

  it.each([
    [['--port', 'abc']],
    [['--port', '70000']],
    [['--unknown']],
    [['positional']],
    [['--public-key-url', 'ftp://x']],
    [['--public-key-file', 'a', '--public-key-url', 'http://x']],
    [['--key-attempts', '0']],
  ])('rejects %j with a usage error', (argv) => {
    expect(() => parseCliOptions(argv, {})).toThrow(CliUsageError)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RECEIVER_URL,
  DEFAULT_SANDBOX_URL,
  parseRemoteCommand,
  TRIGGER_EVENTS,
} from './commandArgs.js'

describe('parseRemoteCommand', () => {
  it('trigger <event> with defaults, and with --url / --receiver-url (two words or =)', () => {
    expect(parseRemoteCommand('trigger', ['purchase.released'])).toEqual({
      kind: 'trigger',
      event: 'purchase.released',
      url: DEFAULT_SANDBOX_URL,
      receiverUrl: DEFAULT_RECEIVER_URL,
      timeoutMs: 15_000,
    })
    expect(
      parseRemoteCommand('trigger', [
        '--url',
        'http://localhost:9000/',
        'sale.expired',
        '--receiver-url=http://127.0.0.1:7000/hooks',
      ]),
    ).toMatchObject({
      event: 'sale.expired',
      url: 'http://localhost:9000',
      receiverUrl: 'http://127.0.0.1:7000/hooks',
    })
  })

  it('deliveries [--follow] [--url]', () => {
    expect(parseRemoteCommand('deliveries', [])).toEqual({
      kind: 'deliveries',
      url: DEFAULT_SANDBOX_URL,
      follow: false,
      intervalMs: 500,
    })
    expect(parseRemoteCommand('deliveries', ['--follow', '--url=http://[::1]:8787'])).toMatchObject(
      {
        follow: true,
        url: 'http://[::1]:8787',
      },
    )
  })

  it.each([
    ['trigger', [], 'trigger needs an event'],
    ['trigger', ['purchase.nope'], 'unknown event "purchase.nope"'],
    ['trigger', ['purchase.created', 'sale.created'], 'unexpected argument at position 2'],
    ['trigger', ['purchase.created', '--follow'], 'unknown option "--follow" (trigger)'],
    ['trigger', ['purchase.created', '--url'], '--url needs a value'],
    ['trigger', ['purchase.created', '--url', 'ftp://x'], '--url needs an http(s) URL'],
    ['deliveries', ['--url', 'http://x/?a=1'], '--url needs an http(s) URL'],
    ['deliveries', ['--receiver-url', 'http://x'], 'unknown option "--receiver-url"'],
    ['deliveries', ['extra'], 'unexpected argument at position 1'],
    ['deliveries', ['--follow=yes'], '--follow takes no value'],
  ])('%s %j: %s', (command, argv, message) => {
    const parsed = parseRemoteCommand(command, argv)
    expect(parsed.kind).toBe('error')
    expect(parsed.kind === 'error' && parsed.message).toContain(message)
  })

  it('never throws, and every event it accepts is a known one (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('trigger', 'deliveries'),
        fc.array(fc.string()),
        (command, argv) => {
          const parsed = parseRemoteCommand(command, argv)
          if (parsed.kind === 'trigger') expect(TRIGGER_EVENTS).toContain(parsed.event)
        },
      ),
    )
  })
})

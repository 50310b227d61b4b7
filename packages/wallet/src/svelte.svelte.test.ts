// @vitest-environment jsdom
// A `.svelte.test.ts` file: compiled by Svelte, so it may use runes to read the state as a
// component does.
import { flushSync } from 'svelte'
import { afterEach, describe, expect, it } from 'vitest'
import { announce } from '../test/connectorFixtures.js'
import { fromWalletConnector, fromWalletSession } from './svelte.js'
import { createWalletConnector } from './walletConnector.js'
import { createWalletSession } from './walletSession.js'

let cleanup: (() => void)[] = []
afterEach(() => {
  for (const run of cleanup) run()
  cleanup = []
})

describe('fromWalletConnector (svelte)', () => {
  it('updates $derived and $effect readers on each change, and unsubscribes with them', async () => {
    const target = new EventTarget()
    const connector = createWalletConnector({ target })
    cleanup.push(() => connector.destroy())
    announce(target, 'a')
    const wallet = fromWalletConnector(connector)
    const seen: string[] = []
    let subscribers = 0
    const subscribe = connector.subscribe
    connector.subscribe = (listener) => {
      subscribers++
      const off = subscribe(listener)
      return () => {
        subscribers--
        off()
      }
    }
    const stop = $effect.root(() => {
      const names = $derived(wallet.current.wallets.map((w) => w.info.uuid).join(','))
      $effect(() => {
        seen.push(`${wallet.current.status} ${names}`)
      })
    })
    flushSync()
    expect(seen).toEqual(['disconnected a'])
    expect(subscribers).toBe(1)
    announce(target, 'b')
    flushSync()
    await connector.connect('a')
    flushSync()
    expect(seen).toEqual(['disconnected a', 'disconnected a,b', 'connecting a,b', 'connected a,b'])
    stop()
    await Promise.resolve()
    expect(subscribers).toBe(0)
    // Read outside any effect: the snapshot as it is.
    expect(wallet.current).toBe(connector.getSnapshot())
  })
})

describe('fromWalletSession (svelte)', () => {
  it('updates $effect readers as the session changes', async () => {
    const target = new EventTarget()
    const connector = createWalletConnector({ target })
    cleanup.push(() => connector.destroy())
    announce(target, 'a')
    const session = fromWalletSession(createWalletSession({ connector }))
    const seen: string[] = []
    const stop = $effect.root(() => {
      $effect(() => {
        seen.push(
          `${session.current.connector.status} ${typeof session.current.handlers.onSendCrypto}`,
        )
      })
    })
    cleanup.push(stop)
    flushSync()
    await connector.connect('a')
    flushSync()
    expect(seen.at(0)).toBe('disconnected undefined')
    expect(seen.at(-1)).toBe('connected function')
  })
})

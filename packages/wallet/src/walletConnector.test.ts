import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createWalletConnector,
  type DiscoveredWallet,
  type WalletConnector,
  type WalletConnectorState,
} from './walletConnector.js'

const alice = `0x${'a'.repeat(40)}`
const bob = `0x${'b'.repeat(40)}`

type Listener = (value: unknown) => void

/** A wallet's provider: answers `answers`, and emits its events through `emit`. */
function fakeProvider(answers: Record<string, () => unknown>) {
  const listeners = new Map<string, Set<Listener>>()
  return {
    request: vi.fn(async ({ method }: { method: string }) => {
      const answer = answers[method]
      if (!answer) throw Object.assign(new Error(`no ${method}`), { code: 4200 })
      return answer()
    }),
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, value: unknown) {
      for (const listener of listeners.get(event) ?? []) (listener as (v: unknown) => void)(value)
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}

const info = (uuid: string, name = `Wallet ${uuid}`) => ({
  uuid,
  name,
  icon: 'data:image/svg+xml,<svg/>',
  rdns: `io.example.${uuid}`,
})

/** Where a wallet announces itself: as an extension does, answering each request too. */
function announce(target: EventTarget, wallet: DiscoveredWallet) {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: wallet }))
}

const extension = (chainId = '0x1', accounts = [alice]) =>
  fakeProvider({ eth_requestAccounts: () => accounts, eth_chainId: () => chainId })

let connectors: WalletConnector[] = []
function connectorOn(target: EventTarget, options = {}) {
  const connector = createWalletConnector({ target, ...options })
  connectors.push(connector)
  return connector
}
afterEach(() => {
  for (const connector of connectors) connector.destroy()
  connectors = []
})

describe('createWalletConnector: discovery (EIP-6963)', () => {
  it('lists the wallets announced after it starts and those that answer its request', () => {
    const target = new EventTarget()
    const early = { info: info('early'), provider: extension() }
    // An extension that loaded first answers every requestProvider.
    target.addEventListener('eip6963:requestProvider', () => announce(target, early))
    const connector = connectorOn(target)
    const late = { info: info('late'), provider: extension() }
    announce(target, late)
    expect(connector.getSnapshot()).toEqual({ wallets: [early, late], status: 'disconnected' })
  })

  it('keeps one entry per uuid, in first-seen order, whatever the order and repeats', () => {
    const uuids = fc.constantFrom('a', 'b', 'c', 'd', 'e')
    fc.assert(
      fc.property(fc.array(uuids, { maxLength: 30 }), (order) => {
        const target = new EventTarget()
        const connector = createWalletConnector({ target })
        const snapshots: WalletConnectorState[] = []
        connector.subscribe(() => snapshots.push(connector.getSnapshot()))
        for (const uuid of order) announce(target, { info: info(uuid), provider: extension() })
        const firstSeen = [...new Set(order)]
        expect(connector.getSnapshot().wallets.map((w) => w.info.uuid)).toEqual(firstSeen)
        // A repeat changes nothing: a new snapshot only for a new wallet.
        expect(snapshots).toHaveLength(firstSeen.length)
        connector.destroy()
      }),
    )
  })

  it('ignores announcements that are not a wallet', () => {
    const target = new EventTarget()
    const connector = connectorOn(target)
    const before = connector.getSnapshot()
    for (const detail of [
      undefined,
      null,
      {},
      { info: info('x') },
      { info: {}, provider: extension() },
    ]) {
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    }
    expect(connector.getSnapshot()).toBe(before)
  })

  it('lists options.wallets first, and stops listening once destroyed', () => {
    const target = new EventTarget()
    const own = { info: info('dev', 'Sandbox wallet'), provider: extension() }
    const connector = connectorOn(target, { wallets: [own] })
    const listener = vi.fn()
    connector.subscribe(listener)
    connector.destroy()
    announce(target, { info: info('later'), provider: extension() })
    expect(connector.getSnapshot().wallets).toEqual([own])
    expect(listener).not.toHaveBeenCalled()
  })

  it('listens on window by default, and without window (a server) starts with no error', () => {
    const fakeWindow = new EventTarget()
    const requested = vi.fn()
    fakeWindow.addEventListener('eip6963:requestProvider', requested)
    vi.stubGlobal('window', fakeWindow)
    const connector = createWalletConnector()
    connectors.push(connector)
    expect(requested).toHaveBeenCalledOnce()
    announce(fakeWindow, { info: info('w'), provider: extension() })
    expect(connector.getSnapshot().wallets).toHaveLength(1)
    vi.unstubAllGlobals()
    expect(typeof window).toBe('undefined')
    const server = createWalletConnector()
    expect(server.getSnapshot()).toEqual({ wallets: [], status: 'disconnected' })
    server.destroy()
  })
})

describe('createWalletConnector: connecting', () => {
  function connectorWith(provider: ReturnType<typeof fakeProvider>) {
    const target = new EventTarget()
    const connector = connectorOn(target)
    announce(target, { info: info('w'), provider })
    return connector
  }

  it('asks eth_requestAccounts, reads the chain, and holds an EvmWallet of the provider', async () => {
    const provider = extension('0x7a69')
    const connector = connectorWith(provider)
    const statuses: string[] = []
    connector.subscribe(() => statuses.push(connector.getSnapshot().status))
    await connector.connect('w')
    const snapshot = connector.getSnapshot()
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(snapshot).toMatchObject({
      status: 'connected',
      connection: { address: alice, chainId: 31337 },
      walletInfo: info('w'),
    })
    expect(snapshot.error).toBeUndefined()
    expect(provider.request.mock.calls[0]?.[0]).toEqual({ method: 'eth_requestAccounts' })
    // The wallet is the provider's: eth_accounts is what it asks next.
    provider.request.mockResolvedValueOnce([bob]).mockResolvedValueOnce('0x1')
    await expect(snapshot.wallet?.connection()).resolves.toEqual({ address: bob, chainId: 1 })
    // Nothing changed: the same snapshot.
    expect(connector.getSnapshot()).toBe(snapshot)
  })

  it('follows accountsChanged and chainChanged, and an empty account list disconnects', async () => {
    const provider = extension()
    const connector = connectorWith(provider)
    await connector.connect('w')
    const { wallet } = connector.getSnapshot()
    provider.emit('chainChanged', '0x2105')
    expect(connector.getSnapshot().connection).toEqual({ address: alice, chainId: 8453 })
    const before = connector.getSnapshot()
    provider.emit('chainChanged', '0x2105')
    expect(connector.getSnapshot()).toBe(before)
    provider.emit('accountsChanged', [bob])
    expect(connector.getSnapshot().connection).toEqual({ address: bob, chainId: 8453 })
    expect(connector.getSnapshot().wallet).toBe(wallet)
    provider.emit('accountsChanged', [])
    expect(connector.getSnapshot()).toEqual({ wallets: before.wallets, status: 'disconnected' })
    expect(provider.listenerCount()).toBe(0)
  })

  it('removes its listeners on disconnect and on destroy', async () => {
    const provider = extension()
    const connector = connectorWith(provider)
    await connector.connect('w')
    expect(provider.listenerCount()).toBe(2)
    connector.disconnect()
    expect(provider.listenerCount()).toBe(0)
    expect(connector.getSnapshot().status).toBe('disconnected')
    await connector.connect('w')
    connector.destroy()
    expect(provider.listenerCount()).toBe(0)
  })

  it("makes the user's refusal (4001) a USER_REJECTED error, back to disconnected", async () => {
    const provider = fakeProvider({
      eth_requestAccounts: () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    const connector = connectorWith(provider)
    await connector.connect('w')
    const { status, error } = connector.getSnapshot()
    expect(status).toBe('disconnected')
    expect(error).toMatchObject({ name: 'WalletError', code: 'USER_REJECTED' })
    expect(provider.listenerCount()).toBe(0)
    // A new attempt clears the error.
    provider.request.mockResolvedValueOnce([alice]).mockResolvedValueOnce('0x1')
    await connector.connect('w')
    expect(connector.getSnapshot().status).toBe('connected')
    expect(connector.getSnapshot()).not.toHaveProperty('error')
  })

  it('names any other failure, an empty account list and an unknown wallet, never the wallet text', async () => {
    const failing = fakeProvider({ eth_requestAccounts: () => [alice] }) // no eth_chainId
    const connector = connectorWith(failing)
    await connector.connect('w')
    expect(connector.getSnapshot().error).toMatchObject({
      code: 'WALLET_FAILED',
      message: 'The wallet could not connect.',
    })
    const empty = connectorWith(extension('0x1', []))
    await empty.connect('w')
    expect(empty.getSnapshot().error).toMatchObject({ code: 'NOT_CONNECTED' })
    await empty.connect('nope')
    expect(empty.getSnapshot()).toMatchObject({
      status: 'disconnected',
      error: { code: 'NOT_CONNECTED' },
    })
  })

  it('drops a connection that completes after disconnect or another connect', async () => {
    let answer: (accounts: string[]) => void = () => {}
    const slow = fakeProvider({
      eth_requestAccounts: () => new Promise((resolve) => (answer = resolve)),
      eth_chainId: () => '0x1',
    })
    const connector = connectorWith(slow)
    const pending = connector.connect('w')
    expect(connector.getSnapshot().status).toBe('connecting')
    connector.disconnect()
    answer([alice])
    await pending
    expect(connector.getSnapshot()).toMatchObject({ status: 'disconnected' })
    expect(connector.getSnapshot().connection).toBeUndefined()
    expect(slow.listenerCount()).toBe(0)
  })
})

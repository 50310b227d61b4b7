import type { EvmAddress } from '@rampkit/core/chains'
import type { EvmWallet, WalletConnection } from './EvmWallet.js'
import { type Eip1193Provider, eip1193Wallet, providerChainId } from './eip1193Wallet.js'
import { WalletError } from './WalletError.js'
import { walletFailure } from './walletFailure.js'

/** What an EIP-6963 wallet says of itself (`uuid` is per page load; `rdns` names the wallet). */
export interface Eip6963ProviderInfo {
  readonly uuid: string
  readonly name: string
  /** An image as a data URI, for the wallet's button. */
  readonly icon: string
  readonly rdns: string
}

/** An EIP-1193 provider with its events (optional: a provider without them is not followed). */
export interface WalletProvider extends Eip1193Provider {
  on?(event: string, listener: (value: unknown) => void): unknown
  removeListener?(event: string, listener: (value: unknown) => void): unknown
}

/** A wallet the page can connect: announced (EIP-6963) or given in `options.wallets`. */
export interface DiscoveredWallet {
  readonly info: Eip6963ProviderInfo
  readonly provider: WalletProvider
}

/** Where the connection stands: none, asked of the wallet (`eth_requestAccounts`), or made. */
export type WalletConnectorStatus = 'disconnected' | 'connecting' | 'connected'

/** One snapshot of the connector: a new object whenever something changed, the same one otherwise. */
export interface WalletConnectorState {
  /** The wallets found so far, one per `info.uuid`, in the order they were first seen. */
  readonly wallets: readonly DiscoveredWallet[]
  readonly status: WalletConnectorStatus
  /** The connected account and chain (`connected` only), following the wallet's events. */
  readonly connection?: WalletConnection
  /** The connected provider as an `EvmWallet`, for the handlers (`connected` only). */
  readonly wallet?: EvmWallet
  /** The wallet connected or being connected. */
  readonly walletInfo?: Eip6963ProviderInfo
  /** Why the last `connect` failed: `USER_REJECTED` when the user refused. */
  readonly error?: WalletError
}

/** The options of `createWalletConnector`. */
export interface WalletConnectorOptions {
  /**
   * Wallets listed before the announced ones: a provider the page has that does not announce
   * itself (a development wallet of the local chain, `window.ethereum` of an older extension).
   */
  wallets?: readonly DiscoveredWallet[]
  /**
   * Where EIP-6963 is spoken: `window` by default. On a server there is none, and the connector
   * stays with `options.wallets`.
   */
  target?: EventTarget
}

/** The browser's wallets and the connected one, as a store to subscribe to (`createWalletConnector`). */
export interface WalletConnector {
  /** Calls `listener` after each change of the snapshot; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  getSnapshot(): WalletConnectorState
  /**
   * Connects the wallet of `uuid` (`eth_requestAccounts`, then `eth_chainId`). Never rejects: a
   * failure is the snapshot's `error`, and the status is back to `disconnected`.
   */
  connect(uuid: string): Promise<void>
  /** Forgets the connection (the wallet keeps its permission: EIP-1193 has no disconnect). */
  disconnect(): void
  /** Disconnects, stops listening for wallets and drops the subscribers. */
  destroy(): void
}

const ANNOUNCE = 'eip6963:announceProvider'

const isDiscoveredWallet = (detail: unknown): detail is DiscoveredWallet => {
  const { info, provider } = (detail ?? {}) as Partial<DiscoveredWallet>
  return typeof info?.uuid === 'string' && typeof provider?.request === 'function'
}

/**
 * Finds the browser's wallets (EIP-6963) and holds the one the user connects, as a store a
 * framework subscribes to (`useSyncExternalStore` and the like; see the `/react`, `/vue` and
 * `/svelte` entries). SSR-safe: without `window` nothing is listened to.
 */
export function createWalletConnector(options: WalletConnectorOptions = {}): WalletConnector {
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window)
  const listeners = new Set<() => void>()
  let state: WalletConnectorState = Object.freeze({
    wallets: Object.freeze([...(options.wallets ?? [])]),
    status: 'disconnected',
  })
  /** The connection attempt or the connected wallet's events; a later one makes it stale. */
  let session = { stop() {} }

  const set = (next: Omit<WalletConnectorState, 'wallets'> & Partial<WalletConnectorState>) => {
    state = Object.freeze({ wallets: state.wallets, ...next })
    for (const listener of [...listeners]) listener()
  }

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (!isDiscoveredWallet(detail)) return
    if (state.wallets.some((wallet) => wallet.info.uuid === detail.info.uuid)) return
    set({ ...state, wallets: Object.freeze([...state.wallets, Object.freeze({ ...detail })]) })
  }
  target?.addEventListener(ANNOUNCE, onAnnounce)
  // Wallets that loaded before us announce again when asked.
  target?.dispatchEvent(new Event('eip6963:requestProvider'))

  const disconnect = () => {
    session.stop()
    if (state.status !== 'disconnected' || state.error) set({ status: 'disconnected' })
  }

  async function connect(uuid: string) {
    session.stop()
    const found = state.wallets.find((wallet) => wallet.info.uuid === uuid)
    if (!found) {
      set({ status: 'disconnected', error: unknownWallet(uuid) })
      return
    }
    const { info: walletInfo, provider } = found
    let live = true
    const follow: [string, (value: unknown) => void][] = []
    session = {
      stop() {
        live = false
        for (const [event, listener] of follow) provider.removeListener?.(event, listener)
      },
    }
    set({ status: 'connecting', walletInfo })
    try {
      const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
      const chainId = await providerChainId(provider)
      if (!live) return
      const wallet = eip1193Wallet(provider)
      const connected = (connection: WalletConnection) =>
        set({ status: 'connected', connection, wallet, walletInfo })
      const [address] = accounts
      if (!address) throw new WalletError('The wallet gave no account.', { code: 'NOT_CONNECTED' })
      connected({ address: address as EvmAddress, chainId })
      follow.push(
        [
          'accountsChanged',
          (accounts) => {
            const [next] = accounts as readonly EvmAddress[]
            // No account left: the user took the page's permission back in the wallet.
            if (!next) return disconnect()
            if (next !== state.connection?.address) {
              connected({ ...(state.connection as WalletConnection), address: next })
            }
          },
        ],
        [
          'chainChanged',
          (hex) => {
            const chainId = Number(hex)
            if (chainId !== state.connection?.chainId) {
              connected({ ...(state.connection as WalletConnection), chainId })
            }
          },
        ],
      )
      for (const [event, listener] of follow) provider.on?.(event, listener)
    } catch (error) {
      if (live) set({ status: 'disconnected', error: connectFailure(error) })
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => state,
    connect,
    disconnect,
    destroy() {
      session.stop()
      target?.removeEventListener(ANNOUNCE, onAnnounce)
      listeners.clear()
    },
  }
}

const unknownWallet = (uuid: string) =>
  new WalletError(`No wallet ${JSON.stringify(uuid)} was found.`, { code: 'NOT_CONNECTED' })

/** A refusal to connect: the user's (4001) as `USER_REJECTED`, any other as `WALLET_FAILED`. */
function connectFailure(error: unknown): WalletError {
  const failure = walletFailure(error)
  return failure.code === 'USER_REJECTED' || failure === error
    ? failure
    : new WalletError('The wallet could not connect.', { code: 'WALLET_FAILED', cause: error })
}

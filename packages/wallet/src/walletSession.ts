import {
  fromBaseUnits,
  type RequestCryptoAccountHandler,
  type SendCryptoHandler,
} from '@rampkit/core'
import { type ChainAsset, evmAssetRef, type ServiceChainTable } from '@rampkit/core/chains'
import { cryptoAccountHandler } from './cryptoAccountHandler.js'
import { sendCryptoHandler } from './sendCryptoHandler.js'
import { SERVER_STATE } from './serverState.js'
import { type TransactionReceipt, transactionReceipt } from './transactionReceipt.js'
import type { WalletError } from './WalletError.js'
import type { WalletConnector, WalletConnectorState } from './walletConnector.js'
import type { WalletHandlerOptions } from './withConnection.js'

/** An asset of the service's list (core's `AssetInfo` fits): what a balance is read of. */
export interface WalletSessionAsset extends ChainAsset {
  decimals: number
}

/** The page's final transaction: a purchase's `finalTxHash`, or the hash of the sale's send. */
export interface FinalTransaction {
  readonly what: 'Purchase' | 'Sale'
  readonly hash: string
}

/**
 * The connected account's balance of the chosen asset. `text` is what a page shows: `2.5 ETH`,
 * or why there is no figure.
 */
export type WalletBalance = { readonly text: string } & (
  | { readonly status: 'none' } // no wallet connected
  | { readonly status: 'reading' }
  | { readonly status: 'read'; readonly units: bigint; readonly asset: WalletSessionAsset }
  | { readonly status: 'not-evm'; readonly asset: WalletSessionAsset }
  | { readonly status: 'other-chain'; readonly asset: WalletSessionAsset; readonly chainId: number }
  | { readonly status: 'error'; readonly asset: WalletSessionAsset }
)

/** The receipt of the final transaction, read through the connected wallet. `text` as a page shows it. */
export type FinalReceipt = { readonly text: string } & (
  | { readonly status: 'none' } // no final transaction yet
  | { readonly status: 'no-wallet' | 'waiting' | 'error'; readonly transaction: FinalTransaction }
  | {
      readonly status: 'mined'
      readonly transaction: FinalTransaction
      readonly receipt: TransactionReceipt
    }
)

/** The widget's wallet handlers of the connected wallet; none without one (the widget asks its user). */
export interface WalletSessionHandlers {
  readonly onRequestCryptoAccount?: RequestCryptoAccountHandler
  readonly onSendCrypto?: SendCryptoHandler
}

/** What `createWalletSession` holds now: read it with `getSnapshot()` or a framework binding. */
export interface WalletSessionState {
  /** The connector's snapshot: wallets, status, connection. */
  readonly connector: WalletConnectorState
  /** Give them to Buy's and Sell's widgets. A send remembers its hash as the final transaction. */
  readonly handlers: WalletSessionHandlers
  /** The handlers' last refusal (a send's is cleared by the next send). */
  readonly error: WalletError | null
  readonly balance: WalletBalance
  readonly receipt: FinalReceipt
}

/** The connector the session follows, and how its handlers and reads behave. */
export interface WalletSessionOptions {
  connector: WalletConnector
  /** The chain table for the handlers and the balance (core's `SERVICE_CHAINS` by default). */
  chains?: ServiceChainTable
  /** Each refusal of the handlers, beside `error` in the snapshot. */
  onError?: (error: WalletError) => void
  /** Time between two receipt reads; 1,000 ms by default. */
  receiptIntervalMs?: number
}

/** What the page tells the session; each field kept until given again. */
export interface WalletSessionInput {
  /** The chosen asset's id (`ETH_USDC`): the balance shown is of it. */
  assetId?: string
  /** The service's assets (`getAssets`), undefined while loading. */
  assets?: readonly WalletSessionAsset[] | undefined
  /** The followed purchase's `finalTxHash` once final: it becomes the final transaction. */
  purchaseTxHash?: string | null | undefined
}

/** A page's wallet part, as a store (`subscribe`/`getSnapshot`) a framework binding reads. */
export interface WalletSession {
  subscribe(listener: () => void): () => void
  /** The same object until something changes (useSyncExternalStore-safe). */
  getSnapshot(): WalletSessionState
  /** Tells the session the chosen asset, the assets list or the purchase's final hash. */
  update(input: WalletSessionInput): void
}

const NO_BALANCE: WalletBalance = Object.freeze({ status: 'none', text: '' })
const NO_RECEIPT: FinalReceipt = Object.freeze({ status: 'none', text: 'No transaction yet.' })

/** What a server renders, and hydration starts from: no wallet, no handler, nothing read. */
export const SERVER_SESSION_STATE: WalletSessionState = Object.freeze({
  connector: SERVER_STATE,
  handlers: Object.freeze({}),
  error: null,
  balance: NO_BALANCE,
  receipt: NO_RECEIPT,
})

function receiptState(
  transaction: FinalTransaction,
  status: 'no-wallet' | 'waiting' | 'error',
): FinalReceipt {
  const name = `${transaction.what} transaction ${transaction.hash}`
  const text =
    status === 'no-wallet'
      ? `${name} (connect a wallet to read its receipt)`
      : status === 'error'
        ? `${name}: no receipt`
        : `${name}: waiting to be mined…`
  return { status, transaction, text }
}

/**
 * The wallet part of a page, framework-agnostic: the connected wallet's handlers for the widget
 * (a send remembers its hash), the balance of the chosen asset (read again when a final
 * transaction is mined) and the receipt of the last final transaction (the sale's send, or the
 * purchase's `finalTxHash`). It follows the connector and reads the chain only while subscribed;
 * the last unsubscribe stops its reads.
 */
export function createWalletSession(options: WalletSessionOptions): WalletSession {
  const { connector, chains, receiptIntervalMs } = options
  const chainOptions = chains ? { chains } : {}
  const listeners = new Set<() => void>()
  let snapshot: WalletSessionState = { ...SERVER_SESSION_STATE, connector: connector.getSnapshot() }
  let input: WalletSessionInput = {}
  let transaction: FinalTransaction | undefined
  let stopConnector: (() => void) | undefined
  let balanceRead = 0
  let receiptWait: AbortController | undefined
  let followed: { hash?: string; provider?: unknown } = {}

  const set = (patch: Partial<WalletSessionState>) => {
    snapshot = { ...snapshot, ...patch }
    for (const listener of listeners) listener()
  }

  const handlersOf = (state: WalletConnectorState): WalletSessionHandlers => {
    const evm = state.wallet
    if (!evm) return SERVER_SESSION_STATE.handlers
    const handlerOptions: WalletHandlerOptions = {
      ...chainOptions,
      onError: (error) => {
        set({ error })
        options.onError?.(error)
      },
    }
    const send = sendCryptoHandler(evm, handlerOptions)
    return {
      onRequestCryptoAccount: cryptoAccountHandler(evm, handlerOptions),
      onSendCrypto: async (request) => {
        set({ error: null })
        const result = await send(request)
        transaction = { what: 'Sale', hash: result.txHash }
        followReceipt()
        return result
      },
    }
  }

  function readBalance() {
    const read = ++balanceRead
    const show = (balance: WalletBalance) => {
      if (read === balanceRead && listeners.size > 0) set({ balance })
    }
    const { wallet, connection } = snapshot.connector
    if (!wallet || !connection || !input.assetId) return show(NO_BALANCE)
    const asset = input.assets?.find(({ chain, symbol }) => `${chain}_${symbol}` === input.assetId)
    if (!asset) return show({ status: 'reading', text: 'Reading…' })
    let ref: ReturnType<typeof evmAssetRef>
    try {
      ref = evmAssetRef(asset, chainOptions)
    } catch {
      const text = `${asset.symbol} is not on an EVM chain: this wallet holds none.`
      return show({ status: 'not-evm', asset, text })
    }
    if (ref.chainId !== connection.chainId) {
      const text = `${asset.symbol} is on chain ${ref.chainId}; the wallet is on ${connection.chainId}.`
      return show({ status: 'other-chain', asset, chainId: ref.chainId, text })
    }
    show({ status: 'reading', text: 'Reading…' })
    wallet.balance(connection.address, ref.token).then(
      (units) =>
        show({
          status: 'read',
          units,
          asset,
          text: `${fromBaseUnits(units, asset.decimals)} ${asset.symbol}`,
        }),
      () => show({ status: 'error', asset, text: 'The balance could not be read.' }),
    )
  }

  /** The connected wallet's provider: where receipts are read. */
  const providerOf = (state: WalletConnectorState) =>
    state.wallets.find(({ info }) => info.uuid === state.walletInfo?.uuid)?.provider

  function followReceipt() {
    if (listeners.size === 0) return // read again at the next subscribe
    const provider = providerOf(snapshot.connector)
    if (followed.hash === transaction?.hash && followed.provider === provider) return
    followed = { ...(transaction ? { hash: transaction.hash } : {}), provider }
    receiptWait?.abort()
    receiptWait = undefined
    if (!transaction) return set({ receipt: NO_RECEIPT })
    const tx = transaction
    if (!provider) return set({ receipt: receiptState(tx, 'no-wallet') })
    const stop = new AbortController()
    receiptWait = stop
    set({ receipt: receiptState(tx, 'waiting') })
    transactionReceipt(provider, tx.hash, {
      signal: stop.signal,
      intervalMs: receiptIntervalMs,
    }).then(
      (receipt) => {
        const text = `${tx.what} transaction ${tx.hash}: ${receipt.status} in block ${receipt.blockNumber}`
        set({ receipt: { status: 'mined', transaction: tx, receipt, text } })
        readBalance() // a mined transaction moves the balance
      },
      () => {
        if (!stop.signal.aborted) set({ receipt: receiptState(tx, 'error') })
      },
    )
  }

  /** Follows the connector's snapshot: new handlers for a new wallet, the balance and receipt again. */
  function sync() {
    const state = connector.getSnapshot()
    const before = snapshot.connector
    if (state === before && stopConnector) return
    const patch: { -readonly [K in keyof WalletSessionState]?: WalletSessionState[K] } = {
      connector: state,
    }
    if (state.wallet !== before.wallet || snapshot.handlers === SERVER_SESSION_STATE.handlers) {
      patch.handlers = handlersOf(state)
    }
    set(patch)
    if (
      state.wallet !== before.wallet ||
      state.connection !== before.connection ||
      !stopConnector
    ) {
      readBalance()
    }
    followReceipt()
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      if (!stopConnector) {
        sync()
        stopConnector = connector.subscribe(sync)
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0 || !stopConnector) return
        stopConnector()
        stopConnector = undefined
        balanceRead++
        receiptWait?.abort()
        followed = {}
      }
    },
    getSnapshot: () => snapshot,
    update(next) {
      const changed = (Object.keys(next) as (keyof WalletSessionInput)[]).filter(
        (key) => next[key] !== input[key],
      )
      if (changed.length === 0) return
      input = { ...input, ...next }
      if (changed.includes('purchaseTxHash') && next.purchaseTxHash) {
        transaction = { what: 'Purchase', hash: next.purchaseTxHash }
      }
      if (listeners.size === 0) return
      if (changed.includes('assetId') || changed.includes('assets')) readBalance()
      followReceipt()
    },
  }
}

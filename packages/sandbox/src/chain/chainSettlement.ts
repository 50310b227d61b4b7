import {
  type ChainAsset,
  evmAssetRef,
  SERVICE_CHAINS,
  type ServiceChainTable,
  sendCryptoTransfer,
  transferTransaction,
} from '@rampkit/core/chains'
import type { Catalog } from '../catalog/catalog.js'
import type { PurchaseRecord, SaleRecord, SandboxStore } from '../store.js'
import { depositAddress } from '../widget/depositAddress.js'
import { checkTransfer } from './checkTransfer.js'
import { createEvmRpc } from './evmRpc.js'
import type { SaleTransfer } from './saleTransfer.js'

export type { SaleTransfer }

/** `--evm-rpc`: the EVM chain the crypto of one chain code's assets really moves on. */
export interface EvmChainOptions {
  /** The node's JSON-RPC URL (`http://127.0.0.1:8545`, the local chain of `pnpm start`). */
  rpcUrl: string
  /**
   * The service's chain code whose assets live on that chain (default `ETH`: in development the
   * local chain stands for Ethereum, its tokens at the addresses the sandbox lists).
   */
  chain?: string
  /** The fetch the calls go through (default: the global fetch). */
  fetch?: typeof fetch
  /** How often a transaction not mined yet is looked at again, ms (default 250). */
  pollMs?: number
  /** How long it is looked at before the sale says it is not mined, ms (default 60000). */
  waitMs?: number
}

/** What the lifecycle asks of the chain; `state.chain` when the sandbox has `evm`. */
export interface ChainSettlement {
  readonly rpcUrl: string
  readonly chain: string
  /** Whether the asset `<CHAIN>_<SYMBOL>` moves on the chain. */
  settles(assetId: string): boolean
  /**
   * Sends the purchase's crypto from the node's last account to its `receiverAddress` (once per
   * purchase), and once mined calls `onSent` with the transaction's hash.
   */
  releasePurchase(record: PurchaseRecord, onSent: (txHash: string) => void): void
  /** Why the sale cannot be released yet, or undefined once its crypto arrived. */
  saleWaits(record: SaleRecord): string | undefined
  /** Takes the transaction the host answered for the sale and checks it (in the background). */
  reportSaleTransaction(record: SaleRecord, txHash: string): SaleTransfer
  dispose(): void
}

export interface ChainSettlementContext {
  readonly store: SandboxStore
  readonly catalog: Catalog
  logError(message: string, error: unknown): void
}

const NO_TRANSACTION = 'no transaction reported yet (the host answers SEND_CRYPTO with its hash)'

export function createChainSettlement(
  context: ChainSettlementContext,
  options: EvmChainOptions,
): ChainSettlement {
  const { store, catalog } = context
  const chain = options.chain ?? 'ETH'
  const pollMs = options.pollMs ?? 250
  const waitMs = options.waitMs ?? 60_000
  const rpc = createEvmRpc(options.rpcUrl, options.fetch)
  const sending = new Set<string>()
  /** Transaction hash → the sale it paid: one transfer pays one sale. */
  const counted = new Map<string, string>()
  let disposed = false
  let connection: Promise<{ chains: ServiceChainTable; from: string }> | undefined

  // The chain id and the account purchases are paid from, asked once (again after a failure).
  function connect() {
    connection ??= (async () => {
      const chainId = Number(await rpc<string>('eth_chainId'))
      // The last account: wallets and tools take the first ones (Hardhat's account #0 above all),
      // and a purchase paid from the buyer's own account would leave its balance as it was.
      const from = (await rpc<string[]>('eth_accounts')).at(-1)
      if (from === undefined) {
        throw new Error(
          `the chain at ${options.rpcUrl} has no unlocked account to pay purchases from`,
        )
      }
      return { chains: { ...SERVICE_CHAINS, [chain]: { evm: true, chainId } }, from }
    })().catch((error) => {
      connection = undefined
      throw error
    })
    return connection
  }

  const chainOf = (assetId: string) => assetId.slice(0, assetId.indexOf('_'))
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  async function mined(txHash: string): Promise<void> {
    const deadline = Date.now() + waitMs
    for (;;) {
      const receipt = await rpc<{ status?: string } | null>('eth_getTransactionReceipt', [txHash])
      if (receipt !== null) {
        if (receipt.status !== '0x1') throw new Error(`transaction ${txHash} reverted`)
        return
      }
      if (disposed || Date.now() > deadline) throw new Error(`transaction ${txHash} not mined`)
      await pause(pollMs)
    }
  }

  async function send(record: PurchaseRecord): Promise<string> {
    const { chains, from } = await connect()
    const fixture = catalog.asset(record.assetId)
    if (!fixture) throw new Error(`asset ${record.assetId} is not in the catalog`)
    const asset: ChainAsset = {
      chain: fixture.chain,
      symbol: fixture.symbol,
      type: fixture.address === null ? 'NATIVE' : 'ERC20',
      address: fixture.address,
    }
    const { purchase } = record
    const transfer = sendCryptoTransfer(
      { assetInfo: asset, amount: purchase.cryptoAmount, address: purchase.receiverAddress },
      { chains },
    )
    const { to, value, data } = transferTransaction(transfer)
    const txHash = await rpc<string>('eth_sendTransaction', [
      { from, to, value: `0x${value.toString(16)}`, ...(data === undefined ? {} : { data }) },
    ])
    await mined(txHash)
    return txHash
  }

  function notifyPurchase(record: PurchaseRecord) {
    const { id } = record.purchase
    if (store.getPurchase(id) === record) store.updatePurchase(id, {})
  }

  function notify(record: SaleRecord) {
    if (store.getSale(record.sale.id) === record) store.updateSale(record.sale.id, {})
  }

  async function check(record: SaleRecord, txHash: string): Promise<void> {
    const { chains } = await connect()
    const { assetInfo, amount } = record.sale.crypto
    const { token } = evmAssetRef(assetInfo, { chains })
    const expected = {
      token,
      to: depositAddress(assetInfo.chain, record.sale.id),
      amount: BigInt(amount),
      symbol: assetInfo.symbol,
    }
    const deadline = Date.now() + waitMs
    for (;;) {
      const result = await checkTransfer(rpc, txHash, expected)
      if (disposed || record.transfer?.txHash !== txHash) return
      if (result.arrived) {
        const paid = counted.get(txHash)
        if (paid !== undefined && paid !== record.sale.id) {
          record.transfer = {
            txHash,
            state: 'waiting',
            reason: `transaction ${txHash} already paid sale ${paid}`,
          }
        } else {
          counted.set(txHash, record.sale.id)
          record.transfer = { txHash, state: 'arrived', reason: null }
        }
        return notify(record)
      }
      if (!result.pending || Date.now() > deadline) {
        record.transfer = { txHash, state: 'waiting', reason: result.reason }
        return notify(record)
      }
      await pause(pollMs)
    }
  }

  const unsubscribe = store.subscribe((event) => {
    if (event.type === 'sale.created' && chainOf(event.record.assetId) === chain) {
      event.record.transfer = { txHash: null, state: 'waiting', reason: NO_TRANSACTION }
    }
    if (event.type === 'reset') counted.clear()
  })

  return {
    rpcUrl: options.rpcUrl,
    chain,
    settles: (assetId) => chainOf(assetId) === chain,
    releasePurchase(record, onSent) {
      const { id } = record.purchase
      if (sending.has(id)) return
      sending.add(id)
      const failedBefore = record.release?.state === 'failed'
      record.release = {
        state: 'sending',
        reason: `sending ${record.purchase.cryptoAmount} base units of ${record.assetId} to ${record.purchase.receiverAddress}`,
      }
      notifyPurchase(record)
      send(record).then(
        (txHash) => {
          sending.delete(id)
          delete record.release
          if (disposed) return
          try {
            onSent(txHash)
          } catch {
            // Moved on meanwhile (RETURNED by hand, a reset): the crypto was sent all the same.
          }
        },
        (error) => {
          sending.delete(id)
          if (disposed) return
          // It stays RELEASING, saying why: the next advance (or automatic step) tries again.
          const reason = error instanceof Error ? error.message : String(error)
          record.release = { state: 'failed', reason: `sending its crypto failed: ${reason}` }
          if (!failedBefore) context.logError(`purchase ${id}: sending its crypto failed`, error)
          notifyPurchase(record)
        },
      )
    },
    saleWaits(record) {
      if (chainOf(record.assetId) !== chain || record.transfer?.state === 'arrived')
        return undefined
      return record.transfer?.reason ?? NO_TRANSACTION
    },
    reportSaleTransaction(record, txHash) {
      if (record.transfer?.state === 'arrived') return record.transfer
      record.transfer = { txHash, state: 'checking', reason: `checking transaction ${txHash}` }
      notify(record)
      check(record, txHash).catch((error) => {
        if (disposed || record.transfer?.txHash !== txHash) return
        record.transfer = {
          txHash,
          state: 'waiting',
          reason: `cannot check transaction ${txHash}: ${error instanceof Error ? error.message : String(error)}`,
        }
        notify(record)
      })
      return record.transfer
    },
    dispose() {
      disposed = true
      unsubscribe()
    },
  }
}

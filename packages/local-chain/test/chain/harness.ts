// One local chain per file, and sandboxes on it in-process (no socket: only the chain is a
// process). Helpers that read the chain as a wallet would.
import { randomBytes } from 'node:crypto'
import { sendCryptoTransfer, transferTransaction } from '@rampkit/core/chains'
import {
  createSandbox,
  DEMO_HOST_API_KEY,
  type SaleRecord,
  type SandboxOptions,
  type ServiceSale,
} from '@rampkit/sandbox'
import { LOCAL_CHAINS, type LocalChain, rpc } from '../../src/index.mjs'

export const KEY = DEMO_HOST_API_KEY

/** An address no one has used: its balances start at 0. */
export const freshAddress = () => `0x${randomBytes(20).toString('hex')}` as `0x${string}`

/** A refusal as the tests read it (`waiting`: why a sale waits for its crypto). */
export interface ErrorAnswer {
  status?: string
  code?: string
  waiting?: string
}

export function sandboxOn(chain: LocalChain, options: SandboxOptions = {}) {
  const sandbox = createSandbox({ ...options, evm: { rpcUrl: chain.rpcUrl, pollMs: 50 } })
  /** Calls the sandbox in-process; `T` is the answer's shape as the test reads it. */
  const call = async <T = ErrorAnswer>(path: string, body?: unknown) => {
    const response = await sandbox.fetch(
      path,
      body === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
    )
    return { status: response.status, body: (await response.json()) as T }
  }
  return { sandbox, call }
}

export async function nativeBalance(chain: LocalChain, address: string): Promise<bigint> {
  return BigInt(await rpc<string>(chain.rpcUrl, 'eth_getBalance', [address, 'latest']))
}

export async function tokenBalance(
  chain: LocalChain,
  token: string,
  address: string,
): Promise<bigint> {
  const data = `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}`
  return BigInt(await rpc<string>(chain.rpcUrl, 'eth_call', [{ to: token, data }, 'latest']))
}

/** What a wallet does for SEND_CRYPTO: core's transfer data, sent from `from`; the mined hash. */
export async function send(
  chain: LocalChain,
  from: string,
  request: Parameters<typeof sendCryptoTransfer>[0],
): Promise<string> {
  const { to, value, data } = transferTransaction(
    sendCryptoTransfer(request, { chains: LOCAL_CHAINS }),
  )
  const hash = await rpc<string>(chain.rpcUrl, 'eth_sendTransaction', [
    { from, to, value: `0x${value.toString(16)}`, ...(data ? { data } : {}) },
  ])
  const receipt = await rpc<{ status: string } | null>(chain.rpcUrl, 'eth_getTransactionReceipt', [
    hash,
  ])
  if (receipt?.status !== '0x1') throw new Error(`transaction ${hash} not mined`)
  return hash
}

/** Polls `read` every 50 ms until `done` holds (or 20 s). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A sale's transfer as the sandbox sees it. */
export type Transfer = NonNullable<SaleRecord['transfer']>

/**
 * A sale of `asset` (100 EUR, SEPA) created as the stand-in widget creates one, on the sandbox
 * `call` talks to: the sale and its deposit address, its transfer as the sandbox sees it, the
 * host's report of its transaction (`report`), and `checked`, the transfer once looked at.
 */
export async function createSale(call: ReturnType<typeof sandboxOn>['call'], asset: string) {
  const created = await call<{ sale: ServiceSale; saleViewToken: string; depositAddress: string }>(
    '/widget/api/sales',
    {
      hostApiKey: KEY,
      cryptoAssetSymbol: asset,
      fiatCurrency: 'EUR',
      fiatValue: 100,
      payoutMethodType: 'SEPA',
    },
  )
  if (created.status !== 201) throw new Error(`the sale was not created: ${created.status}`)
  const { sale, saleViewToken, depositAddress } = created.body
  const transfer = async (): Promise<Transfer> =>
    (
      await call<{ items: { sale: { id: string }; transfer: Transfer }[] }>('/sandbox/sales')
    ).body.items.find((item) => item.sale.id === sale.id)!.transfer
  const report = (txHash: string) =>
    call(`/widget/api/sales/${sale.id}/transaction`, { saleViewToken, txHash })
  const checked = (): Promise<Transfer> => until(transfer, (t) => t.state !== 'checking')
  return { sale, depositAddress, transfer, report, checked }
}

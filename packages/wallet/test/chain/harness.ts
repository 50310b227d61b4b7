// One local chain per file; accounts and wallets on it as a host holds them.
import { randomBytes } from 'node:crypto'
import type { SendCryptoRequest } from '@rampkit/core/chains'
import { type LocalChain, rpc, startLocalChain } from '@rampkit/local-chain'
import {
  createPublicClient,
  createWalletClient,
  custom,
  http,
  type PublicClient,
  toHex,
  type WalletClient,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll } from 'vitest'

// Hardhat's public test mnemonic: the local chain funds its accounts (never a real key).
const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk'

/** Hardhat's funded account #`index` as a local (private key) account, as a host's signer holds it. */
export function fundedAccount(index: number) {
  const key = mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: index }).getHdKey().privateKey
  if (!key) throw new Error(`No key for account #${index}`)
  return { account: privateKeyToAccount(toHex(key)) }
}

/** An address no one has used: its balances start at 0. */
export const freshAddress = () => `0x${randomBytes(20).toString('hex')}` as `0x${string}`

export function publicClient(chain: LocalChain): PublicClient {
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

/** A viem wallet client of a local account on the chain (no chain object: as a host may build it). */
export function localWallet(
  chain: LocalChain,
  account: ReturnType<typeof privateKeyToAccount>,
): WalletClient {
  return createWalletClient({ account, transport: http(chain.rpcUrl) })
}

/**
 * A browser wallet's EIP-1193 provider on the chain (its accounts unlocked on the node), as viem's
 * `custom` transport wraps one: `answer` may take a method over (return undefined to pass it on).
 */
export function browserWallet(
  chain: LocalChain,
  address: `0x${string}`,
  answer: (method: string, params: unknown) => unknown = () => undefined,
): WalletClient {
  return createWalletClient({
    account: address,
    transport: custom({
      async request({ method, params }: { method: string; params?: unknown }) {
        const own = await answer(method, params)
        if (own !== undefined) return own
        return rpc(chain.rpcUrl, method, params as unknown[])
      },
    }),
  })
}

/** A provider error as EIP-1193 says a wallet rejects: `{ code, message }`. */
export const providerError = (code: number, message: string) =>
  Object.assign(new Error(message), { code })

export async function tokenBalance(client: PublicClient, token: string, owner: string) {
  const data = `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}` as const
  const { data: result } = await client.call({ to: token as `0x${string}`, data })
  return BigInt(result ?? '0x0')
}

export function nativeRequest(amount: bigint, address: string): SendCryptoRequest {
  return {
    assetInfo: { chain: 'ETH', symbol: 'ETH', type: 'NATIVE', address: null },
    amount: amount.toString(),
    address,
  }
}

export function tokenRequest(
  token: { address: string; symbol: string },
  amount: bigint,
  address: string,
): SendCryptoRequest {
  return {
    assetInfo: { chain: 'ETH', symbol: token.symbol, type: 'ERC20', address: token.address },
    amount: amount.toString(),
    address,
  }
}

/**
 * The test file's own local chain: started before its tests (`started` gets it and a public
 * client on it), stopped after them.
 */
export function onLocalChain(started: (chain: LocalChain, reader: PublicClient) => void): void {
  let chain: LocalChain | undefined
  beforeAll(async () => {
    chain = await startLocalChain()
    started(chain, publicClient(chain))
  })
  afterAll(async () => {
    await chain?.close()
  })
}

// A browser wallet for a host's own tests: what an extension gives a page through EIP-1193 (a
// `request` function and events) and EIP-6963 (its announcement), answered from memory. No
// test-runner import: it works under Vitest and Jest alike.

/** A wallet's EIP-6963 description, as it announces itself. */
export interface MockWalletInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/** A transaction the page asked the wallet to send (`eth_sendTransaction`'s first parameter). */
export interface MockTransaction {
  readonly from?: string
  readonly to?: string
  readonly value?: string
  readonly data?: string
  readonly [field: string]: unknown
}

/** A mined transaction's outcome, as `eth_getTransactionReceipt` reports it. */
export interface MockReceipt {
  readonly status?: 'success' | 'reverted'
  readonly blockNumber?: bigint
}

/** A request the wallet refuses as its user would: `eth_requestAccounts` (connect), `eth_sendTransaction` (send) or `wallet_switchEthereumChain`. */
export type MockWalletRefusal = 'connect' | 'send' | 'switchChain'

/** How the mock wallet is set up: its accounts, chain, balances, and how it answers a send. */
export interface MockWalletOptions {
  /** Its accounts, the first being the connected one. Default: one (Hardhat's account #1). */
  accounts?: readonly string[]
  /** The chain it is on. Default 31337 (a local Hardhat chain). */
  chainId?: number
  /** The chains `wallet_switchEthereumChain` may go to (others: 4902). Default: any. */
  switchableChains?: readonly number[]
  /** Native balance of every account, in wei. Default 0. */
  balance?: bigint
  /**
   * ERC-20 balances (`balanceOf`) of every account, in base units: one figure for every token, or
   * one per token address (case-insensitive; an unlisted token: 0). Default 0.
   */
  tokenBalances?: bigint | Readonly<Record<string, bigint>>
  /**
   * Answers `eth_sendTransaction` with the hash; a throw or rejection is the wallet's error (a
   * `{ code: 4001 }` one is a refusal). Default: a new hash per transaction.
   */
  sendTransaction?: (transaction: MockTransaction) => string | Promise<string>
  /** Answers `eth_getTransactionReceipt`: `null` for not mined yet. Default: every hash mined, successful, in block 1. */
  receipt?: (hash: string) => MockReceipt | null
  /** Requests always refused with 4001, as a user who says no every time. */
  refuse?: readonly MockWalletRefusal[]
  /** Its EIP-6963 description. Default: `Mock wallet`, uuid `mock-wallet`. */
  info?: Partial<MockWalletInfo>
}

type Listener = (value: unknown) => void

/** The EIP-1193 provider: give it where a page takes `window.ethereum` or an EIP-6963 wallet's. */
export interface MockWalletProvider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/** The mock wallet: its provider and EIP-6963 description, and what the page asked of it. */
export interface MockWallet {
  /** `{ info, provider }` is an EIP-6963 wallet: pass the whole object where a list of wallets is taken. */
  readonly info: MockWalletInfo
  readonly provider: MockWalletProvider
  /** Every request the page made, in order. */
  readonly requests: readonly { method: string; params?: unknown }[]
  /** Every transaction sent (answered with a hash), in order. */
  readonly sent: readonly MockTransaction[]
  /** Refuses the next request (of `method` only, when given) with 4001, then answers again. */
  refuseNext(method?: string): void
  /** The user switches account: `eth_accounts` answers these and `accountsChanged` is emitted. */
  setAccounts(accounts: readonly string[]): void
  /** The wallet moves to `chainId`: `chainChanged` is emitted. */
  setChainId(chainId: number): void
  /**
   * Announces itself on `target` (default `window`) as EIP-6963 says, now and whenever a page
   * asks (`eip6963:requestProvider`); returns the function that stops answering.
   */
  announce(target?: EventTarget): () => void
}

/** An EIP-1193 error, as wallets throw them: `code` 4001 is a refusal by the user. */
export class MockWalletRpcError extends Error {
  override readonly name = 'MockWalletRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Hardhat's account #1: the address a test expects unless it gives its own. */
export const MOCK_WALLET_ACCOUNT: `0x${string}` = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

const BALANCE_OF = '0x70a08231'
const hex = (value: bigint | number) => `0x${value.toString(16)}`
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`
const REFUSED: Record<MockWalletRefusal, string> = {
  connect: 'eth_requestAccounts',
  send: 'eth_sendTransaction',
  switchChain: 'wallet_switchEthereumChain',
}

/**
 * A fake browser wallet: EIP-1193 requests answered from `options` (accounts, chain, native and
 * token balances, sends, receipts), 4001 refusals when asked, EIP-6963 info and announcement.
 */
export function mockWalletProvider(options: MockWalletOptions = {}): MockWallet {
  let accounts = [...(options.accounts ?? [MOCK_WALLET_ACCOUNT])]
  let chainId = options.chainId ?? 31337
  const refused = new Set((options.refuse ?? []).map((what) => REFUSED[what]))
  const once: (string | undefined)[] = []
  const requests: { method: string; params?: unknown }[] = []
  const sent: MockTransaction[] = []
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  const info: MockWalletInfo = {
    uuid: 'mock-wallet',
    name: 'Mock wallet',
    // A 1×1 SVG: an <img> of it loads in any DOM.
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/%3E',
    rdns: 'org.rampkit.mock-wallet',
    ...options.info,
  }
  const tokenBalance = (token: string) => {
    const balances = options.tokenBalances ?? 0n
    if (typeof balances === 'bigint') return balances
    const found = Object.entries(balances).find(
      ([key]) => key.toLowerCase() === token.toLowerCase(),
    )
    return found?.[1] ?? 0n
  }

  async function answer(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [...accounts]
      case 'eth_chainId':
        return hex(chainId)
      case 'net_version':
        return String(chainId)
      case 'eth_getBalance':
        return hex(options.balance ?? 0n)
      case 'eth_call': {
        const call = list[0] as { to?: string; data?: string } | undefined
        if (call?.to && call.data?.startsWith(BALANCE_OF)) return word(tokenBalance(call.to))
        throw new MockWalletRpcError(4200, `The mock wallet answers no eth_call but balanceOf`)
      }
      case 'wallet_switchEthereumChain': {
        const id = Number((list[0] as { chainId?: string } | undefined)?.chainId)
        if (options.switchableChains && !options.switchableChains.includes(id)) {
          throw new MockWalletRpcError(4902, `Unrecognized chain ID ${hex(id)}`)
        }
        if (id !== chainId) wallet.setChainId(id)
        return null
      }
      case 'eth_sendTransaction': {
        const transaction = list[0] as MockTransaction
        const hash = options.sendTransaction
          ? await options.sendTransaction(transaction)
          : word(BigInt(sent.length + 1) + 0xabn * 2n ** 248n)
        sent.push(transaction)
        return hash
      }
      case 'eth_getTransactionReceipt': {
        const hash = String(list[0])
        const receipt = options.receipt ? options.receipt(hash) : {}
        if (receipt === null) return null
        return {
          status: receipt.status === 'reverted' ? '0x0' : '0x1',
          blockNumber: hex(receipt.blockNumber ?? 1n),
          transactionHash: hash,
        }
      }
      default:
        throw new MockWalletRpcError(4200, `The mock wallet does not support ${method}`)
    }
  }

  const wallet: MockWallet = {
    info,
    provider: {
      async request({ method, params }) {
        requests.push(params === undefined ? { method } : { method, params })
        const next = once.findIndex((only) => only === undefined || only === method)
        if (next !== -1 || refused.has(method)) {
          if (next !== -1) once.splice(next, 1)
          throw new MockWalletRpcError(4001, 'User rejected the request.')
        }
        return answer(method, params)
      },
      on(event, listener) {
        const set = listeners.get(event) ?? new Set()
        listeners.set(event, set)
        set.add(listener)
      },
      removeListener(event, listener) {
        listeners.get(event)?.delete(listener)
      },
    },
    requests,
    sent,
    refuseNext(method) {
      once.push(method)
    },
    setAccounts(next) {
      accounts = [...next]
      emit('accountsChanged', [...accounts])
    },
    setChainId(id) {
      chainId = id
      emit('chainChanged', hex(id))
    },
    announce(target = globalThis.window) {
      const detail = Object.freeze({ info, provider: wallet.provider })
      const announce = () =>
        target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
      target.addEventListener('eip6963:requestProvider', announce)
      announce()
      return () => target.removeEventListener('eip6963:requestProvider', announce)
    },
  }
  return wallet
}

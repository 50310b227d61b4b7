// `@rampkit/sandbox/wallet`: a DEVELOPMENT-ONLY wallet on the local chain of `pnpm start`
// (Hardhat's node, whose accounts are unlocked: it sends from an account without a key here). An
// EIP-1193 provider a page lists beside the browser's wallets (EIP-6963), so Buy and Sell run
// through a real wallet binding against real transactions. Browser-safe: fetch and DOM events,
// no Node API and no import.

/** The local chain of `pnpm start` (`@rampkit/local-chain`). */
export const SANDBOX_WALLET_RPC_URL = 'http://127.0.0.1:8545'

/** A transaction the page asks the wallet to send (`eth_sendTransaction`'s object, hex fields). */
export interface SandboxTransaction {
  from?: string
  to?: string
  value?: string
  data?: string
  [field: string]: unknown
}

/**
 * Asks the user to approve a transaction, as a wallet's signature prompt does: `description` is a
 * plain sentence naming the amount and the recipient. Resolve `false` to refuse it.
 */
export type ApproveTransaction = (
  transaction: SandboxTransaction,
  description: string,
) => boolean | Promise<boolean>

/** Where the sandbox wallet's chain is, which account it holds, and how it asks before a send. */
export interface SandboxWalletOptions {
  /** The local chain's JSON-RPC address. Default `http://127.0.0.1:8545`. */
  rpcUrl?: string
  /** Which of the node's funded accounts the wallet holds (`eth_accounts` index). Default 0. */
  account?: number
  /** The prompt before each send. Default: `window.confirm(description)`. */
  approve?: ApproveTransaction
  /** The fetch the JSON-RPC calls go through. Default: the global fetch. */
  fetch?: typeof fetch
}

type Listener = (...args: unknown[]) => void
type WalletEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

/** An EIP-1193 provider: what viem's `custom` transport, wagmi's injected connector and EIP-6963 take. */
export interface SandboxWalletProvider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on(event: WalletEvent, listener: Listener): void
  removeListener(event: WalletEvent, listener: Listener): void
}

/** An EIP-1193 `ProviderRpcError`: `code` 4001 is the user's refusal, 4902 an unknown chain. */
export class SandboxWalletError extends Error {
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'SandboxWalletError'
    this.code = code
    this.data = data
  }
}

// Signing without sending is not what a sandbox purchase or sale needs: refused rather than
// signed unasked by the node's unlocked account.
const UNSUPPORTED = new Set([
  'eth_sign',
  'personal_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
])

// ERC-20 selectors (first four bytes of the keccak-256 of the signature).
const TRANSFER = '0xa9059cbb' // transfer(address,uint256)
const DECIMALS = '0x313ce567' // decimals()
const SYMBOL = '0x95d89b41' // symbol()

/** `12500000`, 6 → `12.5` */
function formatUnits(value: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const fraction = (value % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${value / base}${fraction ? `.${fraction}` : ''}`
}

/** An ABI-encoded `string` return value, or undefined when it is not one. */
function abiString(hex: string): string | undefined {
  const bytes = hex.slice(2)
  if (bytes.length < 128) return undefined
  const length = Number.parseInt(bytes.slice(64, 128), 16)
  const text = bytes.slice(128, 128 + length * 2)
  if (text.length !== length * 2) return undefined
  try {
    return decodeURIComponent(text.replace(/../g, '%$&'))
  } catch {
    return undefined // not UTF-8
  }
}

/**
 * A DEVELOPMENT-ONLY EIP-1193 wallet on the local chain: its account is the node's funded
 * account `account` (unlocked, so the node sends without a key here). `eth_accounts` and
 * `eth_requestAccounts` answer that account, `wallet_switchEthereumChain` accepts the node's own
 * chain only (else 4902), `eth_sendTransaction` asks `approve` first and rejects with 4001 when
 * refused; every other method goes to the node. Never point it at a chain that holds value.
 */
export function sandboxWalletProvider(options: SandboxWalletOptions = {}): SandboxWalletProvider {
  const rpcUrl = options.rpcUrl ?? SANDBOX_WALLET_RPC_URL
  const index = options.account ?? 0
  const approve: ApproveTransaction =
    options.approve ?? ((_transaction, description) => window.confirm(description))
  const listeners = new Map<WalletEvent, Set<Listener>>()
  const emit = (event: WalletEvent, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  let nextId = 0
  // As a real wallet with a site it has not been connected to: `eth_accounts` answers no account
  // until `eth_requestAccounts` (the user's "connect"), and again none after
  // wallet_revokePermissions. Otherwise a library that reconnects on load (wagmi asks
  // eth_accounts) would connect the page before the user asked.
  let revoked = true

  async function node<T = unknown>(method: string, params: unknown = []): Promise<T> {
    const doFetch = options.fetch ?? fetch
    let response: Response
    try {
      response = await doFetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
      })
    } catch (cause) {
      // EIP-1193's "disconnected from all chains".
      throw new SandboxWalletError(
        4900,
        `The sandbox wallet cannot reach the local chain at ${rpcUrl} (is the local chain running? rampkit's \`pnpm start\` starts one): ${String(cause)}`,
      )
    }
    const body = (await response.json().catch(() => undefined)) as
      | { result?: T; error?: { code: number; message: string; data?: unknown } }
      | undefined
    if (body?.error)
      throw new SandboxWalletError(body.error.code, body.error.message, body.error.data)
    if (!response.ok || !body || !('result' in body)) {
      throw new SandboxWalletError(
        4900,
        `The local chain at ${rpcUrl} answered ${method} with HTTP ${response.status}.`,
      )
    }
    return body.result as T
  }

  let address: Promise<string> | undefined
  const account = () => {
    address ??= node<string[]>('eth_accounts').then((accounts) => {
      const found = accounts[index]
      if (!found) {
        throw new SandboxWalletError(
          4100,
          `The local chain has no account #${index} (it has ${accounts.length}).`,
        )
      }
      return found.toLowerCase()
    })
    // A failed read is tried again next time (the chain may start after the page).
    address.catch(() => {
      address = undefined
    })
    return address
  }
  let chainId: string | undefined
  const chain = async () => {
    const id = await node<string>('eth_chainId')
    if (chainId !== undefined && chainId !== id) emit('chainChanged', id)
    chainId = id
    return id
  }

  /** `Send 0.5 ETH to 0x…` or `Send 12.5 USDC (token 0x…) to 0x…`, for the prompt. */
  async function describe({ to, value, data }: SandboxTransaction): Promise<string> {
    const prefix = 'Sandbox wallet (development): approve this transaction?'
    const input = typeof data === 'string' ? data.toLowerCase() : '0x'
    if (to && input.startsWith(TRANSFER) && input.length === 10 + 128) {
      const recipient = `0x${input.slice(10 + 24, 10 + 64)}`
      const amount = BigInt(`0x${input.slice(10 + 64)}`)
      const [decimals, symbol] = await Promise.all([
        node<string>('eth_call', [{ to, data: DECIMALS }, 'latest']).then((hex) => Number(hex)),
        node<string>('eth_call', [{ to, data: SYMBOL }, 'latest']).then(abiString),
      ]).catch(() => [undefined, undefined] as const)
      const shown =
        decimals === undefined || !Number.isInteger(decimals)
          ? `${amount} base units of token ${to}`
          : `${formatUnits(amount, decimals)} ${symbol ?? 'tokens'} (token ${to})`
      return `${prefix} Send ${shown} to ${recipient}.`
    }
    const wei = typeof value === 'string' ? BigInt(value) : 0n
    const extra = input === '0x' ? '' : ' with contract data'
    return `${prefix} Send ${formatUnits(wei, 18)} ETH to ${to ?? 'a new contract'}${extra}.`
  }

  async function sendTransaction(params: unknown) {
    const [transaction] = (Array.isArray(params) ? params : []) as SandboxTransaction[]
    if (!transaction || typeof transaction !== 'object') {
      throw new SandboxWalletError(-32602, 'eth_sendTransaction takes one transaction object.')
    }
    const from = await account()
    if (transaction.from !== undefined && String(transaction.from).toLowerCase() !== from) {
      throw new SandboxWalletError(
        4100,
        `The sandbox wallet holds ${from}, not ${transaction.from}.`,
      )
    }
    const sent = { ...transaction, from }
    if (!(await approve(sent, await describe(sent)))) {
      throw new SandboxWalletError(4001, 'User rejected the request.')
    }
    return node<string>('eth_sendTransaction', [sent])
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts': {
          const accounts = [await account()]
          if (revoked) {
            revoked = false
            emit('accountsChanged', accounts)
          }
          return accounts
        }
        case 'eth_accounts':
          return revoked ? [] : [await account()]
        case 'wallet_revokePermissions':
          if (!revoked) {
            revoked = true
            emit('accountsChanged', [])
          }
          return null
        case 'eth_chainId':
          return chain()
        case 'wallet_switchEthereumChain': {
          const [{ chainId: asked } = { chainId: undefined }] = (params ?? []) as {
            chainId?: string
          }[]
          // EIP-3326: a hex chain id; anything else is the page's mistake, not another chain.
          if (typeof asked !== 'string' || !/^0x[0-9a-f]+$/i.test(asked)) {
            throw new SandboxWalletError(-32602, `A chain id in hex is needed, not ${asked}.`)
          }
          const current = await chain()
          if (BigInt(asked) !== BigInt(current)) {
            throw new SandboxWalletError(
              4902,
              `The sandbox wallet is on the local chain (${BigInt(current)}) only, not ${asked}.`,
            )
          }
          return null
        }
        case 'eth_sendTransaction':
          return sendTransaction(params)
        default:
          if (UNSUPPORTED.has(method)) {
            throw new SandboxWalletError(4200, `The sandbox wallet does not support ${method}.`)
          }
          return node(method, params ?? [])
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}

/** EIP-6963's description of a wallet. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

// A plain sandbox-yellow wallet, inline: no request leaves the page for it.
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#f5c542"/><rect x="6" y="10" width="20" height="14" rx="2" fill="#1f2937"/><circle cx="21" cy="17" r="2" fill="#f5c542"/></svg>',
)}`

/** A random version-4 UUID (getRandomValues: randomUUID is missing outside secure contexts). */
function uuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Announces `provider` to the page over EIP-6963 (`eip6963:announceProvider`, then on each
 * `eip6963:requestProvider`), so any EIP-6963 wallet list shows the sandbox wallet beside the
 * browser's: name 'Sandbox wallet (development)', rdns `dev.rampkit.sandbox`. It is announced
 * once its chain answers (`eth_chainId`): an app whose development server runs no local chain
 * lists no wallet that cannot connect. Returns the function that stops announcing (also before
 * the first). DEVELOPMENT ONLY: call it in development builds.
 */
export function announceSandboxWallet(
  provider: SandboxWalletProvider,
  options: { target?: EventTarget } = {},
): () => void {
  const target = options.target ?? window
  const info: Eip6963ProviderInfo = Object.freeze({
    uuid: uuidV4(),
    name: 'Sandbox wallet (development)',
    icon: ICON,
    rdns: 'dev.rampkit.sandbox',
  })
  const detail = Object.freeze({ info, provider })
  const announce = () =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  let stopped = false
  provider.request({ method: 'eth_chainId' }).then(
    () => {
      if (stopped) return
      target.addEventListener('eip6963:requestProvider', announce)
      announce()
    },
    () => {}, // no chain: nothing listed
  )
  return () => {
    stopped = true
    target.removeEventListener('eip6963:requestProvider', announce)
  }
}

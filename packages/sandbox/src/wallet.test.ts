import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type ApproveTransaction,
  announceSandboxWallet,
  SandboxWalletError,
  sandboxWalletProvider,
} from './wallet.js'

const ACCOUNTS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
]
const TOKEN = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
// symbol() → 'USDC', ABI-encoded.
const USDC_SYMBOL = `0x${'20'.padStart(64, '0')}${'4'.padStart(64, '0')}${'55534443'.padEnd(64, '0')}`

/**
 * A node answering JSON-RPC as Hardhat's does, its calls recorded; `answers` overrides a method
 * (a function of the params, or a value; an `{ error }` is answered as a JSON-RPC error).
 */
function fakeNode(answers: Record<string, unknown> = {}) {
  const calls: { method: string; params: unknown }[] = []
  const defaults: Record<string, unknown> = {
    eth_accounts: ACCOUNTS,
    eth_chainId: '0x7a69',
    eth_sendTransaction: `0x${'ab'.repeat(32)}`,
    eth_blockNumber: '0x5',
    eth_call: (params: [{ data: string }]) =>
      params[0].data === '0x313ce567' ? '0x6' : USDC_SYMBOL,
  }
  const fetch = vi.fn(async (url: unknown, init?: RequestInit) => {
    expect(url).toBe('http://127.0.0.1:8545')
    const { id, method, params } = JSON.parse(String(init?.body))
    calls.push({ method, params })
    const answer = method in answers ? answers[method] : defaults[method]
    const result = typeof answer === 'function' ? answer(params) : answer
    if (result && typeof result === 'object' && 'error' in result)
      return Response.json({ jsonrpc: '2.0', id, error: result.error })
    return Response.json({ jsonrpc: '2.0', id, result })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('resolved'),
    (error: unknown) => error as SandboxWalletError,
  )

describe('sandboxWalletProvider', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('holds the node account at its index, for eth_accounts and eth_requestAccounts', async () => {
    const node = fakeNode()
    const first = sandboxWalletProvider({ fetch: node.fetch })
    expect(await first.request({ method: 'eth_requestAccounts' })).toEqual([
      ACCOUNTS[0]!.toLowerCase(),
    ])
    expect(await first.request({ method: 'eth_accounts' })).toEqual([ACCOUNTS[0]!.toLowerCase()])
    const second = sandboxWalletProvider({ fetch: node.fetch, account: 1 })
    expect(await second.request({ method: 'eth_requestAccounts' })).toEqual([
      ACCOUNTS[1]!.toLowerCase(),
    ])
    const missing = sandboxWalletProvider({ fetch: node.fetch, account: 7 })
    const error = await refusal(missing.request({ method: 'eth_requestAccounts' }))
    expect(error).toMatchObject({
      code: 4100,
      message: 'The local chain has no account #7 (it has 2).',
    })
  })

  it('reads the accounts again after a failed read (the chain may start after the page)', async () => {
    let up = false
    const node = fakeNode({
      eth_accounts: () => (up ? ACCOUNTS : { error: { code: -32000, message: 'starting' } }),
    })
    const provider = sandboxWalletProvider({ fetch: node.fetch })
    expect(await refusal(provider.request({ method: 'eth_requestAccounts' }))).toMatchObject({
      code: -32000,
    })
    up = true
    expect(await provider.request({ method: 'eth_requestAccounts' })).toHaveLength(1)
  })

  it('answers no account before the user connects, as a wallet does for a new site (a library reconnecting on load asks eth_accounts)', async () => {
    const provider = sandboxWalletProvider({ fetch: fakeNode().fetch })
    const seen: unknown[] = []
    provider.on('accountsChanged', (accounts) => seen.push(accounts))
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await provider.request({ method: 'eth_requestAccounts' })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNTS[0]!.toLowerCase()])
    expect(seen).toEqual([[ACCOUNTS[0]!.toLowerCase()]])
  })

  it('says the chain cannot be reached as EIP-1193 disconnected (4900)', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof globalThis.fetch
    const provider = sandboxWalletProvider({ fetch, rpcUrl: 'http://127.0.0.1:8545' })
    const error = await refusal(provider.request({ method: 'eth_chainId' }))
    expect(error).toBeInstanceOf(SandboxWalletError)
    expect(error.code).toBe(4900)
    expect(error.message).toContain('cannot reach the local chain at http://127.0.0.1:8545')
  })

  it('forwards the other methods to the node with their params', async () => {
    const node = fakeNode({ eth_getBalance: '0x10' })
    const provider = sandboxWalletProvider({ fetch: node.fetch })
    expect(
      await provider.request({ method: 'eth_getBalance', params: [ACCOUNTS[0], 'latest'] }),
    ).toBe('0x10')
    expect(node.calls).toEqual([{ method: 'eth_getBalance', params: [ACCOUNTS[0], 'latest'] }])
    const failing = fakeNode({
      eth_getBalance: { error: { code: -32602, message: 'bad', data: 1 } },
    })
    const error = await refusal(
      sandboxWalletProvider({ fetch: failing.fetch }).request({ method: 'eth_getBalance' }),
    )
    expect(error).toMatchObject({ code: -32602, message: 'bad', data: 1 })
  })

  it('refuses signing methods it does not support (4200), never asking the node', async () => {
    const node = fakeNode()
    const provider = sandboxWalletProvider({ fetch: node.fetch })
    const error = await refusal(
      provider.request({ method: 'personal_sign', params: ['0x00', ACCOUNTS[0]] }),
    )
    expect(error.code).toBe(4200)
    expect(node.calls).toEqual([])
  })

  it('switches to the local chain only: any other chain is 4902', async () => {
    const provider = sandboxWalletProvider({ fetch: fakeNode().fetch })
    expect(
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a69' }],
      }),
    ).toBeNull()
    const error = await refusal(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    )
    expect(error).toMatchObject({ code: 4902 })
    expect(error.message).toBe('The sandbox wallet is on the local chain (31337) only, not 0x1.')
  })

  it('asks before sending a native coin, naming the amount and the recipient, and sends from its account', async () => {
    const node = fakeNode()
    const approve = vi.fn(() => true)
    const provider = sandboxWalletProvider({ fetch: node.fetch, approve })
    const to = '0x000000000000000000000000000000000000dEaD'
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ to, value: '0x6f05b59d3b20000' }], // 0.5 ETH
    })
    expect(hash).toBe(`0x${'ab'.repeat(32)}`)
    const sent = { to, value: '0x6f05b59d3b20000', from: ACCOUNTS[0]!.toLowerCase() }
    expect(approve).toHaveBeenCalledWith(
      sent,
      `Sandbox wallet (development): approve this transaction? Send 0.5 ETH to ${to}.`,
    )
    expect(node.calls.at(-1)).toEqual({ method: 'eth_sendTransaction', params: [sent] })
  })

  it("names a token transfer's amount in the token's units and symbol, read from the chain", async () => {
    const approve = vi.fn<ApproveTransaction>(() => true)
    const provider = sandboxWalletProvider({ fetch: fakeNode().fetch, approve })
    const recipient = '00000000000000000000000000000000000000000000000000000000000000bb'
    const amount = (12_500_000).toString(16).padStart(64, '0')
    await provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: TOKEN, data: `0xa9059cbb${recipient}${amount}` }],
    })
    expect(approve.mock.calls[0]?.[1]).toBe(
      `Sandbox wallet (development): approve this transaction? Send 12.5 USDC (token ${TOKEN}) to 0x${'0'.repeat(38)}bb.`,
    )
  })

  it('rejects with 4001 when the user refuses, and sends nothing', async () => {
    const node = fakeNode()
    const provider = sandboxWalletProvider({ fetch: node.fetch, approve: async () => false })
    const error = await refusal(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ to: ACCOUNTS[1], value: '0x1' }],
      }),
    )
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(node.calls.map(({ method }) => method)).not.toContain('eth_sendTransaction')
  })

  it('asks with window.confirm by default', async () => {
    const confirm = vi.fn(() => false)
    vi.stubGlobal('window', { confirm })
    const provider = sandboxWalletProvider({ fetch: fakeNode().fetch })
    const error = await refusal(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ to: ACCOUNTS[1], value: '0x0' }],
      }),
    )
    expect(error.code).toBe(4001)
    expect(confirm).toHaveBeenCalledWith(
      `Sandbox wallet (development): approve this transaction? Send 0 ETH to ${ACCOUNTS[1]}.`,
    )
  })

  it('refuses to send from an account it does not hold (4100), before asking', async () => {
    const approve = vi.fn(() => true)
    const provider = sandboxWalletProvider({ fetch: fakeNode().fetch, approve })
    const error = await refusal(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNTS[1], to: ACCOUNTS[0] }],
      }),
    )
    expect(error.code).toBe(4100)
    expect(approve).not.toHaveBeenCalled()
  })

  it('tells accountsChanged listeners when it is disconnected and connected again', async () => {
    const provider = sandboxWalletProvider({ fetch: fakeNode().fetch })
    const seen: unknown[] = []
    const listener = (accounts: unknown) => seen.push(accounts)
    await provider.request({ method: 'eth_requestAccounts' })
    provider.on('accountsChanged', listener)
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await provider.request({ method: 'eth_requestAccounts' })
    expect(seen).toEqual([[], [ACCOUNTS[0]!.toLowerCase()]])
    provider.removeListener('accountsChanged', listener)
    await provider.request({ method: 'wallet_revokePermissions' })
    expect(seen).toHaveLength(2)
  })

  it('refuses a switch to a chain id that is not hex as invalid params (-32602), not another chain', async () => {
    const provider = sandboxWalletProvider({ fetch: fakeNode().fetch })
    for (const chainId of ['zz', '31337', undefined]) {
      const error = await refusal(
        provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }),
      )
      expect(error).toMatchObject({ code: -32602 })
    }
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).resolves.toBeNull()
  })

  it('tells chainChanged listeners when the node answers another chain', async () => {
    let chainId = '0x7a69'
    const provider = sandboxWalletProvider({
      fetch: fakeNode({ eth_chainId: () => chainId }).fetch,
    })
    const listener = vi.fn()
    provider.on('chainChanged', listener)
    await provider.request({ method: 'eth_chainId' })
    chainId = '0x539'
    await provider.request({ method: 'eth_chainId' })
    expect(listener).toHaveBeenCalledExactlyOnceWith('0x539')
  })
})

describe('announceSandboxWallet', () => {
  /** The announcements `target` hears. */
  function heard(target: EventTarget): CustomEvent[] {
    const announced: CustomEvent[] = []
    target.addEventListener('eip6963:announceProvider', (event) =>
      announced.push(event as CustomEvent),
    )
    return announced
  }

  it('announces over EIP-6963 once its chain answers, then on each request, until unsubscribed', async () => {
    const target = new EventTarget()
    const provider = sandboxWalletProvider({ fetch: fakeNode().fetch })
    const announced = heard(target)
    const stop = announceSandboxWallet(provider, { target })
    await vi.waitFor(() => expect(announced).toHaveLength(1))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
    const { info, provider: announcedProvider } = announced[0]!.detail
    expect(announcedProvider).toBe(provider)
    expect(info).toMatchObject({
      name: 'Sandbox wallet (development)',
      rdns: 'dev.rampkit.sandbox',
    })
    expect(info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(info.icon).toMatch(/^data:image\/svg\+xml,/)
    // The same info each time (a list keys wallets by uuid), frozen as EIP-6963 asks.
    expect(announced[1]!.detail).toBe(announced[0]!.detail)
    expect(Object.isFrozen(announced[0]!.detail) && Object.isFrozen(info)).toBe(true)
    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
  })

  it('lists nothing when its chain does not answer (a development server without a local chain)', async () => {
    const target = new EventTarget()
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof globalThis.fetch
    const announced = heard(target)
    announceSandboxWallet(sandboxWalletProvider({ fetch }), { target })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 10))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toEqual([])
  })

  it('announces nothing when stopped before its chain answered', async () => {
    const target = new EventTarget()
    const node = fakeNode()
    const announced = heard(target)
    announceSandboxWallet(sandboxWalletProvider({ fetch: node.fetch }), { target })()
    await vi.waitFor(() => expect(node.calls.map((call) => call.method)).toContain('eth_chainId'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toEqual([])
  })
})

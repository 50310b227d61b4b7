import { describe, expect, it } from 'vitest'
import {
  MOCK_WALLET_ACCOUNT,
  type MockWalletRpcError,
  mockWalletProvider,
} from './mockWalletProvider.js'

const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const balanceOf = (token: string, owner = MOCK_WALLET_ACCOUNT) => ({
  method: 'eth_call',
  params: [{ to: token, data: `0x70a08231${owner.slice(2).padStart(64, '0')}` }, 'latest'],
})
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: MockWalletRpcError) => error.code,
  )

describe('mockWalletProvider', () => {
  it('answers accounts, chain and balances from its options', async () => {
    const { provider } = mockWalletProvider({
      chainId: 1,
      balance: 25n * 10n ** 17n,
      tokenBalances: { [TOKEN.toLowerCase()]: 12_000_000n },
    })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([MOCK_WALLET_ACCOUNT])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([MOCK_WALLET_ACCOUNT])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(
      await provider.request({ method: 'eth_getBalance', params: [MOCK_WALLET_ACCOUNT] }),
    ).toBe('0x22b1c8c1227a0000')
    expect(BigInt((await provider.request(balanceOf(TOKEN))) as string)).toBe(12_000_000n)
    // An unlisted token: none of it.
    expect(BigInt((await provider.request(balanceOf(`0x${'1'.repeat(40)}`))) as string)).toBe(0n)
  })

  it('holds one figure of every token when given one', async () => {
    const { provider } = mockWalletProvider({ tokenBalances: 5n })
    expect(BigInt((await provider.request(balanceOf(TOKEN))) as string)).toBe(5n)
  })

  it('sends with the given function, records the transaction and reports it mined', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    const wallet = mockWalletProvider({
      sendTransaction: () => hash,
      receipt: () => ({ blockNumber: 7n }),
    })
    const transaction = { from: MOCK_WALLET_ACCOUNT, to: TOKEN, value: '0x1' }
    expect(
      await wallet.provider.request({ method: 'eth_sendTransaction', params: [transaction] }),
    ).toBe(hash)
    expect(wallet.sent).toEqual([transaction])
    expect(
      await wallet.provider.request({ method: 'eth_getTransactionReceipt', params: [hash] }),
    ).toEqual({ status: '0x1', blockNumber: '0x7', transactionHash: hash })
    expect(wallet.requests.map(({ method }) => method)).toEqual([
      'eth_sendTransaction',
      'eth_getTransactionReceipt',
    ])
  })

  it('gives each default send its own hash, and a receipt null while not mined', async () => {
    let mined = false
    const { provider } = mockWalletProvider({
      receipt: () => (mined ? { status: 'reverted' } : null),
    })
    const send = () => provider.request({ method: 'eth_sendTransaction', params: [{}] })
    const [first, second] = [await send(), await send()]
    expect(first).toMatch(/^0x[0-9a-f]{64}$/)
    expect(second).not.toBe(first)
    expect(
      await provider.request({ method: 'eth_getTransactionReceipt', params: [first] }),
    ).toBeNull()
    mined = true
    expect(
      await provider.request({ method: 'eth_getTransactionReceipt', params: [first] }),
    ).toMatchObject({ status: '0x0' })
  })

  it('refuses with 4001: always what `refuse` names, once what refuseNext names', async () => {
    const wallet = mockWalletProvider({ refuse: ['send'] })
    const { provider } = wallet
    expect(await code(provider.request({ method: 'eth_sendTransaction', params: [{}] }))).toBe(4001)
    expect(wallet.sent).toEqual([])
    wallet.refuseNext('eth_requestAccounts')
    expect(await code(provider.request({ method: 'eth_chainId' }))).toBe('answered')
    expect(await code(provider.request({ method: 'eth_requestAccounts' }))).toBe(4001)
    expect(await code(provider.request({ method: 'eth_requestAccounts' }))).toBe('answered')
    wallet.refuseNext()
    expect(await code(provider.request({ method: 'eth_chainId' }))).toBe(4001)
  })

  it('says 4200 for what it does not support and 4902 for a chain it cannot switch to', async () => {
    const { provider } = mockWalletProvider({ switchableChains: [1] })
    expect(await code(provider.request({ method: 'eth_signTypedData_v4' }))).toBe(4200)
    const to = (chainId: string) =>
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    expect(await code(to('0x89'))).toBe(4902)
    expect(await code(to('0x1'))).toBe('answered')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('emits chainChanged and accountsChanged to its listeners until removed', async () => {
    const wallet = mockWalletProvider()
    const seen: unknown[] = []
    const listener = (value: unknown) => seen.push(value)
    wallet.provider.on('chainChanged', listener)
    wallet.provider.on('accountsChanged', listener)
    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    })
    wallet.setAccounts([])
    wallet.provider.removeListener('chainChanged', listener)
    wallet.setChainId(10)
    expect(seen).toEqual(['0x1', []])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0xa')
  })

  it('announces itself (EIP-6963), now and whenever a page asks, until stopped', () => {
    const wallet = mockWalletProvider({ info: { name: 'Test wallet', uuid: 'test' } })
    const target = new EventTarget()
    const seen: unknown[] = []
    target.addEventListener('eip6963:announceProvider', (event) =>
      seen.push((event as CustomEvent).detail),
    )
    const stop = wallet.announce(target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toEqual([
      {
        info: expect.objectContaining({ name: 'Test wallet', uuid: 'test' }),
        provider: wallet.provider,
      },
      { info: wallet.info, provider: wallet.provider },
    ])
  })
})

import { LOCAL_CHAINS, type LocalChain, rpc } from '@rampkit/local-chain'
import type { PublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import { createWalletConnector, transactionReceipt } from '../../src/connect.js'
import { eip1193Wallet, sendCryptoHandler, walletWidgetConfig } from '../../src/index.js'
import { freshAddress, fundedAccount, onLocalChain, tokenBalance, tokenRequest } from './harness.js'

let chain: LocalChain
let reader: PublicClient
onLocalChain((started, client) => {
  chain = started
  reader = client
})

/** A bare EIP-1193 provider that forwards every request to the node (its accounts are unlocked). */
const nodeProvider = () => ({
  request: ({ method, params }: { method: string; params?: unknown }) =>
    rpc(chain.rpcUrl, method, (params ?? []) as unknown[]),
})

describe('eip1193Wallet on the local chain, no wallet library', () => {
  it("is connected to the node's first account on chain 31337", async () => {
    const wallet = eip1193Wallet(nodeProvider())
    const connection = await wallet.connection()
    expect(connection?.chainId).toBe(31337)
    expect(connection?.address.toLowerCase()).toBe(fundedAccount(0).account.address.toLowerCase())
    const config = await walletWidgetConfig(wallet, {
      assets: [{ chain: 'ETH', symbol: 'ETH', type: 'NATIVE', address: null }],
      chains: LOCAL_CHAINS,
    })
    expect(config).toMatchObject({ userAddress: connection?.address, defaultAsset: 'ETH_ETH' })
  })

  it('sends USDC through sendCryptoHandler: eth_sendTransaction with hex quantities is mined', async () => {
    const usdc = chain.tokens.find((t) => t.symbol === 'USDC')
    if (!usdc) throw new Error('the local chain has no USDC')
    const wallet = eip1193Wallet(nodeProvider())
    const from = (await wallet.connection())?.address ?? ''
    const to = freshAddress()
    const before = await tokenBalance(reader, usdc.address, from)
    const { txHash } = await sendCryptoHandler(wallet, { chains: LOCAL_CHAINS })(
      tokenRequest(usdc, 12_000_000n, to),
    )
    const receipt = await transactionReceipt(nodeProvider(), txHash, { intervalMs: 100 })
    expect(receipt).toEqual({
      status: 'success',
      blockNumber: (await reader.getTransactionReceipt({ hash: txHash as `0x${string}` }))
        .blockNumber,
      transactionHash: txHash,
    })
    expect(await tokenBalance(reader, usdc.address, to)).toBe(12_000_000n)
    expect(await tokenBalance(reader, usdc.address, from)).toBe(before - 12_000_000n)
  })

  it('sends the native coin: the receiver gets the value', async () => {
    const wallet = eip1193Wallet(nodeProvider())
    const from = (await wallet.connection())?.address
    if (!from) throw new Error('not connected')
    const to = freshAddress()
    const hash = await wallet.sendTransaction({ from, chainId: 31337, to, value: 123_456_789n })
    await reader.waitForTransactionReceipt({ hash })
    expect(await reader.getBalance({ address: to })).toBe(123_456_789n)
  })
})

describe('the wallet connector on the local chain', () => {
  it('connects an announced wallet, and its EvmWallet sells the native coin through the handler', async () => {
    const target = new EventTarget()
    const connector = createWalletConnector({ target })
    // A browser wallet of the node's unlocked accounts: it answers eth_requestAccounts itself
    // (the node has no such method) and passes the rest on.
    const node = nodeProvider()
    const provider = {
      request: (args: { method: string; params?: unknown }) =>
        node.request(args.method === 'eth_requestAccounts' ? { method: 'eth_accounts' } : args),
    }
    const info = { uuid: 'node', name: 'Local node', icon: 'data:,', rdns: 'local.node' }
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }),
    )
    await connector.connect('node')
    const { status, connection, wallet } = connector.getSnapshot()
    expect(connector.getSnapshot().error).toBeUndefined()
    expect(status).toBe('connected')
    expect(connection?.chainId).toBe(31337)
    if (!wallet) throw new Error('no wallet')
    const to = freshAddress()
    const { txHash } = await sendCryptoHandler(wallet, { chains: LOCAL_CHAINS })({
      assetInfo: { chain: 'ETH', symbol: 'ETH', type: 'NATIVE', address: null },
      amount: '5000',
      address: to,
    })
    const receipt = await transactionReceipt(provider, txHash, { intervalMs: 100 })
    expect(receipt.status).toBe('success')
    expect(await reader.getBalance({ address: to })).toBe(5000n)
    connector.destroy()
  })
})

// The sandbox wallet on the real local chain (Hardhat's node, started for this file): what a page
// gets when it connects it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// By path: the local chain's package depends on the sandbox, not the other way round.
import { type LocalChain, rpc, startLocalChain } from '../../../local-chain/src/index.mjs'
import { type SandboxTransaction, sandboxWalletProvider } from '../../src/wallet.js'

let chain: LocalChain
beforeAll(async () => {
  chain = await startLocalChain()
})
afterAll(async () => {
  await chain?.close()
})

const balance = async (address: string) =>
  BigInt(await rpc<string>(chain.rpcUrl, 'eth_getBalance', [address, 'latest']))
const tokenBalance = async (token: string, address: string) =>
  BigInt(
    await rpc<string>(chain.rpcUrl, 'eth_call', [
      { to: token, data: `0x70a08231${address.slice(2).padStart(64, '0')}` },
      'latest',
    ]),
  )
const fresh = () =>
  `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`

describe('the sandbox wallet on the local chain', () => {
  it('holds the funded account at its index and stays on the local chain', async () => {
    const wallet = sandboxWalletProvider({ rpcUrl: chain.rpcUrl, account: 3 })
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([
      chain.accounts[3]!.toLowerCase(),
    ])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('sends ETH and a token transfer once approved: mined, balances moved', async () => {
    const asked: string[] = []
    const wallet = sandboxWalletProvider({
      rpcUrl: chain.rpcUrl,
      account: 1,
      approve: (_transaction: SandboxTransaction, description: string) => {
        asked.push(description)
        return true
      },
    })
    const to = fresh()
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ to, value: '0xde0b6b3a7640000' }], // 1 ETH
    })) as string
    const receipt = await rpc<{ status: string; from: string }>(
      chain.rpcUrl,
      'eth_getTransactionReceipt',
      [hash],
    )
    expect(receipt).toMatchObject({ status: '0x1', from: chain.accounts[1]!.toLowerCase() })
    expect(await balance(to)).toBe(10n ** 18n)

    const usdc = chain.tokens.find(({ symbol }) => symbol === 'USDC')!
    const amount = 2_500_000n.toString(16).padStart(64, '0')
    await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ to: usdc.address, data: `0xa9059cbb${to.slice(2).padStart(64, '0')}${amount}` }],
    })
    expect(await tokenBalance(usdc.address, to)).toBe(2_500_000n)
    expect(asked).toEqual([
      `Sandbox wallet (development): approve this transaction? Send 1 ETH to ${to}.`,
      `Sandbox wallet (development): approve this transaction? Send 2.5 USDC (token ${usdc.address}) to ${to}.`,
    ])
  })

  it('sends nothing when refused: 4001, the nonce unchanged', async () => {
    const wallet = sandboxWalletProvider({ rpcUrl: chain.rpcUrl, account: 2, approve: () => false })
    const from = chain.accounts[2]!
    const nonce = await rpc(chain.rpcUrl, 'eth_getTransactionCount', [from, 'latest'])
    await expect(
      wallet.request({ method: 'eth_sendTransaction', params: [{ to: fresh(), value: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await rpc(chain.rpcUrl, 'eth_getTransactionCount', [from, 'latest'])).toBe(nonce)
  })
})

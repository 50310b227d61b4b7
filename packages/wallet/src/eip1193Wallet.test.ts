import type { ServiceChainTable } from '@rampkit/core/chains'
import { describe, expect, it, vi } from 'vitest'
import { eip1193Wallet } from './eip1193Wallet.js'
import { sendCryptoHandler } from './sendCryptoHandler.js'

const account = `0x${'a'.repeat(40)}` as const
const receiver = `0x${'b'.repeat(40)}` as const
const token = `0x${'c'.repeat(40)}` as const
// The local development chain as the only EVM chain (its id, 31337, is 0x7a69).
const chains: ServiceChainTable = { ETH: { evm: true, chainId: 31337 } }

/** A wallet's provider on chain `chainId`: answers from `answers`, records every request. */
function fakeProvider(answers: Record<string, unknown>) {
  const request = vi.fn(async ({ method }: { method: string; params?: unknown }) => {
    if (!(method in answers)) throw Object.assign(new Error(`no ${method}`), { code: 4200 })
    const answer = answers[method]
    return typeof answer === 'function' ? answer() : answer
  })
  return { request }
}

describe('eip1193Wallet', () => {
  it("is connected to eth_accounts' first account on eth_chainId's chain, or not at all", async () => {
    const provider = fakeProvider({ eth_accounts: [account, receiver], eth_chainId: '0x7a69' })
    await expect(eip1193Wallet(provider).connection()).resolves.toEqual({
      address: account,
      chainId: 31337,
    })
    const none = fakeProvider({ eth_accounts: [], eth_chainId: '0x1' })
    await expect(eip1193Wallet(none).connection()).resolves.toBeUndefined()
    // No account: the chain is not asked.
    expect(none.request).toHaveBeenCalledOnce()
  })

  it('switches with wallet_switchEthereumChain and the chain id in hex', async () => {
    const provider = fakeProvider({ wallet_switchEthereumChain: null })
    await eip1193Wallet(provider).switchChain(8453)
    expect(provider.request).toHaveBeenCalledWith({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    })
  })

  it("reads the native balance with eth_getBalance and a token's with balanceOf", async () => {
    const provider = fakeProvider({ eth_getBalance: '0x10', eth_call: `0x${'0'.repeat(63)}5` })
    const wallet = eip1193Wallet(provider)
    expect(await wallet.balance(account, null)).toBe(16n)
    expect(await wallet.balance(account, token)).toBe(5n)
    expect(provider.request.mock.calls.map(([call]) => call)).toEqual([
      { method: 'eth_getBalance', params: [account, 'latest'] },
      {
        method: 'eth_call',
        params: [{ to: token, data: `0x70a08231${'0'.repeat(24)}${'a'.repeat(40)}` }, 'latest'],
      },
    ])
  })

  it('sends with eth_sendTransaction, quantities in hex and no chainId field', async () => {
    const hash = `0x${'d'.repeat(64)}`
    const provider = fakeProvider({ eth_sendTransaction: hash })
    const sent = await eip1193Wallet(provider).sendTransaction({
      from: account,
      chainId: 1,
      to: token,
      value: 0n,
      data: '0xa9059cbb',
    })
    expect(sent).toBe(hash)
    expect(provider.request).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      params: [{ from: account, to: token, value: '0x0', data: '0xa9059cbb' }],
    })
    await eip1193Wallet(provider).sendTransaction({
      from: account,
      chainId: 1,
      to: receiver,
      value: 255n,
    })
    expect(provider.request).toHaveBeenLastCalledWith({
      method: 'eth_sendTransaction',
      params: [{ from: account, to: receiver, value: '0xff' }],
    })
  })

  it("carries a sale through sendCryptoHandler: switch, balance, send; the user's 4001 is USER_REJECTED", async () => {
    let chainId = '0x1'
    const hash = `0x${'e'.repeat(64)}`
    let reject = false
    const provider = fakeProvider({
      eth_accounts: [account],
      eth_chainId: () => chainId,
      wallet_switchEthereumChain: () => {
        chainId = '0x7a69'
        return null
      },
      eth_getBalance: '0xde0b6b3a7640000', // 1 ETH
      eth_sendTransaction: () => {
        if (reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        return hash
      },
    })
    const send = sendCryptoHandler(eip1193Wallet(provider), { chains })
    const request = {
      assetInfo: { chain: 'ETH', symbol: 'ETH', type: 'NATIVE', address: null },
      amount: '1000',
      address: receiver,
    }
    await expect(send(request)).resolves.toEqual({ txHash: hash })
    expect(chainId).toBe('0x7a69')
    expect(provider.request).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      params: [{ from: account, to: receiver, value: '0x3e8' }],
    })
    reject = true
    await expect(send(request)).rejects.toMatchObject({
      name: 'WalletError',
      code: 'USER_REJECTED',
    })
  })

  it("refuses a switch the wallet cannot make as CHAIN_NOT_SWITCHABLE, the user's as USER_REJECTED", async () => {
    const onChain1 = (code: number) =>
      fakeProvider({
        eth_accounts: [account],
        eth_chainId: '0x1',
        wallet_switchEthereumChain: () => {
          throw Object.assign(new Error('Unrecognized chain ID "0x7a69".'), { code })
        },
      })
    const request = {
      assetInfo: { chain: 'ETH', symbol: 'ETH', type: 'NATIVE', address: null },
      amount: '1',
      address: receiver,
    }
    for (const [code, refusal] of [
      [4902, 'CHAIN_NOT_SWITCHABLE'],
      [-32603, 'CHAIN_NOT_SWITCHABLE'],
      [4001, 'USER_REJECTED'],
    ] as const) {
      const provider = onChain1(code)
      await expect(
        sendCryptoHandler(eip1193Wallet(provider), { chains })(request),
      ).rejects.toMatchObject({
        code: refusal,
        chainId: 31337,
      })
      expect(provider.request).not.toHaveBeenCalledWith(
        expect.objectContaining({ method: 'eth_sendTransaction' }),
      )
    }
  })
})

import { ChainError } from '@rampkit/core/chains'
import {
  InsufficientFundsError,
  RpcRequestError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { WalletError } from './WalletError.js'
import { refusal, walletFailure } from './walletFailure.js'

// A node's error answer as viem carries it, with the request it failed (the payload).
const rpcError = (code: number, message: string) =>
  new RpcRequestError({
    body: { method: 'eth_sendTransaction', params: [{ from: `0x${'1'.repeat(40)}` }] },
    error: { code, message },
    url: 'http://127.0.0.1:8545',
  })

describe('walletFailure', () => {
  it("names the user's refusal however deep the wallet library wrapped it", () => {
    const wrapped = new TransactionExecutionError(new UserRejectedRequestError(new Error('no')), {
      account: { address: `0x${'1'.repeat(40)}`, type: 'json-rpc' },
      to: `0x${'2'.repeat(40)}`,
    } as never)
    for (const error of [
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
      new UserRejectedRequestError(new Error('no')),
      wrapped,
      new Error('wrapper', { cause: { code: 4001, message: 'denied' } }),
    ]) {
      expect(walletFailure(error)).toMatchObject({ code: 'USER_REJECTED', cause: error })
    }
    // A refusal of a chain switch is the user's too, not the chain's.
    expect(walletFailure(wrapped, {}, 'CHAIN_NOT_SWITCHABLE').code).toBe('USER_REJECTED')
  })

  it("names a balance too low: viem's error, or the node's words viem does not know", () => {
    expect(walletFailure(new InsufficientFundsError()).code).toBe('INSUFFICIENT_FUNDS')
    const hardhat = rpcError(-32000, "Sender doesn't have enough funds to send tx.")
    expect(walletFailure(new Error('x', { cause: hardhat })).code).toBe('INSUFFICIENT_FUNDS')
  })

  it('names any other failure of a switch as a chain out of reach (4902 and the rest)', () => {
    for (const error of [rpcError(4902, 'Unrecognized chain ID'), new Error('unsupported')]) {
      expect(walletFailure(error, { chainId: 10 }, 'CHAIN_NOT_SWITCHABLE')).toMatchObject({
        code: 'CHAIN_NOT_SWITCHABLE',
        chainId: 10,
      })
    }
  })

  it("maps core's ChainError to an invalid request (the handlers refuse non-EVM chains first)", () => {
    const error = (code: ChainError['code']) => new ChainError('x', { code })
    expect(walletFailure(error('INVALID_AMOUNT')).code).toBe('INVALID_REQUEST')
    expect(walletFailure(error('INVALID_ADDRESS')).code).toBe('INVALID_REQUEST')
  })

  it("keeps the wallet's text, with its request, out of the message: only the cause has it", () => {
    const cause = rpcError(-32603, 'Internal error with 0xdeadbeef payload')
    const failure = walletFailure(cause, { asset: 'ETH_USDC', chainId: 1 })
    expect(failure).toMatchObject({ code: 'WALLET_FAILED', asset: 'ETH_USDC', chainId: 1, cause })
    expect(failure.message).toBe('The wallet could not send the transaction (ETH_USDC).')
    expect(cause.message).toContain('eth_sendTransaction')
  })

  it('passes a WalletError through as it is', () => {
    const own = refusal('NOT_CONNECTED')
    expect(walletFailure(own, {}, 'CHAIN_NOT_SWITCHABLE')).toBe(own)
    expect(own).toBeInstanceOf(WalletError)
    expect(own).toMatchObject({ name: 'WalletError', message: 'No wallet is connected.' })
  })
})

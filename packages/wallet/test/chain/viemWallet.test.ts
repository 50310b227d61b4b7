import type { ServiceChainTable } from '@rampkit/core/chains'
import { FUNDED_TOKEN_UNITS, LOCAL_CHAINS, type LocalChain } from '@rampkit/local-chain'
import type { PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import {
  cryptoAccountHandler,
  sendCryptoHandler,
  viemWallet,
  WalletError,
  type WalletErrorCode,
  walletWidgetConfig,
} from '../../src/index.js'
import {
  browserWallet,
  freshAddress,
  fundedAccount,
  localWallet,
  nativeRequest,
  onLocalChain,
  providerError,
  tokenBalance,
  tokenRequest,
} from './harness.js'

let chain: LocalChain
let reader: PublicClient
onLocalChain((started, client) => {
  chain = started
  reader = client
})

const chains = LOCAL_CHAINS
const usdc = () => {
  const token = chain.tokens.find((t) => t.symbol === 'USDC')
  if (!token) throw new Error('the local chain has no USDC')
  return token
}

/** Runs a handler call that must be refused: its WalletError, the one `onError` got, and no transaction sent. */
async function refused(
  run: (onError: (error: WalletError) => void) => Promise<unknown>,
  code: WalletErrorCode,
  from?: `0x${string}`,
) {
  const onError = vi.fn<(error: WalletError) => void>()
  const nonce = from && (await reader.getTransactionCount({ address: from }))
  const error = await run(onError).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(WalletError)
  expect(error).toMatchObject({ code })
  expect(onError).toHaveBeenCalledExactlyOnceWith(error)
  if (from) expect(await reader.getTransactionCount({ address: from })).toBe(nonce)
  return error as WalletError
}

describe('sendCryptoHandler with a viem wallet client of a local account', () => {
  it('sends the native coin: the receiver gets the amount, the hash is the mined transfer', async () => {
    const { account } = fundedAccount(1)
    const to = freshAddress()
    const amount = 1_234_500_000_000_000_000n
    const before = await reader.getBalance({ address: account.address })
    const send = sendCryptoHandler(viemWallet(localWallet(chain, account)), { chains })
    const { txHash } = await send(nativeRequest(amount, to))
    const receipt = await reader.waitForTransactionReceipt({ hash: txHash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(account.address.toLowerCase())
    expect(await reader.getBalance({ address: to })).toBe(amount)
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await reader.getBalance({ address: account.address })).toBe(before - amount - fee)
  })

  it("calls USDC's transfer: the receiver gets the amount, the sender loses it, no coin moves", async () => {
    const { account } = fundedAccount(1)
    const to = freshAddress()
    const amount = 25_500_000n // 25.5 USDC, 6 decimals
    const before = await tokenBalance(reader, usdc().address, account.address)
    const send = sendCryptoHandler(viemWallet(localWallet(chain, account)), { chains })
    const { txHash } = await send(tokenRequest(usdc(), amount, to))
    const receipt = await reader.waitForTransactionReceipt({ hash: txHash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(receipt.to).toBe(usdc().address.toLowerCase())
    expect(await tokenBalance(reader, usdc().address, to)).toBe(amount)
    expect(await tokenBalance(reader, usdc().address, account.address)).toBe(before - amount)
    expect(await reader.getBalance({ address: to })).toBe(0n)
  })

  it('refuses a balance too low, native or token, before the wallet is asked to sign', async () => {
    const empty = privateKeyToAccount(generatePrivateKey())
    const native = await refused(
      (onError) =>
        sendCryptoHandler(viemWallet(localWallet(chain, empty)), { chains, onError })(
          nativeRequest(1n, freshAddress()),
        ),
      'INSUFFICIENT_FUNDS',
      empty.address,
    )
    expect(native).toMatchObject({ asset: 'ETH_ETH', chainId: 31337 })
    const { account } = fundedAccount(1)
    await refused(
      (onError) =>
        sendCryptoHandler(viemWallet(localWallet(chain, account)), { chains, onError })(
          tokenRequest(
            usdc(),
            FUNDED_TOKEN_UNITS * 10n ** BigInt(usdc().decimals) + 1n,
            freshAddress(),
          ),
        ),
      'INSUFFICIENT_FUNDS',
      account.address,
    )
  })

  it('refuses the amount without the fee: the node says so and viem names it', async () => {
    const poor = privateKeyToAccount(generatePrivateKey())
    const { account } = fundedAccount(1)
    const funder = localWallet(chain, account)
    const hash = await funder.sendTransaction({
      account,
      to: poor.address,
      value: 1000n,
      chain: null,
    })
    await reader.waitForTransactionReceipt({ hash })
    const error = await refused(
      (onError) =>
        sendCryptoHandler(viemWallet(localWallet(chain, poor)), { chains, onError })(
          nativeRequest(1000n, freshAddress()),
        ),
      'INSUFFICIENT_FUNDS',
      poor.address,
    )
    // viem's error (the cause, for the host's logs) carries the request; the message never does.
    expect(String((error.cause as Error).message)).toContain(poor.address)
    expect(error.message).toBe('The balance is too low for this transfer (ETH_ETH).')
    expect(error.message).not.toMatch(/0x[0-9a-fA-F]{40}|Request|eth_[a-z]/)
  })

  it('refuses a chain the wallet cannot switch to (the node has no wallet_switchEthereumChain)', async () => {
    const { account } = fundedAccount(1)
    const table: ServiceChainTable = { ...LOCAL_CHAINS, MATIC: { evm: true, chainId: 137 } }
    const error = await refused(
      (onError) =>
        sendCryptoHandler(viemWallet(localWallet(chain, account)), { chains: table, onError })({
          assetInfo: { chain: 'MATIC', symbol: 'MATIC', type: 'NATIVE', address: null },
          amount: '1',
          address: freshAddress(),
        }),
      'CHAIN_NOT_SWITCHABLE',
      account.address,
    )
    expect(error.chainId).toBe(137)
    expect(error.message).toBe("The wallet cannot switch to the asset's chain (MATIC_MATIC).")
  })

  it('refuses a non-EVM asset, and one of a chain the table lacks', async () => {
    const { account } = fundedAccount(1)
    const send = (onError: (error: WalletError) => void, chainCode: string) =>
      sendCryptoHandler(viemWallet(localWallet(chain, account)), { chains, onError })({
        assetInfo: { chain: chainCode, symbol: 'SOL', type: 'NATIVE', address: null },
        amount: '1',
        address: freshAddress(),
      })
    await refused((onError) => send(onError, 'SOLANA'), 'NOT_EVM_ASSET', account.address)
    await refused((onError) => send(onError, 'NOSUCH'), 'NOT_EVM_ASSET', account.address)
  })
})

describe('sendCryptoHandler with a browser wallet (EIP-1193 provider, JSON-RPC account)', () => {
  it('sends through eth_sendTransaction when the user signs', async () => {
    const { account } = fundedAccount(2)
    const to = freshAddress()
    const send = sendCryptoHandler(viemWallet(browserWallet(chain, account.address)), { chains })
    const { txHash } = await send(tokenRequest(usdc(), 7n, to))
    await reader.waitForTransactionReceipt({ hash: txHash as `0x${string}` })
    expect(await tokenBalance(reader, usdc().address, to)).toBe(7n)
  })

  it('refuses when the user rejects the signature (4001)', async () => {
    const { account } = fundedAccount(2)
    const wallet = browserWallet(chain, account.address, (method) => {
      if (method === 'eth_sendTransaction') throw providerError(4001, 'User rejected the request.')
    })
    const error = await refused(
      (onError) =>
        sendCryptoHandler(viemWallet(wallet), { chains, onError })(
          nativeRequest(5n, freshAddress()),
        ),
      'USER_REJECTED',
      account.address,
    )
    expect(error.message).toBe('The user rejected the request in the wallet (ETH_ETH).')
    expect(error.cause).toBeInstanceOf(Error)
  })

  it("switches a wallet on another chain to the asset's, then sends", async () => {
    const { account } = fundedAccount(2)
    let chainId = '0x1'
    const switches: unknown[] = []
    const wallet = browserWallet(chain, account.address, (method, params) => {
      if (method === 'eth_chainId') return chainId
      if (method === 'wallet_switchEthereumChain') {
        switches.push(params)
        chainId = (params as [{ chainId: string }])[0].chainId
        return null
      }
    })
    const to = freshAddress()
    const { txHash } = await sendCryptoHandler(viemWallet(wallet), { chains })(
      nativeRequest(9n, to),
    )
    expect(switches).toEqual([[{ chainId: '0x7a69' }]])
    await reader.waitForTransactionReceipt({ hash: txHash as `0x${string}` })
    expect(await reader.getBalance({ address: to })).toBe(9n)
  })

  it('refuses when the user rejects the switch, or the wallet answers and stays', async () => {
    const { account } = fundedAccount(2)
    const onChain1 = (reject: boolean) =>
      browserWallet(chain, account.address, (method) => {
        if (method === 'eth_chainId') return '0x1'
        if (method === 'wallet_switchEthereumChain') {
          if (reject) throw providerError(4001, 'User rejected the request.')
          return null
        }
      })
    await refused(
      (onError) =>
        sendCryptoHandler(viemWallet(onChain1(true)), { chains, onError })(
          nativeRequest(1n, freshAddress()),
        ),
      'USER_REJECTED',
      account.address,
    )
    await refused(
      (onError) =>
        sendCryptoHandler(viemWallet(onChain1(false)), { chains, onError })(
          nativeRequest(1n, freshAddress()),
        ),
      'CHAIN_NOT_SWITCHABLE',
      account.address,
    )
  })
})

describe('cryptoAccountHandler and walletWidgetConfig with a viem wallet client', () => {
  it('answers the connected address for an EVM asset, refuses a non-EVM one', async () => {
    const { account } = fundedAccount(3)
    const wallet = viemWallet(localWallet(chain, account))
    const onError = vi.fn()
    const handler = cryptoAccountHandler(wallet, { chains, onError })
    await expect(handler({ type: 'ETH', assetSymbol: 'ETH_USDC' })).resolves.toEqual({
      address: account.address,
      type: 'ETH',
      assetSymbol: 'ETH_USDC',
    })
    const error = await handler({ type: 'BTC', assetSymbol: 'BTC_BTC' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'WalletError', code: 'NOT_EVM_ASSET', asset: 'BTC_BTC' })
    expect(onError).toHaveBeenCalledExactlyOnceWith(error)
  })

  it("gives the widget the account and the local chain's assets", async () => {
    const { account } = fundedAccount(3)
    const assets = [
      { chain: 'ETH', symbol: 'ETH', type: 'NATIVE' },
      ...chain.tokens.map((t) => ({
        chain: 'ETH',
        symbol: t.symbol,
        type: 'ERC20',
        address: t.address,
      })),
      { chain: 'SOLANA', symbol: 'SOL', type: 'NATIVE' },
    ]
    const config = await walletWidgetConfig(viemWallet(localWallet(chain, account)), {
      assets,
      chains,
    })
    const ids = ['ETH_ETH', ...chain.tokens.map((t) => `ETH_${t.symbol}`)].join(',')
    expect(config).toEqual({
      userAddress: account.address,
      swapAsset: ids,
      offrampAsset: ids,
      defaultAsset: 'ETH_ETH',
    })
  })
})

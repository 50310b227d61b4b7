import type { ServiceChainTable } from '@rampkit/core/chains'
import { LOCAL_CHAINS, type LocalChain } from '@rampkit/local-chain'
import { type Config, connect, createConfig, http, mock } from '@wagmi/core'
import { defineChain, type PublicClient } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import {
  cryptoAccountHandler,
  sendCryptoHandler,
  type WalletError,
  walletWidgetConfig,
} from '../../src/index.js'
import { wagmiWallet } from '../../src/wagmi.js'
import {
  freshAddress,
  fundedAccount,
  nativeRequest,
  onLocalChain,
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
// Hardhat's account #4: unlocked on the node, so wagmi's mock connector sends through it.
const user = () => fundedAccount(4).account.address

/** A host's wagmi config on the local chain and another one (id 10), its wallet on `startOn`. */
async function wagmiOn(startOn: number, switchChainError = false, connected = true) {
  const local = defineChain({
    id: 31337,
    name: 'Local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const other = defineChain({ ...local, id: 10, name: 'Another chain' })
  const config: Config = createConfig({
    // The wallet starts on the first chain (connecting elsewhere would ask it to switch).
    chains: startOn === local.id ? [local, other] : [other, local],
    connectors: [mock({ accounts: [user()], features: { switchChainError } })],
    transports: { [local.id]: http(chain.rpcUrl), [other.id]: http(chain.rpcUrl) },
  })
  const connector = config.connectors[0]
  if (connected && connector) await connect(config, { connector })
  return config
}

describe('the handlers with a wagmi config', () => {
  it('send the native coin and USDC from the connected account', async () => {
    const config = await wagmiOn(31337)
    const send = sendCryptoHandler(wagmiWallet(config), { chains })
    const usdc = chain.tokens.find((t) => t.symbol === 'USDC')
    if (!usdc) throw new Error('no USDC')
    const to = freshAddress()
    const native = await send(nativeRequest(31n, to))
    const token = await send(tokenRequest(usdc, 4_000_000n, to))
    for (const { txHash } of [native, token]) {
      const receipt = await reader.waitForTransactionReceipt({ hash: txHash as `0x${string}` })
      expect(receipt).toMatchObject({ status: 'success', from: user().toLowerCase() })
    }
    expect(await reader.getBalance({ address: to })).toBe(31n)
    expect(await tokenBalance(reader, usdc.address, to)).toBe(4_000_000n)
  })

  it("switches the wallet to the asset's chain first", async () => {
    const config = await wagmiOn(10)
    expect(config.state.chainId).toBe(10)
    const to = freshAddress()
    const { txHash } = await sendCryptoHandler(wagmiWallet(config), { chains })(
      nativeRequest(8n, to),
    )
    expect(config.state.chainId).toBe(31337)
    await reader.waitForTransactionReceipt({ hash: txHash as `0x${string}` })
    expect(await reader.getBalance({ address: to })).toBe(8n)
  })

  it('refuses a chain the config lacks, a rejected switch, and no connection, with typed errors', async () => {
    const table: ServiceChainTable = { ...LOCAL_CHAINS, MATIC: { evm: true, chainId: 137 } }
    const cases = [
      {
        config: await wagmiOn(31337),
        request: {
          ...nativeRequest(1n, freshAddress()),
          assetInfo: { chain: 'MATIC', symbol: 'POL', type: 'NATIVE', address: null },
        },
        code: 'CHAIN_NOT_SWITCHABLE',
      },
      {
        config: await wagmiOn(10, true),
        request: nativeRequest(1n, freshAddress()),
        code: 'USER_REJECTED',
      },
      {
        config: await wagmiOn(31337, false, false),
        request: nativeRequest(1n, freshAddress()),
        code: 'NOT_CONNECTED',
      },
    ]
    const nonce = await reader.getTransactionCount({ address: user() })
    for (const { config, request, code } of cases) {
      const onError = vi.fn<(error: WalletError) => void>()
      const error = await sendCryptoHandler(wagmiWallet(config), { chains: table, onError })(
        request,
      ).catch((e: unknown) => e)
      expect(error).toMatchObject({ name: 'WalletError', code })
      expect(onError).toHaveBeenCalledExactlyOnceWith(error)
    }
    expect(await reader.getTransactionCount({ address: user() })).toBe(nonce)
  })

  it('answer the account and the configuration of the connected chain', async () => {
    const config = await wagmiOn(31337)
    await expect(
      cryptoAccountHandler(wagmiWallet(config), { chains })({
        type: 'ETH',
        assetSymbol: 'ETH_ETH',
      }),
    ).resolves.toMatchObject({ address: user() })
    const assets = [{ chain: 'ETH', symbol: 'ETH', type: 'NATIVE' }]
    expect(await walletWidgetConfig(wagmiWallet(config), { assets, chains })).toEqual({
      userAddress: user(),
      swapAsset: 'ETH_ETH',
      offrampAsset: 'ETH_ETH',
      defaultAsset: 'ETH_ETH',
    })
    const idle = await wagmiOn(31337, false, false)
    await expect(
      cryptoAccountHandler(wagmiWallet(idle), { chains })({ type: 'ETH', assetSymbol: 'ETH_ETH' }),
    ).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    expect(await walletWidgetConfig(wagmiWallet(idle), { assets, chains })).toEqual({})
  })
})

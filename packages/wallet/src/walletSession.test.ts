import type { SendCryptoHandler } from '@rampkit/core'
import { SERVICE_CHAINS, type ServiceChainTable } from '@rampkit/core/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
// The testing kit's fake wallet, from its source: it imports nothing, so no dependency on the kit.
import { mockWalletProvider } from '../../testing/src/wallet/mockWalletProvider.js'
import { createWalletConnector, type WalletConnector } from './walletConnector.js'
import { createWalletSession, type WalletSession } from './walletSession.js'

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const ASSETS = [
  { chain: 'ETH', symbol: 'ETH', type: 'NATIVE', address: null, decimals: 18 },
  { chain: 'ETH', symbol: 'USDC', type: 'ERC20', address: USDC, decimals: 6 },
  { chain: 'SOLANA', symbol: 'SOL', type: 'NATIVE', address: null, decimals: 9 },
]
const HASH = `0x${'ab'.repeat(32)}`
const SALE = {
  assetInfo: { chain: 'ETH', symbol: 'ETH', type: 'NATIVE', address: null, decimals: 18 },
  amount: '1000',
  address: `0x${'1'.repeat(40)}`,
} as unknown as Parameters<SendCryptoHandler>[0]

let stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
})

/** A connector listing `wallet`, and a session over it that something shows (subscribed). */
async function sessionOf(
  wallet: ReturnType<typeof mockWalletProvider>,
  options: { connect?: boolean; chains?: ServiceChainTable; onError?: () => void } = {},
) {
  const connector: WalletConnector = createWalletConnector({
    wallets: [wallet],
    target: new EventTarget(),
  })
  const session = createWalletSession({
    connector,
    receiptIntervalMs: 5,
    ...(options.chains ? { chains: options.chains } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  })
  const unsubscribe = session.subscribe(() => {})
  stops.push(unsubscribe, () => connector.destroy())
  if (options.connect !== false) await connector.connect(wallet.info.uuid)
  return { connector, session, unsubscribe }
}
const poll = (session: WalletSession) => expect.poll(() => session.getSnapshot())

describe('createWalletSession', () => {
  it('without a connected wallet: no handlers, no balance, no transaction', async () => {
    const { session } = await sessionOf(mockWalletProvider(), { connect: false })
    session.update({ assetId: 'ETH_ETH', assets: ASSETS })
    expect(session.getSnapshot()).toMatchObject({
      handlers: {},
      error: null,
      balance: { status: 'none', text: '' },
      receipt: { status: 'none', text: 'No transaction yet.' },
    })
  })

  it("reads the chosen asset's balance, and says why there is none", async () => {
    const wallet = mockWalletProvider({
      chainId: 1,
      balance: 25n * 10n ** 17n,
      tokenBalances: { [USDC]: 12_000_000n },
    })
    const { session } = await sessionOf(wallet)
    expect(session.getSnapshot().balance).toEqual({ status: 'none', text: '' })
    session.update({ assetId: 'ETH_ETH' })
    await poll(session).toMatchObject({ balance: { status: 'reading', text: 'Reading…' } })
    session.update({ assets: ASSETS })
    await poll(session).toMatchObject({
      balance: { status: 'read', units: 25n * 10n ** 17n, text: '2.5 ETH' },
    })
    session.update({ assetId: 'ETH_USDC' })
    await poll(session).toMatchObject({ balance: { text: '12 USDC' } })
    session.update({ assetId: 'SOLANA_SOL' })
    await poll(session).toMatchObject({
      balance: { status: 'not-evm', text: 'SOL is not on an EVM chain: this wallet holds none.' },
    })
    wallet.setChainId(10)
    session.update({ assetId: 'ETH_ETH' })
    await poll(session).toMatchObject({
      balance: {
        status: 'other-chain',
        chainId: 1,
        text: 'ETH is on chain 1; the wallet is on 10.',
      },
    })
  })

  it('reads the balance on the chain table it is given (a local chain for ETH)', async () => {
    const wallet = mockWalletProvider({ balance: 10n ** 18n })
    const chains = {
      ...SERVICE_CHAINS,
      ETH: { evm: true, chainId: 31337 },
    } as ServiceChainTable
    const { session } = await sessionOf(wallet, { chains })
    session.update({ assetId: 'ETH_ETH', assets: ASSETS })
    await poll(session).toMatchObject({ balance: { text: '1 ETH' } })
  })

  it("sends through the wallet: the sale's hash is the final transaction, its receipt read, the balance again", async () => {
    let balance = 2n * 10n ** 18n
    let mined = false
    const wallet = mockWalletProvider({
      chainId: 1,
      sendTransaction: () => HASH,
      receipt: () => (mined ? { blockNumber: 7n } : null),
    })
    // The balance the chain reports now.
    const request = wallet.provider.request
    wallet.provider.request = async (args) =>
      args.method === 'eth_getBalance' ? `0x${balance.toString(16)}` : request(args)
    const { session } = await sessionOf(wallet)
    session.update({ assetId: 'ETH_ETH', assets: ASSETS })
    await poll(session).toMatchObject({ balance: { text: '2 ETH' } })
    const send = session.getSnapshot().handlers.onSendCrypto
    expect(await send?.(SALE)).toEqual({ txHash: HASH })
    expect(wallet.sent).toHaveLength(1)
    expect(session.getSnapshot().receipt).toEqual({
      status: 'waiting',
      transaction: { what: 'Sale', hash: HASH },
      text: `Sale transaction ${HASH}: waiting to be mined…`,
    })
    balance = 10n ** 18n
    mined = true
    await poll(session).toMatchObject({
      receipt: { status: 'mined', text: `Sale transaction ${HASH}: success in block 7` },
      balance: { text: '1 ETH' },
    })
  })

  it("follows the purchase's finalTxHash it is given once final", async () => {
    const wallet = mockWalletProvider({ receipt: () => ({ blockNumber: 3n }) })
    const { session } = await sessionOf(wallet)
    session.update({ purchaseTxHash: undefined })
    expect(session.getSnapshot().receipt.status).toBe('none')
    session.update({ purchaseTxHash: `0x${'cd'.repeat(32)}` })
    await poll(session).toMatchObject({
      receipt: {
        status: 'mined',
        text: `Purchase transaction 0x${'cd'.repeat(32)}: success in block 3`,
      },
    })
  })

  it('says a receipt needs a wallet when none is connected', async () => {
    const { session, connector } = await sessionOf(mockWalletProvider())
    connector.disconnect()
    session.update({ purchaseTxHash: HASH })
    await poll(session).toMatchObject({
      receipt: {
        status: 'no-wallet',
        text: `Purchase transaction ${HASH} (connect a wallet to read its receipt)`,
      },
    })
  })

  it('keeps a refusal as `error` and gives it to onError; the next send clears it', async () => {
    const onError = vi.fn()
    const wallet = mockWalletProvider({ chainId: 1, balance: 10n ** 18n })
    const { session } = await sessionOf(wallet, { onError })
    wallet.refuseNext('eth_sendTransaction')
    const send = () => session.getSnapshot().handlers.onSendCrypto?.(SALE)
    await expect(send()).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(session.getSnapshot().error?.code).toBe('USER_REJECTED')
    expect(onError).toHaveBeenCalledWith(session.getSnapshot().error)
    expect(session.getSnapshot().receipt.status).toBe('none')
    await send()
    expect(session.getSnapshot().error).toBeNull()
  })

  it('reads nothing once nothing shows it, and catches up at the next subscribe', async () => {
    const wallet = mockWalletProvider({ chainId: 1, receipt: () => null, balance: 10n ** 18n })
    const { session, unsubscribe } = await sessionOf(wallet)
    session.update({ purchaseTxHash: HASH, assetId: 'ETH_ETH', assets: ASSETS })
    await poll(session).toMatchObject({
      receipt: { status: 'waiting' },
      balance: { text: '1 ETH' },
    })
    unsubscribe()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const asked = wallet.requests.length
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(wallet.requests.length).toBe(asked)
    const again = session.subscribe(() => {})
    stops.push(again)
    await expect.poll(() => wallet.requests.length).toBeGreaterThan(asked)
  })
})

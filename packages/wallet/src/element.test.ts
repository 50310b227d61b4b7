import type { ServiceChainTable } from '@rampkit/core/chains'
import { describe, expect, it, vi } from 'vitest'
import { ALICE } from '../test/connectorFixtures.js'
import type { EvmWallet, WalletConnection } from './EvmWallet.js'
import { bindWallet, type WalletBindableElement } from './element.js'

const chains: ServiceChainTable = {
  ETH: { evm: true, chainId: 31337 },
  BTC: { evm: false },
}
const assets = [
  { chain: 'ETH', symbol: 'ETH', type: 'NATIVE', address: null },
  { chain: 'ETH', symbol: 'USDC', type: 'ERC20', address: `0x${'c'.repeat(40)}` },
]

/** A wallet connected as `connection` (undefined: none), answered when `ready` resolves. */
function walletOn(connection: WalletConnection | undefined, ready = Promise.resolve()): EvmWallet {
  return {
    connection: () => ready.then(() => connection),
    switchChain: vi.fn(),
    balance: vi.fn(async () => 0n),
    sendTransaction: vi.fn(),
  }
}

/** A `<rampkit-widget>` as bindWallet sees it: its handler and parameter properties. */
const element = (): WalletBindableElement => ({
  onSendCrypto: null,
  onRequestCryptoAccount: null,
  swapAsset: 'ETH_ETH',
})

describe('bindWallet', () => {
  it("sets the element's handlers and the wallet's parameters", async () => {
    const widget = element()
    const onError = vi.fn()
    await bindWallet(widget, walletOn({ address: ALICE, chainId: 31337 }), {
      assets,
      chains,
      onError,
    })
    expect(widget).toMatchObject({
      userAddress: ALICE,
      swapAsset: 'ETH_ETH,ETH_USDC',
      offrampAsset: 'ETH_ETH,ETH_USDC',
      defaultAsset: 'ETH_ETH',
    })
    await expect(
      widget.onRequestCryptoAccount?.({ type: 'ETH', assetSymbol: 'ETH_USDC' }),
    ).resolves.toEqual({ address: ALICE, type: 'ETH', assetSymbol: 'ETH_USDC' })
    // The handlers are the binding's: a non-EVM asset reaches onError, a low balance is refused.
    await expect(
      widget.onRequestCryptoAccount?.({ type: 'BTC', assetSymbol: 'BTC_BTC' }),
    ).rejects.toMatchObject({ code: 'NOT_EVM_ASSET' })
    await expect(
      widget.onSendCrypto?.({
        assetInfo: { chain: 'ETH', symbol: 'ETH', type: 'NATIVE', address: null },
        amount: '1',
        address: `0x${'b'.repeat(40)}`,
      } as never),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    expect(onError).toHaveBeenCalledTimes(2)
  })

  it('hands the fields back to the attributes for a chain the lists lack, and unbinds', async () => {
    const widget = element()
    await bindWallet(widget, walletOn({ address: ALICE, chainId: 1 }), { assets, chains })
    expect(widget).toMatchObject({ userAddress: ALICE, swapAsset: undefined })
    await bindWallet(widget, undefined, { assets, chains })
    expect(widget).toEqual({
      onSendCrypto: null,
      onRequestCryptoAccount: null,
      userAddress: undefined,
      swapAsset: undefined,
      offrampAsset: undefined,
      defaultAsset: undefined,
    })
  })

  it('keeps the latest binding when an earlier one reads its wallet later', async () => {
    const widget = element()
    let answer = () => {}
    const slow = walletOn(
      { address: `0x${'d'.repeat(40)}`, chainId: 31337 },
      new Promise<void>((resolve) => {
        answer = resolve
      }),
    )
    const first = bindWallet(widget, slow, { assets, chains })
    await bindWallet(widget, walletOn({ address: ALICE, chainId: 31337 }), { assets, chains })
    answer()
    await first
    expect(widget.userAddress).toBe(ALICE)
  })
})

// @vitest-environment jsdom
// bindWallet on the real <rampkit-widget> (the element package's source), as a page holds it.
import type { ServiceChainTable } from '@rampkit/core/chains'
import { describe, expect, it } from 'vitest'
import { defineRampKitWidget } from '../../element/src/index.js'
import { ALICE, extensionProvider } from '../test/connectorFixtures.js'
import { eip1193Wallet } from './eip1193Wallet.js'
import { bindWallet } from './element.js'

const chains: ServiceChainTable = { ETH: { evm: true, chainId: 31337 } }
const assets = [
  { chain: 'ETH', symbol: 'ETH', type: 'NATIVE', address: null },
  { chain: 'ETH', symbol: 'USDC', type: 'ERC20', address: `0x${'c'.repeat(40)}` },
]

describe('bindWallet on <rampkit-widget>', () => {
  it("sets the element's handlers and parameters, and hands them back to the attributes", async () => {
    defineRampKitWidget()
    const element = document.createElement('rampkit-widget')
    element.setAttribute('swap-asset', 'BTC_BTC')
    await bindWallet(element, eip1193Wallet(extensionProvider('0x7a69')), { assets, chains })
    expect(element.onSendCrypto).toBeTypeOf('function')
    expect(element.config).toMatchObject({
      userAddress: ALICE,
      swapAsset: 'ETH_ETH,ETH_USDC',
      offrampAsset: 'ETH_ETH,ETH_USDC',
      defaultAsset: 'ETH_ETH',
    })
    await expect(
      element.onRequestCryptoAccount?.({ type: 'ETH', assetSymbol: 'ETH_USDC' }),
    ).resolves.toMatchObject({ address: ALICE })
    await bindWallet(element, undefined, { assets, chains })
    expect(element.onSendCrypto).toBeNull()
    expect(element.config.swapAsset).toBe('BTC_BTC')
    expect(element.config.userAddress).toBeUndefined()
  })
})

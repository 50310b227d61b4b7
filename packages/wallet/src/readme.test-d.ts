// The README's example, compiled (the tarball check skips it: its consumer app has no viem).
import {
  type AssetInfo,
  createWidget,
  type OfframpAssetInfo,
  type WidgetConfig,
} from '@rampkit/core'
import { createWalletClient, custom, type EIP1193Provider } from 'viem'
import { describe, it } from 'vitest'
import {
  cryptoAccountHandler,
  sendCryptoHandler,
  viemWallet,
  type WalletError,
  walletWidgetConfig,
} from './index.js'

declare const ethereum: EIP1193Provider
declare const config: WidgetConfig
declare const assets: AssetInfo[]
declare const offrampAssets: OfframpAssetInfo[]

describe('the README example', () => {
  it('wires a viem wallet client into the widget', async () => {
    const [account] = await ethereum.request({ method: 'eth_requestAccounts' })
    const wallet = viemWallet(createWalletClient({ account, transport: custom(ethereum) }))
    const widget = createWidget({
      ...config,
      enabledFlows: ['ONRAMP', 'OFFRAMP'],
      useSendCryptoCallback: true,
      ...(await walletWidgetConfig(wallet, { assets, offrampAssets })),
    })
    const onError = (error: WalletError) => console.warn(error.code, error.message)
    widget.onRequestCryptoAccount(cryptoAccountHandler(wallet, { onError }))
    widget.onSendCrypto(sendCryptoHandler(wallet, { onError }))
  })
})

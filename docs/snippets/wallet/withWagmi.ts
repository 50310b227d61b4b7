import { createHostApiClient, createWidget } from '@rampkit/core'
import {
  cryptoAccountHandler,
  sendCryptoHandler,
  type WalletError,
  walletWidgetConfig,
} from '@rampkit/wallet'
import { wagmiWallet } from '@rampkit/wallet/wagmi'
import { createConfig, http, injected } from '@wagmi/core'
import { base, mainnet, polygon } from '@wagmi/core/chains'

// Every chain whose assets you offer: the wallet can switch only to a chain of the config.
export const config = createConfig({
  chains: [mainnet, polygon, base],
  connectors: [injected()],
  transports: { [mainnet.id]: http(), [polygon.id]: http(), [base.id]: http() },
})
const wallet = wagmiWallet(config)

const hostApiKey = 'demo-host-api-key'
const client = createHostApiClient({ baseUrl: 'http://127.0.0.1:8787/api', hostApiKey })
const [{ assets }, { assets: offrampAssets }] = await Promise.all([
  client.v3.getAssets({ currencyCode: 'EUR' }),
  client.v3.getOfframpAssets({ currencyCode: 'EUR' }),
])
const onError = (error: WalletError) => console.warn(error.code, error.message)

export async function openRamp() {
  const widget = createWidget({
    hostAppName: 'My dapp',
    hostLogoUrl: 'https://example.com/logo.svg',
    hostApiKey,
    url: 'http://127.0.0.1:8787/widget/', // the sandbox's widget; production: leave it out
    enabledFlows: ['ONRAMP', 'OFFRAMP'],
    useSendCryptoCallback: true,
    ...(await walletWidgetConfig(wallet, { assets, offrampAssets })),
  })
  widget.onRequestCryptoAccount(cryptoAccountHandler(wallet, { onError }))
  widget.onSendCrypto(sendCryptoHandler(wallet, { onError }))
  widget.show()
}

import { SERVICE_CHAINS, type ServiceChainTable } from '@rampkit/core/chains'
import {
  cryptoAccountHandler,
  sendCryptoHandler,
  viemWallet,
  walletWidgetConfig,
} from '@rampkit/wallet'

const wallet = viemWallet(walletClient)
const chains: ServiceChainTable = { ...SERVICE_CHAINS, ETH: { evm: true, chainId: 31337 } }

const widgetFields = await walletWidgetConfig(wallet, { assets, chains })
const onRequestCryptoAccount = cryptoAccountHandler(wallet, { chains })
const onSendCrypto = sendCryptoHandler(wallet, { chains })

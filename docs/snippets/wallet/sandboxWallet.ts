import { SERVICE_CHAINS, type ServiceChainTable } from '@rampkit/core/chains'
import { sendCryptoHandler } from '@rampkit/wallet'
import { createWalletConnector } from '@rampkit/wallet/connect'

const connector = createWalletConnector()
if (development) {
  // Imported only in development: the sandbox is a development dependency.
  const { announceSandboxWallet, sandboxWalletProvider } = await import('@rampkit/sandbox/wallet')
  announceSandboxWallet(sandboxWalletProvider({ rpcUrl: 'http://127.0.0.1:8545' }))
}
// The sandbox's ETH is the local chain in development.
const chains: ServiceChainTable = development
  ? { ...SERVICE_CHAINS, ETH: { evm: true, chainId: 31337 } }
  : SERVICE_CHAINS

export function onSendCrypto() {
  const { wallet } = connector.getSnapshot()
  return wallet && sendCryptoHandler(wallet, { chains })
}

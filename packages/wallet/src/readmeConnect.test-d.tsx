// The README's connector, EIP-1193 and React examples, compiled (the tarball check skips them:
// they assume a widget, a button helper and the asset lists).
import type { AssetInfo, OfframpAssetInfo, WidgetInstance } from '@rampkit/core'
import type { EIP1193Provider } from 'viem'
import { describe, it } from 'vitest'
import { createWalletConnector, transactionReceipt } from './connect.js'
import {
  cryptoAccountHandler,
  eip1193Wallet,
  sendCryptoHandler,
  widgetAssetConfig,
} from './index.js'
import { useWalletConnector } from './react.js'
import type { WalletError } from './WalletError.js'

declare const window: { ethereum: EIP1193Provider }
declare const widget: WidgetInstance
declare const assets: AssetInfo[]
declare const offrampAssets: OfframpAssetInfo[]
declare const provider: EIP1193Provider
declare const txHash: string
declare const signal: AbortSignal
declare function addButton(info: { name: string; icon: string }, onClick: () => void): void
const onError = (error: WalletError) => console.warn(error.code, error.message)

describe('the README examples', () => {
  it('sends through a bare EIP-1193 provider', async () => {
    await window.ethereum.request({ method: 'eth_requestAccounts' })
    widget.onSendCrypto(sendCryptoHandler(eip1193Wallet(window.ethereum), { onError }))
  })

  it('connects a wallet with the connector and waits for a receipt', async () => {
    connector.subscribe(() => {
      const { status, wallet, connection, error } = connector.getSnapshot()
      if (error) console.warn(error.code, error.message)
      if (status !== 'connected' || !wallet) return
      widget.onRequestCryptoAccount(cryptoAccountHandler(wallet, { onError }))
      widget.onSendCrypto(sendCryptoHandler(wallet, { onError }))
      console.log(widgetAssetConfig(connection, { assets, offrampAssets }))
    })
    for (const { info } of connector.getSnapshot().wallets)
      addButton(info, () => connector.connect(info.uuid))
    const receipt = await transactionReceipt(provider, txHash, { signal, intervalMs: 1_000 })
    console.log(receipt.status, receipt.blockNumber + 1n, receipt.transactionHash)
  })

  it('renders the wallets in React', () => {
    console.log(<ConnectWallet />)
  })
})

const connector = createWalletConnector() // once, outside the components

function ConnectWallet() {
  const { wallets, status, connection } = useWalletConnector(connector)
  if (status === 'connected') return <p>{connection?.address}</p>
  return wallets.map(({ info }) => (
    <button key={info.uuid} type="button" onClick={() => connector.connect(info.uuid)}>
      <img src={info.icon} alt="" /> {info.name}
    </button>
  ))
}

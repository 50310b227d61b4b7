import { createWidget } from '@rampkit/core'
import { cryptoAccountHandler, sendCryptoHandler, widgetAssetConfig } from '@rampkit/wallet'
import { createWalletConnector } from '@rampkit/wallet/connect'

const connector = createWalletConnector()

function render() {
  const { wallets: found, connection, error } = connector.getSnapshot()
  wallets.replaceChildren(
    ...found.map(({ info }) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = `Connect ${info.name}`
      button.onclick = () => connector.connect(info.uuid)
      return button
    }),
  )
  message.textContent = error?.message ?? (connection ? `Connected: ${connection.address}` : '')
  sell.disabled = !connection
}
connector.subscribe(render)
render()

sell.onclick = () => {
  const { wallet, connection } = connector.getSnapshot()
  if (!wallet) return
  const widget = createWidget({
    hostAppName: 'My dapp',
    hostLogoUrl: 'https://example.com/logo.svg',
    hostApiKey: 'demo-host-api-key',
    enabledFlows: ['OFFRAMP'],
    useSendCryptoCallback: true,
    ...widgetAssetConfig(connection, { assets }),
  })
  widget.onRequestCryptoAccount(cryptoAccountHandler(wallet))
  widget.onSendCrypto(sendCryptoHandler(wallet))
  widget.show()
}

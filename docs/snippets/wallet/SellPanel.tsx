import type { AssetInfo } from '@rampkit/core'
import { useRampWidget } from '@rampkit/react'
import { cryptoAccountHandler, sendCryptoHandler, widgetAssetConfig } from '@rampkit/wallet'
import { createWalletConnector } from '@rampkit/wallet/connect'
import { useWalletConnector } from '@rampkit/wallet/react'
import { useMemo } from 'react'

const connector = createWalletConnector()

export function SellPanel({ assets }: { assets: AssetInfo[] }) {
  const { wallets, wallet, connection, error } = useWalletConnector(connector)
  const handlers = useMemo(
    () =>
      wallet && {
        onRequestCryptoAccount: cryptoAccountHandler(wallet),
        onSendCrypto: sendCryptoHandler(wallet),
      },
    [wallet],
  )
  const widget = useRampWidget(
    {
      hostAppName: 'My dapp',
      hostLogoUrl: 'https://example.com/logo.svg',
      hostApiKey: 'demo-host-api-key',
      enabledFlows: ['OFFRAMP'],
      useSendCryptoCallback: true,
      ...widgetAssetConfig(connection, { assets }),
    },
    handlers,
  )
  if (!connection) {
    return (
      <div role="group" aria-label="Wallets">
        {wallets.map(({ info }) => (
          <button type="button" key={info.uuid} onClick={() => connector.connect(info.uuid)}>
            Connect {info.name}
          </button>
        ))}
        {error && <p role="alert">{error.message}</p>}
      </div>
    )
  }
  return (
    <button type="button" onClick={widget.show}>
      Sell from {connection.address}
    </button>
  )
}

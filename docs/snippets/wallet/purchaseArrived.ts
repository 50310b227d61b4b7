import { fromBaseUnits, type SaleAssetInfo } from '@rampkit/core'
import { evmAssetRef } from '@rampkit/core/chains'
import { transactionReceipt, type WalletConnector } from '@rampkit/wallet/connect'

/** After a purchase: where its crypto went, and what the account holds now. */
export async function purchaseArrived(
  connector: WalletConnector,
  finalTxHash: string,
  asset: SaleAssetInfo,
) {
  const { wallets, walletInfo, wallet, connection } = connector.getSnapshot()
  const provider = wallets.find(({ info }) => info.uuid === walletInfo?.uuid)?.provider
  if (!provider || !wallet || !connection) return
  const receipt = await transactionReceipt(provider, finalTxHash)
  const { token } = evmAssetRef(asset) // null for the chain's coin
  const units = await wallet.balance(connection.address, token)
  return `${receipt.status} in block ${receipt.blockNumber}: ${fromBaseUnits(units, asset.decimals)} ${asset.symbol}`
}

import { createWidget } from '@rampkit/core'
import { isEvmChain } from '@rampkit/core/chains'
import { cryptoAccountHandler, sendCryptoHandler, viemWallet } from '@rampkit/wallet'

const wallet = viemWallet(createWalletClient({ account, transport: custom(provider) }))
const evmAccount = cryptoAccountHandler(wallet)
const evmSend = sendCryptoHandler(wallet)

const widget = createWidget({
  hostAppName: 'My wallet',
  hostLogoUrl: 'https://example.com/logo.svg',
  hostApiKey: 'demo-host-api-key',
  enabledFlows: ['ONRAMP', 'OFFRAMP'],
  useSendCryptoCallback: true,
})

widget.onRequestCryptoAccount(async (request) => {
  // `SOLANA_SOL`: the asset id's chain.
  const chain = request.assetSymbol.split('_')[0] ?? request.type
  if (isEvmChain(chain)) return evmAccount(request)
  const { type, assetSymbol } = request
  if (chain === 'SOLANA') return { address: solana.address, type, assetSymbol }
  if (chain === 'BTC') return { address: bitcoin.address, type, assetSymbol }
  throw new Error(`This wallet has no ${assetSymbol} account`)
})

widget.onSendCrypto(async (request) => {
  const { chain, address: token, symbol } = request.assetInfo
  if (isEvmChain(chain)) return evmSend(request)
  const amount = BigInt(request.amount) // base units: lamports, satoshis
  if (chain === 'SOLANA' && token === null) {
    return { txHash: await solana.sendSol(request.address, amount) }
  }
  if (chain === 'BTC') return { txHash: await bitcoin.sendBtc(request.address, amount) }
  throw new Error(`This wallet cannot send ${symbol} on ${chain}`)
})

// Core's chain functions the binding calls, imported in one place: the bundle then has one
// import of @rampkit/core/chains instead of one per file.
export {
  evmAssetIds,
  isChainError,
  isEvmChain,
  isNativeAsset,
  sendCryptoTransfer,
  transferTransaction,
} from '@rampkit/core/chains'

export { ChainError, type ChainErrorCode, type ChainErrorInit, isChainError } from './ChainError.js'
export { type EvmAddress, isEvmAddress } from './evmAddress.js'
export { type ChainAsset, type EvmAssetRef, evmAssetRef, isNativeAsset } from './evmAsset.js'
export { evmAssetIds } from './evmAssetIds.js'
export { evmChainId, isEvmChain } from './evmChainId.js'
export { type EvmAssetQuery, findEvmAsset } from './findEvmAsset.js'
export {
  type Erc20Transfer,
  type EvmTransfer,
  type NativeTransfer,
  type SendCryptoRequest,
  sendCryptoTransfer,
} from './sendCryptoTransfer.js'
export {
  type ChainFacts,
  type ChainTableOptions,
  SERVICE_CHAINS,
  type ServiceChainCode,
  type ServiceChainTable,
} from './serviceChains.js'
export { type EvmTransactionRequest, transferTransaction } from './transferTransaction.js'

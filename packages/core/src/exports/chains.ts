// `@rampkit/core/chains`: the service's chains as EVM wallets know them (chain codes to EVM chain
// ids, assets by chain id and token, a send-crypto request as a plain transfer), for a host or a
// binding that connects the user's wallet. No wallet library and no dependency: any can send the
// transfer. Its own entry, so hosts without a wallet never meet these names.
export {
  type ChainAsset,
  ChainError,
  type ChainErrorCode,
  type ChainErrorInit,
  type ChainFacts,
  type ChainTableOptions,
  type Erc20Transfer,
  type EvmAddress,
  type EvmAssetQuery,
  type EvmAssetRef,
  type EvmTransactionRequest,
  type EvmTransfer,
  evmAssetIds,
  evmAssetRef,
  evmChainId,
  findEvmAsset,
  isChainError,
  isEvmAddress,
  isEvmChain,
  isNativeAsset,
  type NativeTransfer,
  SERVICE_CHAINS,
  type SendCryptoRequest,
  type ServiceChainCode,
  type ServiceChainTable,
  sendCryptoTransfer,
  transferTransaction,
} from '../chains/index.js'

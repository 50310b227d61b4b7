import { expect, it } from 'vitest'
import * as chains from './chains.js'

// What `@rampkit/core/chains` exports at run time (its types are in tarballs/exports.snapshot.json).
it('@rampkit/core/chains exports', () => {
  expect(Object.keys(chains).sort()).toMatchInlineSnapshot(`
    [
      "ChainError",
      "SERVICE_CHAINS",
      "evmAssetIds",
      "evmAssetRef",
      "evmChainId",
      "findEvmAsset",
      "isChainError",
      "isEvmAddress",
      "isEvmChain",
      "isNativeAsset",
      "sendCryptoTransfer",
      "transferTransaction",
    ]
  `)
})

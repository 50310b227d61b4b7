import { describe, expectTypeOf, it } from 'vitest'
import type { AssetInfo, OfframpAssetInfo } from '../types/assets.js'
import type { SaleAssetInfo } from '../types/transactions.js'
import type { SendCryptoPayload } from '../widget/mount/events.js'
import type { ChainError, ChainErrorCode } from './ChainError.js'
import type { EvmAddress } from './evmAddress.js'
import type { ChainAsset, EvmAssetRef } from './evmAsset.js'
import { evmAssetRef } from './evmAsset.js'
import { findEvmAsset } from './findEvmAsset.js'
import {
  type EvmTransfer,
  type SendCryptoRequest,
  sendCryptoTransfer,
} from './sendCryptoTransfer.js'
import { SERVICE_CHAINS, type ServiceChainCode, type ServiceChainTable } from './serviceChains.js'
import { type EvmTransactionRequest, transferTransaction } from './transferTransaction.js'

declare const payload: SendCryptoPayload
declare const onramp: AssetInfo[]
declare const offramp: OfframpAssetInfo[]

describe('chain types', () => {
  it('the widget’s SEND_CRYPTO payload is a send-crypto request; the V3 assets and a sale’s are chain assets', () => {
    expectTypeOf<SendCryptoPayload>().toExtend<SendCryptoRequest>()
    expectTypeOf<AssetInfo>().toExtend<ChainAsset>()
    expectTypeOf<OfframpAssetInfo>().toExtend<ChainAsset>()
    expectTypeOf<SaleAssetInfo>().toExtend<ChainAsset>()
    expectTypeOf(sendCryptoTransfer(payload)).toEqualTypeOf<EvmTransfer>()
  })

  it('a transfer narrows by kind; addresses are 0x strings; amounts bigint', () => {
    const transfer = sendCryptoTransfer(payload)
    if (transfer.kind === 'native') {
      expectTypeOf(transfer.value).toEqualTypeOf<bigint>()
      // @ts-expect-error a native transfer has no token
      transfer.token
    } else {
      expectTypeOf(transfer.token).toEqualTypeOf<EvmAddress>()
      expectTypeOf(transfer.amount).toEqualTypeOf<bigint>()
    }
    expectTypeOf(transfer.to).toEqualTypeOf<`0x${string}`>()
    expectTypeOf(transferTransaction(transfer)).toEqualTypeOf<EvmTransactionRequest>()
  })

  it('finding gives the list’s own asset type back', () => {
    expectTypeOf(findEvmAsset(onramp, { chainId: 1 })).toEqualTypeOf<AssetInfo | undefined>()
    expectTypeOf(findEvmAsset(offramp, { chainId: 1, token: null })).toEqualTypeOf<
      OfframpAssetInfo | undefined
    >()
    expectTypeOf(evmAssetRef(onramp[0]!)).toEqualTypeOf<EvmAssetRef>()
    // @ts-expect-error the chain id is a number
    findEvmAsset(onramp, { chainId: '1' })
  })

  it('the table is readonly and its codes are known; a table of one’s own is checked', () => {
    expectTypeOf<ServiceChainCode>().toEqualTypeOf<'ETH' | 'MATIC' | 'BASE' | 'BTC' | 'SOLANA'>()
    expectTypeOf(SERVICE_CHAINS.MATIC.chainId).toEqualTypeOf<137>()
    // @ts-expect-error the table is readonly
    SERVICE_CHAINS.ETH = { evm: true, chainId: 5 }
    // @ts-expect-error an EVM chain needs its id
    const missingId: ServiceChainTable = { LOCAL: { evm: true } }
    void missingId
    expectTypeOf<ChainError['code']>().toEqualTypeOf<ChainErrorCode>()
  })
})

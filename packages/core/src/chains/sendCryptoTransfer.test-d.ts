import { describe, expectTypeOf, it } from 'vitest'
import type { SaleAssetInfo } from '../types/transactions.js'
import type { SendCryptoPayload } from '../widget/mount/events.js'
import type { EvmAddress } from './evmAddress.js'
import type { ChainAsset } from './evmAsset.js'
import {
  type EvmTransfer,
  type SendCryptoRequest,
  sendCryptoTransfer,
} from './sendCryptoTransfer.js'

declare const payload: SendCryptoPayload

describe('sendCryptoTransfer types', () => {
  it('takes the widget’s SEND_CRYPTO payload as it is', () => {
    expectTypeOf<SendCryptoPayload>().toExtend<SendCryptoRequest>()
    expectTypeOf<SaleAssetInfo>().toExtend<ChainAsset>()
    expectTypeOf(sendCryptoTransfer(payload)).toEqualTypeOf<EvmTransfer>()
    // @ts-expect-error the amount is a string of base units, as the widget sends it
    sendCryptoTransfer({ ...payload, amount: 1n })
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
    expectTypeOf(transfer.chainId).toEqualTypeOf<number>()
  })
})

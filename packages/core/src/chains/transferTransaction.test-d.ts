import { describe, expectTypeOf, it } from 'vitest'
import type { EvmTransfer } from './sendCryptoTransfer.js'
import { type EvmTransactionRequest, transferTransaction } from './transferTransaction.js'

declare const transfer: EvmTransfer

describe('transferTransaction types', () => {
  it('one transaction request of 0x strings and bigint', () => {
    const transaction = transferTransaction(transfer)
    expectTypeOf(transaction).toEqualTypeOf<EvmTransactionRequest>()
    expectTypeOf(transaction.value).toEqualTypeOf<bigint>()
    expectTypeOf(transaction.data).toEqualTypeOf<`0x${string}` | undefined>()
  })
})

import type { CryptoAccount, RequestCryptoAccountHandler } from '@rampkit/core'
import type { WidgetHandlers } from '@rampkit/core/adapter'
import { describe, expectTypeOf, it } from 'vitest'
import { cryptoAccountHandler } from './cryptoAccountHandler.js'
import type { EvmWallet } from './EvmWallet.js'

declare const wallet: EvmWallet

describe('cryptoAccountHandler', () => {
  it("is the widget's onRequestCryptoAccount", () => {
    const handler = cryptoAccountHandler(wallet, { onError: () => {} })
    expectTypeOf(handler).toExtend<RequestCryptoAccountHandler>()
    expectTypeOf(handler).returns.resolves.toEqualTypeOf<CryptoAccount>()
    expectTypeOf(handler).toExtend<NonNullable<WidgetHandlers['onRequestCryptoAccount']>>()
  })
})

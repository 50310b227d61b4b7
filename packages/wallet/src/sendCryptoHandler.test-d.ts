import type { SendCryptoHandler, SendCryptoPayload, SendCryptoResult } from '@rampkit/core'
import type { WidgetHandlers } from '@rampkit/core/adapter'
import { describe, expectTypeOf, it } from 'vitest'
import type { EvmWallet } from './EvmWallet.js'
import { sendCryptoHandler } from './sendCryptoHandler.js'
import type { WalletError } from './WalletError.js'

declare const wallet: EvmWallet

describe('sendCryptoHandler', () => {
  it("is the widget's onSendCrypto, taking its payload", () => {
    const handler = sendCryptoHandler(wallet)
    expectTypeOf(handler).toExtend<SendCryptoHandler>()
    expectTypeOf(handler).toExtend<NonNullable<WidgetHandlers['onSendCrypto']>>()
    expectTypeOf<SendCryptoPayload>().toExtend<Parameters<typeof handler>[0]>()
    expectTypeOf(handler).returns.resolves.toEqualTypeOf<SendCryptoResult>()
  })

  it("hands the host a WalletError, and takes core's chain table", () => {
    sendCryptoHandler(wallet, {
      chains: { ETH: { evm: true, chainId: 31337 } },
      onError: (error) => expectTypeOf(error).toEqualTypeOf<WalletError>(),
    })
    // @ts-expect-error: the table's rows are core's ChainFacts
    sendCryptoHandler(wallet, { chains: { ETH: { chainId: 1 } } })
  })
})

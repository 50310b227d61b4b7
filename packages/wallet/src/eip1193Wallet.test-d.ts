import type { EIP1193Provider } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
import type { EvmWallet } from './EvmWallet.js'
import { type Eip1193Provider, eip1193Wallet } from './eip1193Wallet.js'

describe('eip1193Wallet', () => {
  it("takes viem's typed EIP-1193 provider and a bare { request }", () => {
    expectTypeOf(eip1193Wallet({} as EIP1193Provider)).toEqualTypeOf<EvmWallet>()
    eip1193Wallet({ request: async ({ method }) => method })
    expectTypeOf<EIP1193Provider>().toExtend<Eip1193Provider>()
  })

  it('refuses an object without request', () => {
    // @ts-expect-error: no request method
    eip1193Wallet({ send: async () => null })
  })
})

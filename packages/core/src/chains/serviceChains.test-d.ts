import { describe, expectTypeOf, it } from 'vitest'
import type { ChainError, ChainErrorCode } from './ChainError.js'
import { SERVICE_CHAINS, type ServiceChainCode, type ServiceChainTable } from './serviceChains.js'

describe('chain table types', () => {
  it('the table is readonly and its codes are known', () => {
    expectTypeOf<ServiceChainCode>().toEqualTypeOf<'ETH' | 'MATIC' | 'BASE' | 'BTC' | 'SOLANA'>()
    expectTypeOf(SERVICE_CHAINS.MATIC.chainId).toEqualTypeOf<137>()
    expectTypeOf(SERVICE_CHAINS).toExtend<ServiceChainTable>()
    // @ts-expect-error the table is readonly
    SERVICE_CHAINS.ETH = { evm: true, chainId: 5 }
  })

  it('a table of one’s own is checked: an EVM chain needs its id, a non-EVM one has none', () => {
    const local = {
      ...SERVICE_CHAINS,
      LOCAL: { evm: true, chainId: 31337 },
    } satisfies ServiceChainTable
    expectTypeOf(local).toExtend<ServiceChainTable>()
    // @ts-expect-error an EVM chain needs its id
    const missingId: ServiceChainTable = { LOCAL: { evm: true } }
    // @ts-expect-error a chain that is not EVM has no id
    const idOfNonEvm: ServiceChainTable = { BTC: { evm: false, chainId: 0 } }
    void [missingId, idOfNonEvm]
    expectTypeOf<ChainError['code']>().toEqualTypeOf<ChainErrorCode>()
  })
})

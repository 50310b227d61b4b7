import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isChainError } from './ChainError.js'
import { evmChainId, isEvmChain } from './evmChainId.js'
import { SERVICE_CHAINS, type ServiceChainTable } from './serviceChains.js'
import { NON_EVM_CODES, unknownChainCode } from './testing/arbitraries.js'

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('evmChainId', () => {
  it('gives the EVM chain id of each EVM chain code', () => {
    expect(evmChainId('ETH')).toBe(1)
    expect(evmChainId('MATIC')).toBe(137)
    expect(evmChainId('BASE')).toBe(8453)
    expect(isEvmChain('BASE')).toBe(true)
  })

  it('refuses the chains the table says are not EVM', () => {
    for (const chain of NON_EVM_CODES) {
      const error = thrown(() => evmChainId(chain))
      expect(isChainError(error, 'NOT_EVM_CHAIN')).toBe(true)
      expect(error).toMatchObject({ chain, message: `Chain "${chain}" is not an EVM chain` })
      expect(isEvmChain(chain)).toBe(false)
    }
  })

  it('refuses every code the table does not list as not known to be EVM (never guessed)', () => {
    const codes = fc.oneof(
      unknownChainCode,
      fc.string(),
      fc.constantFrom('eth', 'Eth', 'ETH ', 'constructor', '__proto__', 'toString', ''),
    )
    fc.assert(
      fc.property(
        codes.filter((code) => !Object.hasOwn(SERVICE_CHAINS, code)),
        (code) => {
          expect(isEvmChain(code)).toBe(false)
          const error = thrown(() => evmChainId(code))
          expect(isChainError(error, 'UNKNOWN_CHAIN')).toBe(true)
          expect((error as Error).message).toContain('not known to be an EVM chain')
        },
      ),
    )
  })

  it('reads the table given as { chains } instead', () => {
    const chains = {
      ...SERVICE_CHAINS,
      ETH: { evm: true, chainId: 31337 },
      LOCAL: { evm: false },
    } satisfies ServiceChainTable
    expect(evmChainId('ETH', { chains })).toBe(31337)
    expect(
      isChainError(
        thrown(() => evmChainId('LOCAL', { chains })),
        'NOT_EVM_CHAIN',
      ),
    ).toBe(true)
    expect(
      isChainError(
        thrown(() => evmChainId('MATIC', { chains: {} })),
        'UNKNOWN_CHAIN',
      ),
    ).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { ChainError, describeValue, isChainError } from './ChainError.js'

describe('ChainError', () => {
  it('is an Error with a name, a code and the chain', () => {
    const error = new ChainError('Chain "BTC" is not an EVM chain', {
      code: 'NOT_EVM_CHAIN',
      chain: 'BTC',
    })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ChainError')
    expect(error.code).toBe('NOT_EVM_CHAIN')
    expect(error.chain).toBe('BTC')
    expect(String(error)).toBe('ChainError: Chain "BTC" is not an EVM chain')
  })

  it('isChainError checks the class and, when given, the code', () => {
    const error = new ChainError('x', { code: 'UNKNOWN_CHAIN' })
    expect(isChainError(error)).toBe(true)
    expect(isChainError(error, 'UNKNOWN_CHAIN')).toBe(true)
    expect(isChainError(error, 'NOT_EVM_CHAIN')).toBe(false)
    expect(isChainError(new Error('x'))).toBe(false)
    expect(isChainError({ code: 'UNKNOWN_CHAIN', name: 'ChainError' })).toBe(false)
  })

  it('messages quote values briefly', () => {
    expect(describeValue('ETH')).toBe('"ETH"')
    expect(describeValue(null)).toBe('(a null)')
    expect(describeValue(7)).toBe('(a number)')
    expect(describeValue('x'.repeat(60))).toBe(`"${'x'.repeat(48)}…"`)
  })
})

import { describe, expect, it } from 'vitest'
import { isWalletError, WalletError } from './WalletError.js'

describe('WalletError', () => {
  it('carries its code, asset and chain id, and the cause only when given one', () => {
    const cause = new Error('inner')
    const error = new WalletError('m', {
      code: 'USER_REJECTED',
      asset: 'ETH_ETH',
      chainId: 1,
      cause,
    })
    expect(error).toMatchObject({ name: 'WalletError', code: 'USER_REJECTED', asset: 'ETH_ETH' })
    expect(error.chainId).toBe(1)
    expect(error.cause).toBe(cause)
    expect('cause' in new WalletError('m', { code: 'NOT_CONNECTED' })).toBe(false)
  })

  it('is told apart by isWalletError, with or without a code', () => {
    const error = new WalletError('m', { code: 'INSUFFICIENT_FUNDS' })
    expect(isWalletError(error)).toBe(true)
    expect(isWalletError(error, 'INSUFFICIENT_FUNDS')).toBe(true)
    expect(isWalletError(error, 'USER_REJECTED')).toBe(false)
    expect(isWalletError(Object.assign(new Error('m'), { code: 'INSUFFICIENT_FUNDS' }))).toBe(false)
  })
})

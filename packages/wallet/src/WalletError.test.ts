import { describe, expect, it } from 'vitest'
import { WalletError } from './WalletError.js'

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
})

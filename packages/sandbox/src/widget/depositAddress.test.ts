import { describe, expect, it } from 'vitest'
import { CHAINS } from '../fixtures/chains.js'
import { depositAddress } from './depositAddress.js'

describe('depositAddress', () => {
  it.each(CHAINS.map((chain) => [chain.id, chain.addressPattern] as const))(
    'looks like a %s address',
    (chain, pattern) => {
      for (const id of ['a', 'sale123', 'zzzzzzzzzzzzzzzz'])
        expect(depositAddress(chain, id)).toMatch(pattern)
    },
  )

  it('is stable per sale and differs between sales', () => {
    expect(depositAddress('ETH', 's1')).toBe(depositAddress('ETH', 's1'))
    expect(depositAddress('ETH', 's1')).not.toBe(depositAddress('ETH', 's2'))
  })
})

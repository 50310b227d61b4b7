import { describe, expect, it } from 'vitest'
import { createContext } from '../validation/context.js'
import { listsNotOffering } from './listsNotOffering.js'

function context(
  flows: ('ONRAMP' | 'OFFRAMP')[],
  assets: { swapAsset?: string[]; offrampAsset?: string[] },
) {
  const ctx = createContext({ values: new Map(), unknownKeys: [] })
  ctx.flows = flows
  Object.assign(ctx.assets, assets)
  return ctx
}

describe('listsNotOffering', () => {
  it('a list offers an id it names, its chain wildcard or its bare symbol', () => {
    for (const swapAsset of [['ETH_USDC'], ['ETH_*'], ['USDC'], []]) {
      expect(listsNotOffering(context(['ONRAMP'], { swapAsset }), 'ETH_USDC')).toEqual([
        [],
        'ETH_*',
      ])
    }
  })

  it('names the lists of enabled flows that leave it out, and the wildcard', () => {
    const ctx = context(['ONRAMP', 'OFFRAMP'], { swapAsset: ['BTC_BTC'], offrampAsset: ['ETH_*'] })
    expect(listsNotOffering(ctx, 'MATIC_USDC')).toEqual([['swapAsset', 'offrampAsset'], 'MATIC_*'])
    expect(listsNotOffering(context(['ONRAMP'], { offrampAsset: ['BTC_BTC'] }), 'ETH_ETH')).toEqual(
      [[], 'ETH_*'],
    )
  })
})

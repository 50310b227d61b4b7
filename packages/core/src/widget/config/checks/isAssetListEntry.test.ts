import { describe, expect, it } from 'vitest'
import { isAssetListEntry } from './isAssetListEntry.js'

describe('isAssetListEntry', () => {
  it.each(['ETH_USDC', 'MATIC_*', 'ETH_ETH'])('%s is an entry', (entry) => {
    expect(isAssetListEntry(entry)).toBe(true)
  })

  it.each(['', 'ETH', 'eth_usdc', 'ETH-USDC', '*'])('%j is not', (entry) => {
    expect(isAssetListEntry(entry)).toBe(false)
  })
})

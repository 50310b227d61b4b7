import { describe, expect, it } from 'vitest'
import { isAssetId } from '../../../assets/parseAssetId.js'
import { assetEntryProblem } from './assetEntryProblem.js'
import { isAssetListEntry } from './isAssetListEntry.js'

describe('assetEntryProblem', () => {
  it.each(['ETH_USDC', 'MATIC_*', 'ETH_ETH'])('%s in a list is fine', (entry) => {
    expect(assetEntryProblem(entry, isAssetListEntry)).toBeUndefined()
  })

  it.each([
    ['', 'empty'],
    ['ETH', 'bareSymbol'],
    ['usdc2', 'bareSymbol'],
    ['eth_usdc', 'notUpperCase'],
    ['matic_*', 'notUpperCase'],
    ['ETH-USDC', 'otherForm'],
    ['eth-usdc', 'otherForm'],
  ] as const)('%j in a list: %s', (entry, problem) => {
    expect(assetEntryProblem(entry, isAssetListEntry)).toBe(problem)
  })

  it('judges by the forms the field takes: a wildcard is no asset id', () => {
    expect(assetEntryProblem('ETH_*', isAssetId)).toBe('otherForm')
    expect(assetEntryProblem('eth_*', isAssetId)).toBe('otherForm')
    expect(assetEntryProblem('eth_usdc', isAssetId)).toBe('notUpperCase')
  })
})

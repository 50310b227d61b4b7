import { describe, expect, it } from 'vitest'
import { ASSET_ID } from '../assets/parseAssetId.js'
import { chainFacts, SERVICE_CHAINS } from './serviceChains.js'

describe('SERVICE_CHAINS', () => {
  it('gives each EVM chain id to exactly one chain code', () => {
    const ids = Object.values(SERVICE_CHAINS).flatMap((facts) => (facts.evm ? [facts.chainId] : []))
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(Number.isSafeInteger(id) && id > 0).toBe(true)
  })

  it('holds the chain ids of the chains it names (EIP-155), and says Bitcoin and Solana are not EVM', () => {
    expect(SERVICE_CHAINS).toEqual({
      ETH: { evm: true, chainId: 1 },
      MATIC: { evm: true, chainId: 137 },
      BASE: { evm: true, chainId: 8453 },
      BTC: { evm: false },
      SOLANA: { evm: false },
    })
  })

  it('keys are chain codes of the asset id grammar', () => {
    for (const code of Object.keys(SERVICE_CHAINS)) expect(ASSET_ID.test(`${code}_X`)).toBe(true)
  })
})

describe('chainFacts', () => {
  it('reads own rows only: inherited names are no chains', () => {
    expect(chainFacts(SERVICE_CHAINS, 'ETH')).toEqual({ evm: true, chainId: 1 })
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(chainFacts(SERVICE_CHAINS, name)).toBeUndefined()
    }
    expect(chainFacts(SERVICE_CHAINS, undefined as unknown as string)).toBeUndefined()
  })
})

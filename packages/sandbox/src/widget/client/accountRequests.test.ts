import type { RequestCryptoAccountPayload } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
import { createAccountRequests } from './accountRequests.js'

const ETH = { chain: 'ETH', symbol: 'ETH' }
const USDC = { chain: 'ETH', symbol: 'USDC' }
const POL = { chain: 'MATIC', symbol: 'POL' }
const ADDRESS = '0x00000000000000000000000000000000000000aa'

function setUp() {
  const posted: RequestCryptoAccountPayload[] = []
  return { posted, accounts: createAccountRequests((payload) => posted.push(payload)) }
}

describe('createAccountRequests', () => {
  it("asks with { type: the asset's chain, assetSymbol: its id }, once per asset", () => {
    const { posted, accounts } = setUp()
    expect(accounts.ask(USDC)).toBe(true)
    expect(accounts.ask(USDC)).toBe(false)
    expect(accounts.ask(POL)).toBe(true)
    expect(posted).toEqual([
      { type: 'ETH', assetSymbol: 'ETH_USDC' },
      { type: 'MATIC', assetSymbol: 'MATIC_POL' },
    ])
  })

  it('reads an account, with its name when given', () => {
    const { accounts } = setUp()
    accounts.ask(ETH)
    expect(
      accounts.answer({
        address: ` ${ADDRESS} `,
        type: 'ETH',
        name: 'Main',
        assetSymbol: 'ETH_ETH',
      }),
    ).toEqual({ kind: 'account', address: ADDRESS, name: 'Main' })
    accounts.ask(USDC)
    expect(accounts.answer({ address: ADDRESS, name: ' ' })).toEqual({
      kind: 'account',
      address: ADDRESS,
    })
  })

  it('reads { error } and an answer without an address as no account', () => {
    const { accounts } = setUp()
    accounts.ask(ETH)
    expect(accounts.answer({ error: 'The host has no onRequestCryptoAccount handler.' })).toEqual({
      kind: 'none',
      error: 'The host has no onRequestCryptoAccount handler.',
    })
    accounts.ask(POL)
    expect(accounts.answer({ address: '' })).toMatchObject({ kind: 'none' })
  })

  it('ignores an answer for an asset that is no longer selected', () => {
    const { accounts } = setUp()
    accounts.ask(ETH)
    accounts.ask(POL)
    expect(accounts.answer({ address: ADDRESS, assetSymbol: 'ETH_ETH' })).toBeUndefined()
    expect(accounts.answer({ address: ADDRESS, assetSymbol: 'MATIC_POL' })).toMatchObject({
      kind: 'account',
    })
  })

  it('takes an answer naming the current asset even out of order, or by its bare symbol', () => {
    const { accounts } = setUp()
    accounts.ask(ETH)
    accounts.ask(POL)
    expect(accounts.answer({ address: ADDRESS, assetSymbol: 'POL' })).toMatchObject({
      kind: 'account',
    })
    expect(accounts.answer({ address: ADDRESS, assetSymbol: 'ETH_ETH' })).toBeUndefined()
  })

  it('counts an answer that names no asset only when it answers the latest request', () => {
    const { accounts } = setUp()
    accounts.ask(ETH)
    accounts.ask(USDC)
    expect(accounts.answer({ error: 'rejected' })).toBeUndefined()
    expect(accounts.answer({ address: ADDRESS })).toEqual({ kind: 'account', address: ADDRESS })
  })

  it('ignores every answer once no asset needs one, and asks again afterwards', () => {
    const { posted, accounts } = setUp()
    accounts.ask(ETH)
    accounts.forget()
    expect(accounts.answer({ address: ADDRESS, assetSymbol: 'ETH_ETH' })).toBeUndefined()
    expect(accounts.ask(ETH)).toBe(true)
    expect(posted).toHaveLength(2)
  })

  it('ignores answers nobody asked for and payloads that are not objects', () => {
    const { accounts } = setUp()
    expect(accounts.answer({ address: ADDRESS })).toBeUndefined()
    accounts.ask(ETH)
    expect(accounts.answer(null)).toBeUndefined()
    expect(accounts.answer('0xabc')).toBeUndefined()
  })
})

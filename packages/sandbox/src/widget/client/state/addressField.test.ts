import { describe, expect, it } from 'vitest'
import {
  type AddressField,
  accountAnswered,
  accountAsked,
  accountNotNeeded,
} from './addressField.js'

const HOST = 'Demo wallet'
const field = (value: string, filledByHost?: string, note = ''): AddressField => ({
  value,
  filledByHost,
  note,
})

describe('accountAsked', () => {
  it("clears the host's address for the previous asset and says it is asking", () => {
    expect(accountAsked(field('0xold', '0xold'), HOST)).toEqual({
      value: '',
      filledByHost: undefined,
      note: 'Asking Demo wallet for your address (or type it)…',
    })
  })

  it('keeps what the user typed, even over an address the host had given', () => {
    expect(accountAsked(field('0xtyped', '0xold'), HOST).value).toBe('0xtyped')
    expect(accountAsked(field('0xtyped'), HOST).value).toBe('0xtyped')
  })
})

describe('accountAnswered', () => {
  it('fills an empty field, naming the account when the host named it', () => {
    const answer = { kind: 'account', address: '0xabc', name: 'Main' } as const
    expect(accountAnswered(field(''), answer, HOST)).toEqual({
      value: '0xabc',
      filledByHost: '0xabc',
      note: 'Address of Main, from Demo wallet.',
    })
    expect(accountAnswered(field('  '), { kind: 'account', address: '0xabc' }, HOST).note).toBe(
      'Address from Demo wallet.',
    )
  })

  it("replaces the host's own earlier address", () => {
    const next = accountAnswered(
      field('0xold', '0xold'),
      { kind: 'account', address: '0xnew' },
      HOST,
    )
    expect(next).toMatchObject({ value: '0xnew', filledByHost: '0xnew' })
  })

  it('never overwrites what the user typed, and drops the note', () => {
    const typed = field('0xtyped', '0xold', 'Asking…')
    expect(accountAnswered(typed, { kind: 'account', address: '0xnew' }, HOST)).toEqual({
      ...typed,
      note: '',
    })
  })

  it('leaves the field to the user when the host has no address', () => {
    const next = accountAnswered(field('0xtyped'), { kind: 'none', error: 'no handler' }, HOST)
    expect(next).toEqual(field('0xtyped', undefined, 'Demo wallet gave no address: type it in.'))
  })

  it('changes nothing for a stale or unusable answer', () => {
    const before = field('0xold', '0xold', 'note')
    expect(accountAnswered(before, undefined, HOST)).toBe(before)
  })
})

describe('accountNotNeeded', () => {
  it('drops the note, keeping the field', () => {
    expect(accountNotNeeded(field('0xabc', '0xabc', 'Asking…'))).toEqual(
      field('0xabc', '0xabc', ''),
    )
  })
})
